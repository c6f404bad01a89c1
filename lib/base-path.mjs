// Plain ESM so next.config.mjs, serwist.config.mjs and `npm run build` share one check.

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Reads BASE_PATH, the sub-path a static copy is served under; "" when unset; e.g.
 * "/tabletop-referee" -> { ok: true, value: "/tabletop-referee" }, "site/" -> { ok: false, message }.
 * @param {string | undefined} raw
 * @returns {{ ok: true; value: string } | { ok: false; message: string }}
 */
export function parseBasePath(raw) {
  const value = raw ?? "";
  if (value === "") return { ok: true, value: "" };
  const segments = value.split("/").slice(1);
  const valid =
    value.startsWith("/") &&
    !value.endsWith("/") &&
    segments.every((s) => SEGMENT.test(s) && s !== "." && s !== "..");
  if (valid) return { ok: true, value };
  return {
    ok: false,
    message: `BASE_PATH must start with "/", not end with "/", and use only letters, digits and - . _ ~ between slashes, e.g. BASE_PATH=/tabletop-referee (got ${JSON.stringify(value)}).`,
  };
}

/**
 * BASE_PATH from the environment, or a one-line message and exit code 1: a wrong value never
 * produces a half-working site.
 * @returns {string}
 */
export function basePathOrExit() {
  const parsed = parseBasePath(process.env.BASE_PATH);
  if (parsed.ok) return parsed.value;
  console.error(parsed.message);
  process.exit(1);
}

// Plain ESM so `npm start` (lib/serve.mjs) and `npm run build` (meta tag, `_headers`) send one policy.
import { createHash } from "node:crypto";

/**
 * The server build (`npm start`) inlines its stylesheet into every page (`experimental.inlineCss`:
 * the first paint waits for no CSS request), so style-src lists the sha256 of each inlined `<style>`.
 * They are known only after `next build`: next.config puts this slot in the header and
 * `lib/cli/csp-styles.mjs` replaces it with the hashes of the built pages. The static build keeps
 * its stylesheet file, so its policy (meta tag, `_headers`, the README's examples) needs no hash.
 */
export const STYLE_HASH_SLOT = "sha256-STYLE-HASHES-OF-THIS-BUILD";

/**
 * The CSP source of every inline `<style>` in an HTML page, e.g. ["sha256-abc…="].
 * @param {string} html
 * @returns {string[]}
 */
export function styleHashes(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `sha256-${createHash("sha256").update(m[1] ?? "", "utf8").digest("base64")}`);
}

/**
 * Content-Security-Policy directives: no third-party origin at all. Prerendered pages carry inline
 * bootstrap scripts, so script-src needs 'unsafe-inline' (nonces would force dynamic rendering and
 * break precaching; see README). Styles: the stylesheet files plus the build's inlined `<style>`
 * by hash (see STYLE_HASH_SLOT). Dev mode additionally needs eval and inline styles for React Refresh.
 * @param {{ dev?: boolean; styles?: readonly string[] }} [options] styles: CSP hash sources, e.g. "sha256-…"
 * @returns {string[]}
 */
export function cspDirectives({ dev = false, styles = [] } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self'${[...new Set(styles)].map((h) => ` '${h}'`).join("")}${dev ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ];
}

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there). */
const HEADER_ONLY = ["frame-ancestors", "report-uri", "sandbox"];

/**
 * The policy for a `<meta http-equiv="Content-Security-Policy">`: the same minus what a meta tag
 * cannot express, e.g. no frame-ancestors.
 * @param {{ styles?: readonly string[] }} [options]
 * @returns {string}
 */
export function metaCsp({ styles = [] } = {}) {
  return cspDirectives({ styles })
    .filter((d) => !HEADER_ONLY.includes(d.split(" ")[0] ?? ""))
    .join("; ");
}

/**
 * Every security header, as name/value pairs.
 * @param {{ dev?: boolean; styles?: readonly string[] }} [options]
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ dev = false, styles = [] } = {}) {
  return [
    { key: "Content-Security-Policy", value: cspDirectives({ dev, styles }).join("; ") },
    { key: "Referrer-Policy", value: "no-referrer" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value:
        "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), screen-wake-lock=(self)",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/** Headers of the service worker script: always revalidated, so an update is found. */
export const SW_HEADERS = [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }];

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read) with the full header set;
 * e.g. headersFile("/tabletop-referee") starts with "/tabletop-referee/*".
 * @param {string} basePath
 * @param {{ styles?: readonly string[] }} [options]
 * @returns {string}
 */
export function headersFile(basePath, { styles = [] } = {}) {
  const block = (path, headers) => [path, ...headers.map((h) => `  ${h.key}: ${h.value}`)].join("\n");
  return `${block(`${basePath}/*`, securityHeaders({ styles }))}\n${block(`${basePath}/sw.js`, SW_HEADERS)}\n`;
}

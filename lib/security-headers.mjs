// Plain ESM so `npm start` (lib/serve.mjs) and `npm run build` (meta tag, `_headers`) send one policy.

/**
 * Content-Security-Policy directives: no third-party origin at all. Prerendered pages carry inline
 * bootstrap scripts, so script-src needs 'unsafe-inline' (nonces would force dynamic rendering and
 * break precaching; see README). Styles: the site's stylesheet files only (no page has an inline
 * style).
 * @returns {string[]}
 */
export function cspDirectives() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self'",
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
 * @returns {string}
 */
export function metaCsp() {
  return cspDirectives()
    .filter((d) => !HEADER_ONLY.includes(d.split(" ")[0] ?? ""))
    .join("; ");
}

/**
 * Every security header, as name/value pairs.
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders() {
  return [
    { key: "Content-Security-Policy", value: cspDirectives().join("; ") },
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
 * @returns {string}
 */
export function headersFile(basePath) {
  const block = (path, headers) => [path, ...headers.map((h) => `  ${h.key}: ${h.value}`)].join("\n");
  return `${block(`${basePath}/*`, securityHeaders())}\n${block(`${basePath}/sw.js`, SW_HEADERS)}\n`;
}

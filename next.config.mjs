// @ts-check
import { basePathOrExit } from "./lib/base-path.mjs";
import { STYLE_HASH_SLOT, SW_HEADERS, securityHeaders } from "./lib/security-headers.mjs";

const isDev = process.env.NODE_ENV === "development";
/** `npm run build:static`: a folder of plain files for any static HTTPS host (no server, no API route). */
const isStatic = process.env.STATIC_EXPORT === "1";
/** The sub-path the app is served under, e.g. "/tabletop-referee" for a GitHub project site; "" at the root. */
const basePath = basePathOrExit();

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Test-only pages (`page.e2e.tsx`) exist only in builds for the browser tests (tests/scripts/e2e.mjs);
  // server-only routes (`route.server.ts`, e.g. /api/lan) only where a server runs (npm start).
  pageExtensions: [...(process.env.E2E_TEST_PAGES === "1" ? ["e2e.tsx"] : []), ...(isStatic ? [] : ["server.ts"]), "tsx", "ts"],
  poweredByHeader: false,
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_STATIC_EXPORT: isStatic ? "1" : "" },
  // `npm start`: the stylesheet travels inside each page's HTML, so the first paint waits for no CSS
  // request (issue 14: it was the largest part of the LCP's render delay); the CSP allows it by hash
  // (lib/cli/csp-styles.mjs); lib/cli/slim-html.mjs drops Next's second copy of it from the payload. Not in the static build: the README's Caddy/nginx headers are written by
  // hand once and cannot carry a hash that changes with every build.
  experimental: { globalNotFound: true, inlineCss: !isStatic },
  ...(isStatic
    ? // Headers cannot travel in plain files: build:static writes them as a meta tag and `_headers`.
      { output: "export", distDir: process.env.STATIC_DIR || "out" }
    : {
        async headers() {
          return [
            { source: "/:path*", headers: securityHeaders({ dev: isDev, styles: isDev ? [] : [STYLE_HASH_SLOT] }) },
            { source: "/sw.js", headers: [...SW_HEADERS, { key: "Service-Worker-Allowed", value: "/" }] },
          ];
        },
      }),
};

export default nextConfig;

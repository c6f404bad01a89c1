// @ts-check
import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { basePathOrExit } from "./lib/base-path.mjs";

/** The sub-path the app is served under, e.g. "/tabletop-referee" for a GitHub project site; "" at the root. */
const basePath = basePathOrExit();

/**
 * One build, one artifact: a folder of plain files (`out/`, or STATIC_DIR) that `npm start` serves
 * (lib/cli/start.mjs) and any static HTTPS host can serve as it is. There is no server code: the
 * headers, the language of `/` and this machine's LAN address are the serving script's.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  reactStrictMode: true,
  // Test-only pages (`page.e2e.tsx`) exist only in builds for the browser tests (tests/scripts/e2e.mjs).
  pageExtensions: [...(process.env.E2E_TEST_PAGES === "1" ? ["e2e.tsx"] : []), "tsx", "ts"],
  poweredByHeader: false,
  // Source maps for the browser's scripts only in the path-tracing bench's own build (tests/bench/path-trace.mjs).
  productionBrowserSourceMaps: process.env.PATH_TRACE_SOURCE_MAPS === "1",
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  experimental: { globalNotFound: true },
  // `npm test` type-checks once (tsc --noEmit); the build does not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // `next dev` keeps its own .next; a build exports the folder (Next keeps its build files in .next).
  ...(phase === PHASE_DEVELOPMENT_SERVER ? {} : { output: "export", distDir: process.env.STATIC_DIR || "out" }),
});

export default nextConfig;

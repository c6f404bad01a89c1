// @ts-check
// Serwist "configurator mode": the worker is built after `next build`, so every prerendered
// route (both languages) is precached and works offline before it is first visited.
// In a static build (`npm run build:static`) the worker goes into the exported folder; Next keeps
// its build artifacts (the prerendered HTML Serwist reads) in .next in that mode too.
import { serwist } from "@serwist/next/config";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createRequire } from "node:module";

const isStatic = process.env.STATIC_EXPORT === "1";
const loadConfig = createRequire(import.meta.url)("next/dist/server/config.js").default;
const nextConfig = await loadConfig(PHASE_PRODUCTION_BUILD, process.cwd(), { silent: true });
const outDir = nextConfig.distDir;

export default serwist(
  {
    swSrc: "app/sw.ts",
    swDest: isStatic ? `${outDir}/sw.js` : "public/sw.js",
    precachePrerendered: true,
    // A worker left in public/ by an `npm start` build is not part of a static copy.
    globIgnores: ["**/*.map", "public/sw.js", "public/swe-worker*"],
  },
  isStatic ? { ...nextConfig, distDir: ".next" } : nextConfig,
);

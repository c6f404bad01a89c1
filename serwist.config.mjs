// @ts-check
// Serwist "configurator mode": the worker is built after `next build`, so every prerendered
// route (both languages) is precached and works offline before it is first visited. The worker goes
// into the exported folder; Next keeps its build files (the prerendered HTML Serwist reads) in .next.
import { serwist } from "@serwist/next/config";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createRequire } from "node:module";

const loadConfig = createRequire(import.meta.url)("next/dist/server/config.js").default;
const nextConfig = await loadConfig(PHASE_PRODUCTION_BUILD, process.cwd(), { silent: true });

export default serwist(
  {
    swSrc: "app/sw.ts",
    swDest: `${nextConfig.distDir}/sw.js`,
    precachePrerendered: true,
    // A worker an older `npm start` build left in public/ is not part of the folder.
    globIgnores: ["**/*.map", "public/sw.js", "public/swe-worker*"],
  },
  { ...nextConfig, distDir: ".next" },
);

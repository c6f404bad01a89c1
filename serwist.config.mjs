// @ts-check
// Serwist "configurator mode": the worker is built after `next build`, so every prerendered
// route (both languages) is precached and works offline before it is first visited.
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "app/sw.ts",
  swDest: "public/sw.js",
  precachePrerendered: true,
  globIgnores: ["**/*.map"],
});

// Runs after `next build` (npm run build), before csp-styles and the worker's precache list, on the
// prerendered pages `next start` serves (lib/slim-html.mjs): drops the payload's copy of the inlined
// stylesheet from every page, boots the framework after the first paint, and makes `/` plain HTML
// with its language redirect first (the proxy answers a navigation to `/` itself; this page is what
// the worker precaches and serves offline).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bootAfterPaint, dropPayloadCss, tinyRootPage } from "../slim-html.mjs";

const dir = process.argv[2] ?? ".next";
const app = path.join(dir, "server/app");

/** @param {string} d @returns {string[]} */
function htmlFiles(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(d, e.name)) : e.name.endsWith(".html") ? [path.join(d, e.name)] : [],
  );
}

/** @param {string} file @param {{ ok: true; html: string } | { ok: false; error: string }} res */
function orExit(file, res) {
  if (!res.ok) {
    console.error(`slim-html: ${file}: ${res.error}`);
    process.exit(1);
  }
  return res.html;
}

let pages = 0;
let before = 0;
let after = 0;
for (const file of htmlFiles(app)) {
  const html = readFileSync(file, "utf8");
  let slim = orExit(file, dropPayloadCss(html));
  if (path.relative(app, file) === "index.html") slim = orExit(file, tinyRootPage(slim));
  else slim = orExit(file, bootAfterPaint(slim));
  if (slim === html) continue;
  writeFileSync(file, slim);
  pages += 1;
  before += gzipSync(html).length;
  after += gzipSync(slim).length;
}
console.log(`slim-html: ${pages} pages, HTML ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} kB gzip in all.`);

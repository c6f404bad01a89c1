// Runs after `next build` (npm run build), before csp-styles and the worker's precache list, on the
// prerendered pages `next start` serves (lib/slim-html.mjs): drops the payload's copy of the inlined
// stylesheet from every page, cuts the inlined stylesheet to what the pages' markup uses (the whole
// file loads with the scripts), boots the framework after the first paint, and makes `/` plain HTML
// with its language redirect first (the proxy answers a navigation to `/` itself; this page is what
// the worker precaches and serves offline).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bootAfterPaint, criticalCss, dropPayloadCss, inlineSheets, markupClasses, tinyRootPage, withInlineCss } from "../slim-html.mjs";

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

/** @type {{ file: string; html: string; slim: string }[]} */
const done = [];
for (const file of htmlFiles(app)) {
  const html = readFileSync(file, "utf8");
  done.push({ file, html, slim: orExit(file, dropPayloadCss(html)) });
}

// Every page inlines the same stylesheet: it is cut to the rules some page's markup uses (one critical
// sheet for all, one CSP hash), and the whole file loads with the scripts.
const found = done.flatMap((p) => inlineSheets(p.slim));
const sheets = new Map(found.map((s) => [s.href, s.css]));
if (sheets.size > 1 || found.some((s) => s.css !== sheets.get(s.href))) {
  console.error(`slim-html: the pages inline different stylesheets (${[...sheets.keys()].join(", ")}); expected one, the same on every page`);
  process.exit(1);
}
const [sheet] = [...sheets];
/**
 * Two critical sheets: the rules pages (text, a few classes) and the app's pages. One sheet for all
 * put the rules pages' HTML past the first round trip (/en/eleusis/rules 13.7 kB gzip, its
 * LCP 1.34× the blank page's); the CSP allows each inline style by hash (csp-styles.mjs lists both).
 * @param {string} file @returns {"text" | "app"}
 */
const groupOf = (file) => (/(^|[\\/])rules([\\/]|\.html$)/.test(path.relative(app, file)) ? "text" : "app");
/** @type {Map<"text" | "app", string>} */
const critical = new Map();
if (sheet) {
  for (const group of /** @type {const} */ (["text", "app"])) {
    const members = done.filter((p) => groupOf(p.file) === group);
    if (members.length === 0) continue;
    const classes = new Set(members.flatMap((p) => [...markupClasses(p.slim)]));
    const cut = criticalCss(sheet[1], classes);
    if (!cut.ok) {
      console.error(`slim-html: ${cut.error}`);
      process.exit(1);
    }
    critical.set(group, cut.css);
    console.log(`slim-html: ${group} pages (${members.length}): inlined stylesheet ${(gzipSync(sheet[1]).length / 1024).toFixed(1)} → ${(gzipSync(cut.css).length / 1024).toFixed(1)} kB gzip (${cut.dropped} rules none of their markup uses); the whole file loads with the scripts.`);
  }
}

let pages = 0;
let before = 0;
let after = 0;
for (const { file, html, slim: dropped } of done) {
  const css = critical.get(groupOf(file));
  let slim = css !== undefined ? withInlineCss(dropped, css) : dropped;
  if (path.relative(app, file) === "index.html") slim = orExit(file, tinyRootPage(slim));
  else slim = orExit(file, bootAfterPaint(slim, sheet ? sheet[0] : null));
  if (slim === html) continue;
  writeFileSync(file, slim);
  pages += 1;
  before += gzipSync(html).length;
  after += gzipSync(slim).length;
}
console.log(`slim-html: ${pages} pages, HTML ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} kB gzip in all.`);

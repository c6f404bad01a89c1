// Runs after `next build` (npm run build): the pages carry their stylesheet inline
// (experimental.inlineCss), and the Content-Security-Policy header must allow exactly those
// `<style>` elements. next.config.mjs put STYLE_HASH_SLOT in the header; this replaces it in
// .next/routes-manifest.json (where `next start` reads the headers) with the sha256 of every
// inline style of the prerendered pages.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STYLE_HASH_SLOT, styleHashes } from "../security-headers.mjs";

const dir = process.argv[2] ?? ".next";

/** @param {string} d @returns {string[]} */
function htmlFiles(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(d, e.name)) : e.name.endsWith(".html") ? [path.join(d, e.name)] : [],
  );
}

const pages = htmlFiles(path.join(dir, "server/app"));
const hashes = [...new Set(pages.flatMap((f) => styleHashes(readFileSync(f, "utf8"))))].sort();
if (pages.length === 0 || hashes.length === 0) {
  console.error(`csp-styles: no prerendered page with an inline <style> under ${dir}/server/app`);
  process.exit(1);
}
const manifestFile = path.join(dir, "routes-manifest.json");
const manifest = readFileSync(manifestFile, "utf8");
const slot = `'${STYLE_HASH_SLOT}'`;
if (!manifest.includes(slot)) {
  console.error(`csp-styles: ${manifestFile} has no ${slot} to fill (is next.config.mjs sending securityHeaders with it?)`);
  process.exit(1);
}
writeFileSync(manifestFile, manifest.split(slot).join(hashes.map((h) => `'${h}'`).join(" ")));
console.log(`csp-styles: style-src allows ${hashes.length} inline style(s) of ${pages.length} pages.`);

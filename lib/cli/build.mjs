// `npm run build`: the app as a folder of plain files (default out/, or STATIC_DIR) that `npm start`
// serves and any static HTTPS host can serve as it is: every route prerendered in both languages, the
// service worker precaching them, manifest, icons, the offline fallback, the CSP as a meta tag on every
// page and the full header set as `_headers`. BASE_PATH=/tabletop-referee builds it for a sub-path
// (e.g. a GitHub project site).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { basePathOrExit } from "../base-path.mjs";
import { LAN_FILE } from "../lan-addresses.mjs";
import { headersFile, metaCsp } from "../security-headers.mjs";
import { BUILD_STAMP } from "../serve.mjs";
import { bootAfterPaint, tinyRootPage } from "../slim-html.mjs";

const basePath = basePathOrExit();
const outDir = process.env.STATIC_DIR || "out";
const env = { ...process.env, STATIC_DIR: outDir, NEXT_TELEMETRY_DISABLED: "1" };
const started = Date.now();

for (const [cmd, args] of [
  [process.execPath, ["node_modules/next/dist/bin/next", "build"]],
  [process.execPath, ["node_modules/@serwist/cli/cli.js", "build", "serwist.config.mjs"]],
]) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

// `/`: plain HTML whose first script picks the language (lib/slim-html.mjs), no framework to boot first.
const rootFile = path.join(outDir, "index.html");
/** Stops the build: Next wrote a page in a shape this step does not know (a Next upgrade changed it). */
function formatChanged(file, error) {
  console.error(`\nbuild: ${file}: ${error}.\nNext's output is not in the shape lib/slim-html.mjs expects; update it (and its unit tests) for this Next version.`);
  process.exit(1);
}
const root = tinyRootPage(readFileSync(rootFile, "utf8"));
if (!root.ok) formatChanged(rootFile, root.error);
writeFileSync(rootFile, root.html);

const meta = `<meta http-equiv="Content-Security-Policy" content="${metaCsp()}">`;
for (const file of files(outDir).filter((f) => f.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(`<head>${charset}`)) formatChanged(file, `no <head>${charset}`);
  // The framework boots after the first paint (lib/slim-html.mjs); `/` has no framework left.
  const booted = bootAfterPaint(html);
  if (!booted.ok) formatChanged(file, booted.error);
  // Right after the charset, before every script and style, so the policy governs all of them.
  writeFileSync(file, booted.html.replace(`<head>${charset}`, `<head>${charset}${meta}`));
}
writeFileSync(path.join(outDir, "_headers"), headersFile(basePath));
// GitHub Pages: publish folders starting with "_" (Next's `_next/`) when the folder is pushed as a branch.
writeFileSync(path.join(outDir, ".nojekyll"), "");
// /lan.json: on a static host no LAN address to offer (links use the page's own origin); `npm start`
// answers it with this machine's (lib/serve.mjs). A file, so a static host answers it too, without a 404.
writeFileSync(path.join(outDir, LAN_FILE.slice(1)), JSON.stringify({ publicUrl: null, addresses: [] }));
// What this folder was built from, for `npm start` (which rebuilds a folder of another commit or a test build).
const commit = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout?.trim() ?? "";
writeFileSync(path.join(outDir, BUILD_STAMP), JSON.stringify({ commit, basePath, testPages: process.env.E2E_TEST_PAGES === "1" }));

const all = files(outDir);
const bytes = all.reduce((sum, f) => sum + statSync(f).size, 0);
const gzip = all.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
const mb = (n) => (n / 1024 / 1024).toFixed(2);
console.log(
  `\nStatic site in ${outDir}/ for ${basePath || "/"}: ${all.length} files, ${mb(bytes)} MB (${mb(gzip)} MB gzip), built in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

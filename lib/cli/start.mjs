// `npm start`: builds when needed (`npm run build`), then serves the built folder (out/, or STATIC_DIR)
// on all interfaces (port 3000, or PORT; HOST to listen elsewhere) with the security headers, `/` in
// the visitor's language and /lan.json for the QR links (lib/serve.mjs), and prints the addresses a
// phone on the same network can open. START_SKIP_BUILD=1 serves the folder as it is (the browser tests).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { publicOrigin } from "../lan-addresses.mjs";
import { BUILD_STAMP, appHandler, lanInfo } from "../serve.mjs";

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const dir = process.env.STATIC_DIR || "out";
const head = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout?.trim() ?? "";

/** The folder's build stamp, or null when there is none. */
function stamp() {
  try {
    return JSON.parse(readFileSync(path.join(dir, BUILD_STAMP), "utf8"));
  } catch {
    return null;
  }
}

/** A folder of this commit, built without test pages for the base path asked for, is served as it is. */
function buildIsCurrent() {
  const s = stamp();
  if (!s || !existsSync(path.join(dir, "index.html")) || !existsSync(path.join(dir, "sw.js"))) return false;
  return !s.testPages && (!head || s.commit === head) && s.basePath === (process.env.BASE_PATH ?? "");
}

if (process.env.START_SKIP_BUILD !== "1" && !buildIsCurrent()) {
  console.log("Building the app (first start or new version)…");
  const r = spawnSync(process.execPath, ["lib/cli/build.mjs"], { stdio: "inherit", env: { ...process.env, E2E_TEST_PAGES: "", NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const built = stamp();
if (!built) {
  console.error(`No finished build in ${dir}/: run \`npm run build\` (or \`npm start\` without START_SKIP_BUILD).`);
  process.exit(1);
}
const basePath = built.basePath ?? "";

const server = createServer(appHandler({ dir, basePath }));
server.listen(port, host, () => {
  const local = `http://localhost:${port}${basePath}/`;
  console.log(`\nTabletop Referee is running (${dir}/).\n  On this device:  ${local}`);
  for (const ip of lanInfo().addresses) console.log(`  On a phone (same Wi-Fi):  http://${ip}:${port}${basePath}/`);
  const publicUrl = publicOrigin(process.env.PUBLIC_URL);
  if (publicUrl) console.log(`  Links for phones use PUBLIC_URL: ${publicUrl}`);
  else if (process.env.PUBLIC_URL) console.log(`  PUBLIC_URL is not an http(s) URL and is ignored: ${process.env.PUBLIC_URL}`);
  console.log("  Plain HTTP on a network address turns off offline use and the screen wake lock; use HTTPS (PUBLIC_URL) for those.\n");
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));

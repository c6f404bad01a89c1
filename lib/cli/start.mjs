// `npm start`: builds when needed, then serves the production app on all interfaces (port 3000)
// and prints the addresses a phone on the same network can open.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { lanAddresses, publicOrigin } from "../lan-addresses.mjs";

const port = process.env.PORT || "3000";

const head = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout?.trim() ?? "";

function buildIsCurrent() {
  if (!existsSync(".next/BUILD_ID") || !existsSync("public/sw.js")) return false;
  // Rebuild when the checked-out commit differs from the one that was built.
  const built = existsSync(".next/.built-from") ? readFileSync(".next/.built-from", "utf8").trim() : "";
  // A test build (with test-only pages) is never served: its stamp is "<commit>+e2e".
  if (head ? built !== head : built.endsWith("+e2e")) return false;
  return statSync(".next/BUILD_ID").mtimeMs > 0;
}

if (!buildIsCurrent()) {
  console.log("Building the app (first start or new version)…");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
  if (head) writeFileSync(".next/.built-from", head);
}

// Node runs Next's CLI directly (no npx layer), so a signal sent to this script reaches the server.
const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "0.0.0.0", "-p", port], {
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
let announced = false;
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server|Local:/i.test(String(chunk))) {
    announced = true;
    console.log(`\nTabletop Referee is running.\n  On this device:  http://localhost:${port}`);
    for (const ip of lanAddresses(networkInterfaces())) console.log(`  On a phone (same Wi-Fi):  http://${ip}:${port}`);
    const publicUrl = publicOrigin(process.env.PUBLIC_URL);
    if (publicUrl) console.log(`  Links for phones use PUBLIC_URL: ${publicUrl}`);
    else if (process.env.PUBLIC_URL) console.log(`  PUBLIC_URL is not an http(s) URL and is ignored: ${process.env.PUBLIC_URL}`);
    console.log("  Plain HTTP on a network address turns off offline use and the screen wake lock; use HTTPS (PUBLIC_URL) for those.\n");
  }
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));

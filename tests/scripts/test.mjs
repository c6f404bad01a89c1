// `npm test`: every test, in the order that fails fastest. The type check and ESLint are single-threaded,
// so they run side by side (two cores); then the unit tests beside the one build of the browser tests
// (tests/scripts/e2e.mjs --build-only), then the browser tests on it (Chromium) and the other engines on
// that same build (tests/engines/run.mjs).
// The output of steps run side by side is printed whole as each ends, never interleaved.
// Stops at the first step that fails, with its exit code.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs `npm run <script> [-- args]`; with `buffered`, keeps its output and prints it when it ends. */
function run(script, { args = [], buffered = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const out = [];
    if (buffered) {
      child.stdout.on("data", (d) => out.push(d));
      child.stderr.on("data", (d) => out.push(d));
    }
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) process.stdout.write(Buffer.concat(out));
      const status = code ?? (signal ? 1 : 0);
      console.log(`\n[npm test] ${script}: ${status === 0 ? "passed" : `failed (exit ${status})`} in ${seconds} s\n`);
      resolve(status);
    });
  });
}

const steps = [
  () => Promise.all([run("typecheck", { buffered: true }), run("lint", { buffered: true })]),
  () => Promise.all([run("test:unit", { buffered: true }), run("test:e2e", { args: ["--build-only"], buffered: true })]),
  () => run("test:e2e", { env: { E2E_SKIP_BUILD: "1" } }),
  () => run("test:engines", { args: ["--reuse-build"] }),
];

const started = Date.now();
for (const step of steps) {
  const codes = [await step()].flat();
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`[npm test] all passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);

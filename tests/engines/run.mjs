// `npm run test:engines`: the browser journeys of tests/engines in Firefox ESR (WebDriver BiDi, puppeteer-core)
// and WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, selenium-webdriver, on an Xvfb display), against
// the static build in .e2e-static/ served over HTTPS. Builds it first unless `--reuse-build` finds one
// (`npm test` builds it once, for the static Playwright tests, and reuses it here) or E2E_SKIP_BUILD=1.
// `--engine=firefox` or `--engine=webkit` runs one engine; other arguments go to vitest (a file, -t …).
// Prints per engine: tests, time and the figures the tests measured (PBKDF2 unlock time, viewport).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const ENGINES = ["firefox", "webkit"];
const TOOLS = {
  firefox: { files: [process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"], apt: ["firefox-esr"] },
  webkit: {
    files: [process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver", process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/bin/Xvfb"],
    apt: ["webkit2gtk-driver", "xvfb"],
  },
};

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--engine="))?.slice("--engine=".length);
const reuse = args.includes("--reuse-build");
const rest = args.filter((a) => !a.startsWith("--engine=") && a !== "--reuse-build");
const engines = only ? ENGINES.filter((e) => e === only) : ENGINES;
if (engines.length === 0) {
  console.error(`--engine must be one of ${ENGINES.join(", ")}`);
  process.exit(2);
}
const dir = process.env.STATIC_DIR || ".e2e-static";

/** Each engine's browser and driver, installed with apt where missing and we may (root on Debian), else a clear failure. */
function ensureTools() {
  const missing = engines.flatMap((e) => TOOLS[e].files.filter((f) => !existsSync(f)).map((f) => ({ engine: e, file: f })));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((m) => TOOLS[m.engine].apt))];
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log(`Installing ${packages.join(", ")} for the engines' tests (apt-get)…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (engines.every((e) => TOOLS[e].files.every((f) => existsSync(f)))) return;
  }
  console.error(`Missing for the engines' tests: ${missing.map((m) => m.file).join(", ")}.\nInstall them: sudo apt-get install -y ${packages.join(" ")}`);
  process.exit(1);
}

/** Starts Xvfb on a free display (or ENGINES_DISPLAY) and resolves with the display and the process. */
function startXvfb() {
  const fixed = process.env.ENGINES_DISPLAY;
  const screen = ["-screen", "0", "1280x1024x24", "-nolisten", "tcp"];
  if (fixed) {
    const child = spawn("Xvfb", [fixed, ...screen], { stdio: "ignore" });
    return new Promise((resolve) => setTimeout(() => resolve({ display: fixed, child }), 500));
  }
  const child = spawn("Xvfb", ["-displayfd", "3", ...screen], { stdio: ["ignore", "ignore", "ignore", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdio[3].on("data", (d) => {
      out += d.toString();
      if (out.includes("\n")) resolve({ display: `:${out.trim()}`, child });
    });
    child.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
  });
}

ensureTools();
if (process.env.E2E_SKIP_BUILD !== "1" && !(reuse && existsSync(path.join(dir, "index.html")))) {
  const b = spawnSync(process.execPath, ["lib/cli/build.mjs"], {
    stdio: "inherit",
    env: { ...process.env, BASE_PATH: "/tabletop-referee", STATIC_DIR: dir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
} else {
  console.log(`Engines' tests: reusing the static build in ${dir}/`);
}

const resultsDir = "test-results/engines";
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const xvfb = engines.includes("webkit") ? await startXvfb() : null;
const summary = [];
let failed = false;
try {
  for (const engine of engines) {
    console.log(`\n=== ${engine} ===`);
    const started = Date.now();
    const report = path.join(resultsDir, `${engine}.report.json`);
    const r = spawnSync("npx", ["vitest", "run", "-c", "vitest.engines.config.mts", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...rest], {
      stdio: "inherit",
      env: { ...process.env, ENGINE: engine, ENGINES_RESULTS: resultsDir, ...(xvfb ? { DISPLAY: xvfb.display } : {}) },
    });
    if (r.status !== 0) failed = true;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    let counts = "no report";
    if (existsSync(report)) {
      const j = JSON.parse(readFileSync(report, "utf8"));
      counts = `${j.numPassedTests} passed, ${j.numFailedTests} failed`;
    }
    const figuresFile = path.join(resultsDir, `${engine}.figures.json`);
    const figures = existsSync(figuresFile) ? JSON.parse(readFileSync(figuresFile, "utf8")) : {};
    summary.push(`${engine.padEnd(8)} ${counts}, ${seconds} s${Object.entries(figures).map(([k, v]) => `; ${k}: ${v}`).join("")}`);
  }
} finally {
  xvfb?.child.kill();
}
console.log(`\nEngines:\n${summary.map((s) => `  ${s}`).join("\n")}`);
process.exit(failed ? 1 : 0);

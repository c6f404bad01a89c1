// `npm run bench:paths`: which of the app's own source files actually run on three paths, measured in
// a browser rather than read off the import graph:
//   eleusis-card  a judged classic Eleusis card: the two keypad taps (rank, suit) of one play, until
//                 its verdict is on screen and the step is stored;
//   cake-count    a typed Piece of Cake count: one digit typed into a count field, until the slice
//                 total shows it and the step is stored;
//   handover      a received handover: the last handover link of a fresh Piece of Cake game pasted on
//                 /en/handover (the codes before it pasted first), until the game is stored
//                 ("handover-stored"), and on until its game screen shows ("handover-shown");
//   handover-again  the same for a second game received in the same visit (the first one received and
//                 shown, then back to the receive page), once the code a first receive loads is there.
// It builds the app with browser source maps (PATH_TRACE_SOURCE_MAPS=1 → next.config's
// productionBrowserSourceMaps; the normal build has none) into .bench/paths-build, serves it on
// 127.0.0.1, sets each path up through the app's own set-up screens in Chromium, waits until the page
// is idle, then records V8's precise coverage (call counts) over the action alone. Every function
// that ran is mapped through the source maps to its source file; a file counts once any of its
// functions ran (module bodies included). Each path is done once before it is measured, so a chunk
// loaded on first use is not counted as the path; the handover is measured both ways, on the first game
// the page receives ("handover": its game's code, module bodies and all, loads with the last code)
// and on the second ("handover-again").
// Reports per path: first-party files (app/, lib/; the dictionaries lib/i18n/dict* apart) and their
// lines (wc -l), third-party packages, and the files. Writes .bench/paths.json (one entry per --label,
// older labels kept), and prints every label in it side by side.
// Usage: node tests/bench/path-trace.mjs [--root DIR] [--label NAME] [--reuse-build] [--only eleusis-card,cake-count,handover,handover-again]
//   --root: the checkout to measure (default: this one). An older checkout whose next.config does not
//   read PATH_TRACE_SOURCE_MAPS gets that line for the build and back afterwards; one without
//   lib/cli/build.mjs (a `next start` build) is built with `npm run build` and served by `next start`.
// Env: PATH_TRACE_PORT (default 3600), CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { build as esbuild } from "esbuild";
import { classifySource, filesRun, generatedMappings, merged } from "./coverage-files.mjs";
import { addPlayers, tapCard } from "./table.mjs";

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
const opt = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const root = path.resolve(opt("--root") ?? here);
const label = opt("--label") ?? "current";
const reuseBuild = argv.includes("--reuse-build");
const only = opt("--only")?.split(",");
const port = Number(process.env.PATH_TRACE_PORT ?? 3600);
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const outDir = ".bench/paths-build";
/** The checkout builds a folder of static files served by lib/cli/start.mjs; else a `next start` server build (older checkouts). */
const staticBuild = existsSync(path.join(root, "lib/cli/build.mjs"));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", E2E_TEST_PAGES: "", BASE_PATH: "", PATH_TRACE_SOURCE_MAPS: "1" };
const FLAG_LINE = '  productionBrowserSourceMaps: process.env.PATH_TRACE_SOURCE_MAPS === "1",\n';

function build() {
  const configFile = path.join(root, "next.config.mjs");
  const config = readFileSync(configFile, "utf8");
  const patched = !config.includes("PATH_TRACE_SOURCE_MAPS");
  if (patched) {
    if (!config.includes("  reactStrictMode: true,\n")) throw new Error(`${configFile}: no "reactStrictMode: true," line to put the source-map flag after`);
    writeFileSync(configFile, config.replace("  reactStrictMode: true,\n", `  reactStrictMode: true,\n${FLAG_LINE}`));
  }
  try {
    const [cmd, args] = staticBuild ? [process.execPath, ["lib/cli/build.mjs"]] : ["npm", ["run", "build"]];
    console.log(`$ ${cmd} ${args.join(" ")}   (in ${root}, with browser source maps)`);
    const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, STATIC_DIR: outDir } });
    if (r.status !== 0) throw new Error(`the build failed (${r.status})`);
  } finally {
    if (patched) writeFileSync(configFile, config);
  }
}

async function serve() {
  const child = staticBuild
    ? spawn(process.execPath, ["lib/cli/start.mjs"], { cwd: root, env: { ...env, START_SKIP_BUILD: "1", STATIC_DIR: outDir, HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: origin }, stdio: ["ignore", "pipe", "inherit"] })
    : spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)], { cwd: root, env: { ...env, PUBLIC_URL: origin }, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout.resume();
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`${origin}/en`).then((r) => r.ok, () => false);
    if (up) return child;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`no answer from ${origin}/en`);
}

// ---- source maps ----

const maps = new Map();
const classify = (source) => classifySource(source, (rel) => existsSync(path.join(root, rel)));
/** Per script URL: its generatedMappings, or null without a source map. */
async function mappingsOf(url) {
  if (maps.has(url)) return maps.get(url);
  let result = null;
  const code = await fetch(url).then((r) => (r.ok ? r.text() : ""), () => "");
  const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code);
  if (ref) {
    const raw = await fetch(new URL(ref[1], url)).then((r) => (r.ok ? r.json() : null), () => null);
    if (raw) result = generatedMappings(code, raw, classify);
  }
  maps.set(url, result);
  return result;
}
const ran = (coverage) => filesRun(coverage, origin, mappingsOf);

const linesCache = new Map();
function linesOf(file) {
  if (!linesCache.has(file)) linesCache.set(file, readFileSync(path.join(root, file), "utf8").split("\n").length - 1);
  return linesCache.get(file);
}

function summary(ran) {
  const all = [...ran.keys()].sort();
  const own = all.filter((f) => /^(app|lib)\//.test(f));
  const dicts = own.filter((f) => f.startsWith("lib/i18n/dict"));
  const code = own.filter((f) => !f.startsWith("lib/i18n/dict"));
  const sum = (fs) => fs.reduce((n, f) => n + linesOf(f), 0);
  return {
    files: code.length,
    lines: sum(code),
    dictionaryFiles: dicts.length,
    dictionaryLines: sum(dicts),
    packages: all.filter((f) => f.startsWith("npm:")).map((f) => f.slice(4)),
    other: all.filter((f) => !/^(app|lib)\//.test(f) && !f.startsWith("npm:")),
    // Per file: the functions that ran, as "source line of the function:calls".
    list: code.map((f) => ({ file: f, lines: linesOf(f), functions: [...ran.get(f)].sort((a, b) => a[0] - b[0]).map(([l, n]) => `${l}:${n}`) })),
    dictionaries: dicts,
  };
}

// ---- driving the app ----

const expectTimeout = 20_000;

async function waitFor(what, fn, timeout = expectTimeout) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The page has no request in flight and the main thread has had an idle period. */
async function idle(page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(r, 0)), { timeout: 2000 })));
}

const stored = (page, id) => page.evaluate((k) => localStorage.getItem(k), `ttr:session:${id}`);
const sessionKeys = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("ttr:session:")).sort());

async function hydrated(page) {
  await waitFor("the page to hydrate", () => page.evaluate(() => !!document.querySelector("main") && Object.keys(document.querySelector("main")).some((k) => k.startsWith("__react"))));
  await page.locator('[data-hydrated="true"]').first().waitFor({ timeout: expectTimeout }).catch(() => {});
}

/**
 * Coverage of `action` alone: counters reset right before it, taken once `done` resolves and the page
 * is idle again (a save finished in a later task, e.g. after a lock, is part of the path).
 */
async function measure(page, action, done) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  await cdp.send("Profiler.takePreciseCoverage");
  await action();
  await done();
  await idle(page);
  const coverage = await cdp.send("Profiler.takePreciseCoverage");
  await cdp.send("Profiler.stopPreciseCoverage");
  await cdp.detach();
  return ran(coverage);
}

const paths = {
  async "eleusis-card"(page) {
    await page.goto(`${origin}/en/eleusis`);
    await hydrated(page);
    await addPlayers(page, ["Ann", "Boris", "Cyril", "Eva"]);
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await page.waitForURL(/\/en\/eleusis\/play\?id=/);
    const id = new URL(page.url()).searchParams.get("id");
    await tapCard(page, "Lay the starter card", "5C");
    const plays = page.getByTestId("plays").locator("li");
    const play = async (card, n) => {
      const before = await stored(page, id);
      await tapCard(page, "To play", card);
      await waitFor("the verdict", async () => (await plays.count()) === n);
      await waitFor("the play stored", async () => (await stored(page, id)) !== before);
    };
    await waitFor("the play region", () => page.getByRole("region", { name: "To play", exact: true }).isVisible());
    await play("6D", 1);
    await idle(page);
    let before = null;
    return measure(
      page,
      async () => {
        before = await stored(page, id);
        await tapCard(page, "To play", "7H");
      },
      async () => {
        await waitFor("the verdict", async () => (await plays.count()) === 2);
        await waitFor("the play stored", async () => (await stored(page, id)) !== before);
      },
    );
  },

  async "cake-count"(page) {
    await page.goto(`${origin}/en/cake`);
    await hydrated(page);
    await addPlayers(page, ["Ann", "Bob"]);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/en\/cake\/play\?id=/);
    const id = new URL(page.url()).searchParams.get("id");
    const total = page.getByTestId("slice-total");
    const type = async (label, digit) => {
      const field = page.getByLabel(label, { exact: true });
      await field.click();
      await field.press("Control+A");
      const text = await total.innerText();
      const before = await stored(page, id);
      return { text, before, go: () => page.keyboard.type(digit) };
    };
    const settle = async ({ text, before }) => {
      await waitFor("the slice total", async () => (await total.innerText()) !== text);
      await waitFor("the count stored", async () => (await stored(page, id)) !== before);
    };
    const warm = await type("Kiwi saved", "1");
    await warm.go();
    await settle(warm);
    await idle(page);
    const step = await type("Chocolate saved", "2");
    await idle(page);
    return measure(page, step.go, () => settle(step));
  },

  /** The first game a phone receives on the page: its game's code loads with the last code. */
  async handover(page, browser) {
    const links = await handoverLinks(browser, ["Ann", "Bob"]);
    await page.goto(`${origin}/en/handover`);
    await hydrated(page);
    return receive(page, links);
  },

  /**
   * A second game received in the same visit (the first one received, its screen shown, then back to
   * the receive page): measured like the other two paths, once the code a first use loads is there.
   */
  async "handover-again"(page, browser) {
    const first = await handoverLinks(browser, ["Ann", "Bob"]);
    const second = await handoverLinks(browser, ["Cyril", "Dora", "Eve"]);
    await page.goto(`${origin}/en/handover`);
    await hydrated(page);
    await receive(page, first, false);
    await page.goBack();
    await page.waitForURL(/\/en\/handover$/, { timeout: expectTimeout });
    await waitFor("the receive page", () => page.getByLabel("Or paste a handover link", { exact: true }).isVisible());
    await idle(page);
    return receive(page, second);
  },
};

/** The handover links of a fresh Piece of Cake game with `players`, made on another phone (its own storage). */
async function handoverLinks(browser, players) {
  const senderCtx = await browser.newContext({ serviceWorkers: "block", locale: "en-US" });
  const sender = await senderCtx.newPage();
  await sender.goto(`${origin}/en/cake`);
  await hydrated(sender);
  await addPlayers(sender, players);
  await sender.getByRole("button", { name: "Start the game" }).click();
  await sender.waitForURL(/\/en\/cake\/play\?id=/);
  await sender.getByRole("button", { name: "Hand over to another phone" }).click();
  const caption = sender.getByTestId("handover-code-caption");
  const total = Number(/of (\d+)/.exec(await caption.innerText({ timeout: 30_000 }))?.[1] ?? "1");
  const links = [];
  for (let k = 1; k <= total; k++) {
    if (k > 1) await sender.getByRole("button", { name: "Next code", exact: true }).click();
    if (total > 1) await waitFor(`code ${k}`, async () => (await caption.innerText()) === `Code ${k} of ${total}`);
    links.push(await waitFor("the handover link", async () => (await sender.getByTestId("handover-link").inputValue()) || null));
  }
  await senderCtx.close();
  return links;
}

/**
 * On the open receive page: every code but the last pasted first, then the last one, until the game's
 * screen shows. Measured (`measured`), it is the last paste in two cuts: until the game is stored (a
 * breakpoint right after the write of its record), and on until its screen shows.
 */
async function receive(page, links, measured = true) {
  const field = page.getByLabel("Or paste a handover link", { exact: true });
  const progress = page.getByTestId("handover-progress");
  const total = links.length;
  for (const [i, link] of links.slice(0, -1).entries()) {
    await field.fill(link);
    await page.getByRole("button", { name: "Add link", exact: true }).click();
    await waitFor(`code ${i + 1} received`, async () => (await progress.innerText()).includes(`Code ${i + 1} of ${total} received.`));
  }
  await field.fill(links.at(-1));
  await idle(page);
  const shown = async () => {
    await page.waitForURL(/\/en\/cake\/play\?id=/, { timeout: expectTimeout });
    await waitFor("the game's screen", () => page.getByRole("button", { name: "Hand over to another phone" }).isVisible());
    await idle(page);
  };
  if (!measured) {
    await page.getByRole("button", { name: "Add link", exact: true }).click();
    return shown();
  }
  const keys = await sessionKeys(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Debugger.enable");
  await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  await page.evaluate((known) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      setItem.call(this, k, v);
      if (String(k).startsWith("ttr:session:") && !known.includes(String(k))) debugger;
    };
  }, keys);
  let atStored = null;
  const paused = new Promise((resolve) => {
    cdp.on("Debugger.paused", async () => {
      if (!atStored) atStored = await cdp.send("Profiler.takePreciseCoverage");
      await cdp.send("Debugger.resume");
      resolve();
    });
  });
  await cdp.send("Profiler.takePreciseCoverage");
  await page.getByRole("button", { name: "Add link", exact: true }).click();
  await Promise.race([paused, new Promise((_, no) => setTimeout(() => no(new Error("the received game was never stored")), expectTimeout))]);
  await shown();
  const rest = await cdp.send("Profiler.takePreciseCoverage");
  await cdp.send("Debugger.disable");
  await cdp.detach();
  const untilStored = await ran(atStored);
  return { stored: untilStored, shown: merged(untilStored, await ran(rest)) };
}

// ---- the static import closure, for comparison ----

/** Each path's screen module; its import closure is what reading the code from the screen down meets. */
const SCREENS = {
  "eleusis-card": "app/[lang]/eleusis/_components/JudgeSession.tsx",
  "cake-count": "app/[lang]/cake/_components/CakeGame.tsx",
  handover: "app/[lang]/handover/ReceiveHandover.tsx",
};

/** First-party files (dictionaries apart) the entry imports, directly or not; with `dynamic`, through `import()` too. */
async function closureOf(entry, dynamic) {
  const r = await esbuild({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    jsx: "automatic",
    loader: { ".css": "empty" },
    logLevel: "silent",
    plugins: dynamic ? [] : [{ name: "no-dynamic", setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === "dynamic-import" ? { path: a.path, external: true } : undefined)) }],
  });
  const own = Object.keys(r.metafile.inputs).filter((f) => /^(app|lib)\//.test(f));
  const code = own.filter((f) => !f.startsWith("lib/i18n/dict"));
  return { files: code.length, lines: code.reduce((n, f) => n + linesOf(f), 0), dictionaryFiles: own.length - code.length };
}

async function staticClosure(entry) {
  return { entry, imports: await closureOf(entry, false), withDynamicImports: await closureOf(entry, true) };
}

// ---- main ----

if (!reuseBuild) build();
else if (staticBuild && !existsSync(path.join(root, outDir, "index.html"))) throw new Error(`--reuse-build: no build in ${path.join(root, outDir)}`);
const server = await serve();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
const results = {};
try {
  for (const [name, drive] of Object.entries(paths).filter(([n]) => !only || only.includes(n))) {
    const ctx = await browser.newContext({ serviceWorkers: "block", locale: "en-US", viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    try {
      const got = await drive(page, browser);
      if (got instanceof Map) results[name] = summary(got);
      else for (const [cut, set] of Object.entries(got)) results[`${name}-${cut}`] = summary(set);
    } catch (e) {
      results[name] = { error: String(e?.message ?? e) };
      console.error(`${name}: ${e?.stack ?? e}`);
    } finally {
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}

const closure = {};
for (const [name, entry] of Object.entries(SCREENS)) {
  if (only && !only.includes(name)) continue;
  closure[name] = existsSync(path.join(root, entry)) ? await staticClosure(entry).catch((e) => ({ entry, error: String(e?.message ?? e) })) : { entry, error: "no such file" };
}

const file = path.join(here, ".bench/paths.json");
mkdirSync(path.dirname(file), { recursive: true });
const all = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
/** With --only, the other paths of this label are kept from the last run. */
const kept = Object.entries(only ? (all[label]?.paths ?? {}) : {}).filter(([k]) => !only.includes(k.replace(/-(stored|shown)$/, "")));
all[label] = {
  commit,
  root,
  at: new Date().toISOString(),
  paths: { ...Object.fromEntries(kept), ...results },
  staticClosure: { ...(only ? all[label]?.staticClosure : {}), ...closure },
};
writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);

for (const [name, r] of Object.entries(results)) {
  if (r.error) continue;
  console.log(`\n${label} ${name}: ${r.files} files, ${r.lines} lines (+ ${r.dictionaryFiles} dictionary files, ${r.dictionaryLines} lines); packages: ${r.packages.join(", ") || "none"}`);
  for (const f of r.list) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}  (${f.functions.length} function${f.functions.length === 1 ? "" : "s"} ran)`);
  if (r.other.length) console.log(`  not first-party, not a package: ${r.other.join(", ")}`);
}
const labels = Object.keys(all);
const names = [...new Set(labels.flatMap((l) => Object.keys(all[l].paths)))];
console.log(`\n${"path".padEnd(20)}${labels.map((l) => `${l} (${all[l].commit})`.padStart(26)).join("")}`);
for (const name of names) {
  const cell = (l) => {
    const r = all[l].paths[name];
    return (!r ? "-" : r.error ? "failed" : `${r.files} files, ${r.lines} lines`).padStart(26);
  };
  console.log(`${name.padEnd(20)}${labels.map(cell).join("")}`);
}
console.log("\nfor comparison, the import closure of the path's screen module (static imports; with import() too):");
for (const name of Object.keys(SCREENS)) {
  for (const kind of ["imports", "withDynamicImports"]) {
    const cell = (l) => {
      const r = all[l].staticClosure?.[name];
      return (!r ? "-" : r.error ? "failed" : `${r[kind].files} files, ${r[kind].lines} lines`).padStart(26);
    };
    console.log(`${(kind === "imports" ? name : "  + import()").padEnd(20)}${labels.map(cell).join("")}`);
  }
}
console.log(`\nWrote ${path.relative(process.cwd(), file)}.`);

// `npm run bench`: builds this app and a blank Next.js app (same next version, same run), then
// reports per route: first-load JS (gzip, summed over the route's chunks) and its ratio to the
// blank page, and Lighthouse 12 mobile performance + accessibility, largest contentful paint,
// total blocking time and layout shift (median of BENCH_RUNS, default 5) against the production
// servers, each run right after a run of the blank page (the TBT margin is the median of those pairs,
// so a load that drifts during the bench hits both sides; the LCP ratio is the route's median over the
// blank page's median of all its runs in the bench, see `lcpRatioOf`), with the machine's load
// average and idle CPU share while it ran. A Lighthouse run that fails (a runtime error, no score) is
// run again, up to twice, and counted; it never enters a median as a score of 0.
// Runs every tests/bench/parts/*.mjs. Writes .bench/results.json.
// Options (env): BENCH_RUNS=5, BENCH_PORT=3110 (blank app on +1), BENCH_ROUTES=/en,/en/players,blank,
// BENCH_SKIP_BUILD=1 (reuse both builds), BENCH_SKIP_LIGHTHOUSE=1 (JS sizes only),
// BENCH_PARTS=handover,cake (only these parts; BENCH_PARTS=none for none), CHROMIUM_PATH.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { FIRST_LOAD_JS_BUDGET, LCP_BUDGET, TBT_MARGIN_MS, lcpRatioOf, median } from "./stats.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const benchDir = path.join(repo, ".bench");
const blankDir = path.join(benchDir, "blank");
const nextBin = path.join(repo, "node_modules/next/dist/bin/next");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** Attempts per Lighthouse run: one that ends in a runtime error is run again (run 12 had
 * four such runs, each counted as a performance score of 0). */
const ATTEMPTS = 3;
const appPort = Number(process.env.BENCH_PORT ?? 3110);
const blankPort = appPort + 1;
/** Performance and accessibility scores: ≥ 97 on every route in a quiet run; `/` ≥ 95 (on a static host it is a tiny page whose script redirects). */
const SCORE_BUDGET = 97;
const ROOT_SCORE_BUDGET = 95;
const scoreBudget = (p) => (p === "/" ? ROOT_SCORE_BUDGET : SCORE_BUDGET);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", E2E_TEST_PAGES: "", BASE_PATH: "" };

function run(cmd, args, cwd, extraEnv = {}) {
  console.log(`$ ${[cmd, ...args].join(" ")}   (in ${path.relative(repo, cwd) || "."})`);
  const r = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with ${r.status}`);
}

function makeBlank() {
  rmSync(blankDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  cpSync(path.join(repo, "tests/bench/blank-template"), blankDir, { recursive: true });
  symlinkSync(path.join(repo, "node_modules"), path.join(blankDir, "node_modules"), "dir");
}

/** Gzip bytes of one route's first-load JS, from Turbopack's route-bundle-stats.json. */
function bundleStats(dir) {
  const file = path.join(dir, ".next/diagnostics/route-bundle-stats.json");
  const stats = JSON.parse(readFileSync(file, "utf8"));
  const cache = new Map();
  const gz = (chunk) => {
    if (!cache.has(chunk)) cache.set(chunk, gzipSync(readFileSync(path.join(dir, chunk))).length);
    return cache.get(chunk);
  };
  return new Map(stats.map((r) => [r.route, {
    gzip: r.firstLoadChunkPaths.reduce((sum, c) => sum + gz(c), 0),
    raw: r.firstLoadUncompressedJsBytes,
    chunks: r.firstLoadChunkPaths.length,
  }]));
}

/** The app as people run it (`npm start` serving the built folder), the blank app with `next start`. */
async function startServer(dir, port) {
  const args = dir === repo ? ["lib/cli/start.mjs"] : [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, START_SKIP_BUILD: "1", HOST: "127.0.0.1", PORT: String(port), STATIC_DIR: "out" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`server in ${dir} did not start on ${port}`);
}

const NO_SCORES = { performance: null, accessibility: null, lcp: null, tbt: null, fcp: null, cls: null, lcpElement: null, load: null, idle: null, failed: 0, runs: null };

/** The machine's CPU time counters (Linux's /proc/stat: all CPUs), or null elsewhere. */
function cpuTicks() {
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: f[3] + (f[4] ?? 0), total: f.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Share of CPU time left idle between two readings, in %: the bench alone leaves about half of two
 * CPUs idle here, so a route whose figure is well below the others' was measured in a busy moment. */
const idleShare = (a, b) => (a && b && b.total > a.total ? Math.round(((b.idle - a.idle) * 100) / (b.total - a.total)) : null);

/** One Lighthouse run (mobile, simulated throttling) in a fresh Chromium. */
async function lighthouseOnce(url) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const failed = result?.lhr.runtimeError?.code ?? (typeof result?.lhr.categories.performance.score === "number" ? null : "NO_SCORE");
    if (failed) return { failed };
    const audit = (id) => Math.round(result?.lhr.audits[id]?.numericValue ?? NaN);
    const lcpItems = result?.lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
    return {
      performance: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((result?.lhr.categories.accessibility.score ?? 0) * 100),
      lcpElement: lcpItems.find((t) => t.type === "table" && t.items?.[0]?.node)?.items[0].node.selector ?? null,
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      si: audit("speed-index"),
      cls: result?.lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run that ended with scores: a failed attempt is run again, up to ATTEMPTS in all. */
async function lighthouseScored(url) {
  let failed = 0;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const r = await lighthouseOnce(url).catch((error) => ({ failed: String(error?.message ?? error) }));
    if (!r.failed) return { ...r, failed };
    failed++;
    console.log(`  (Lighthouse run of ${url} failed: ${r.failed}; attempt ${attempt} of ${ATTEMPTS})`);
  }
  return { performance: null, accessibility: null, lcp: null, tbt: null, fcp: null, cls: null, lcpElement: null, failed };
}

/** Medians of a route's runs (failed ones left out), with the load average after them. */
function summarize(metrics, idle = null) {
  const med = (k) => median(metrics.map((m) => m[k]).filter((v) => Number.isFinite(v)));
  return {
    performance: med("performance"),
    accessibility: med("accessibility"),
    lcp: med("lcp"),
    tbt: med("tbt"),
    fcp: med("fcp"),
    cls: med("cls"),
    // The LCP element Lighthouse named in each run (a route whose runs disagree shows each once).
    lcpElement: [...new Set(metrics.map((m) => m.lcpElement).filter(Boolean))].join(" | ") || null,
    // 1-minute load average while this route was measured: a busy machine shows as such.
    load: Number(os.loadavg()[0].toFixed(2)),
    idle,
    // Failed Lighthouse attempts (each run again): a route that fails often is unwell, not unlucky.
    failed: metrics.reduce((a, m) => a + (m.failed ?? 0), 0),
    runs: metrics,
  };
}

/**
 * A route's runs, each right after a run of the blank page: the machine's load drifts
 * within a bench (Lighthouse's own Chromium is most of it), so a route's TBT is compared with the
 * blank page's measured beside it, not with one measured minutes earlier (the median of the per-pair
 * margins).
 */
async function lighthousePaired(url, blankUrl) {
  if (process.env.BENCH_SKIP_LIGHTHOUSE === "1") return { scores: NO_SCORES, blankRuns: [], tbtOver: null };
  const pairs = [];
  const before = cpuTicks();
  for (let i = 0; i < runs; i++) {
    const blank = blankUrl ? await lighthouseScored(blankUrl) : null;
    pairs.push({ run: await lighthouseScored(url), blank });
  }
  const paired = pairs.filter((p) => p.blank && Number.isFinite(p.run.tbt) && Number.isFinite(p.blank.tbt));
  return {
    scores: summarize(pairs.map((p) => p.run), idleShare(before, cpuTicks())),
    blankRuns: pairs.flatMap((p) => (p.blank ? [p.blank] : [])),
    tbtOver: paired.length ? median(paired.map((p) => p.run.tbt - p.blank.tbt)) : null,
  };
}

/** Concrete URL paths for a route of the stats file, e.g. "/[lang]/cake" -> "/en/cake". */
function pathsFor(route) {
  if (route.startsWith("/_") || route.startsWith("/api")) return [];
  const p = route.replace("[lang]", "en");
  return /\[/.test(p) ? [] : [p];
}

const kb = (n) => (n / 1024).toFixed(1);

/** One GET without compression: status, redirect target and body. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** Gzip bytes of the HTML a first visit receives, as a navigation (so `/` is answered as
 * a person's first visit is, and any redirect is followed):
 * above ~14.6 kB (TCP's first congestion window) Lighthouse's simulation pays one more round trip. */
async function htmlGzip(url) {
  let u = url;
  for (let i = 0; i < 5; i++) {
    const r = await get(u, { "sec-fetch-mode": "navigate", "accept-language": "en" });
    if (r.status >= 300 && r.status < 400 && r.location) u = new URL(r.location, u).href;
    else return gzipSync(r.body, { level: 6 }).length;
  }
  return null;
}

async function main() {
  const only = process.env.BENCH_ROUTES ? new Set(process.env.BENCH_ROUTES.split(",")) : null;
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    run("npm", ["run", "build"], repo);
    makeBlank();
    run(process.execPath, [nextBin, "build"], blankDir, { BENCH_REPO_ROOT: repo });
  }
  const appStats = bundleStats(repo);
  const blankStats = bundleStats(blankDir);
  const blankJs = blankStats.get("/")?.gzip;
  if (!blankJs) throw new Error("blank app has no / route in its stats");

  const app = await startServer(repo, appPort);
  const blank = await startServer(blankDir, blankPort);
  const rows = [];
  let browser;
  try {
    const blankUrl = only && !only.has("blank") ? null : `${blank.url}/`;
    const blankRuns = [];
    for (const [route, s] of appStats) {
      for (const p of pathsFor(route)) {
        if (only && !only.has(p)) continue;
        const { scores, blankRuns: beside, tbtOver } = await lighthousePaired(`${app.url}${p}`, blankUrl);
        blankRuns.push(...beside);
        const ratio = s.gzip / blankJs;
        const besideTbt = beside.length ? median(beside.map((b) => b.tbt)) : null;
        const html = await htmlGzip(`${app.url}${p}`);
        // lcpRatio and pass: once every blank run of the bench is in (below).
        rows.push({ route: p, url: `${app.url}${p}`, gzip: s.gzip, raw: s.raw, ratio, html, ...scores, blankTbt: besideTbt, lcpRatio: null, tbtOver, pass: false });
        console.log(
          `  measured ${p}: ${kb(s.gzip)} kB gzip, ×${ratio.toFixed(2)}, HTML ${html == null ? "-" : kb(html)} kB gzip, perf ${scores.performance}, a11y ${scores.accessibility}, ` +
            `LCP ${scores.lcp} ms, TBT ${scores.tbt} ms (blank beside it ${besideTbt ?? "-"}, ${tbtOver === null ? "-" : `${tbtOver >= 0 ? "+" : ""}${tbtOver}`}), CLS ${scores.cls ?? "-"}, load ${scores.load ?? "-"}, CPU idle ${scores.idle ?? "-"} %` +
            (scores.failed ? `, ${scores.failed} failed run(s) repeated` : ""),
        );
      }
    }
    // The blank page's row: every run it had beside the routes.
    const blankScores = blankRuns.length ? summarize(blankRuns) : NO_SCORES;
    const blankLcps = blankRuns.map((b) => b.lcp);
    for (const row of rows) {
      row.lcpRatio = row.runs ? lcpRatioOf(row.runs.map((m) => m.lcp), blankLcps) : null;
      const paintOk = (row.lcpRatio === null || row.lcpRatio <= LCP_BUDGET) && (row.tbtOver === null || row.tbtOver <= TBT_MARGIN_MS);
      const scored = row.performance !== null;
      row.pass = row.ratio <= FIRST_LOAD_JS_BUDGET && (!scored || (row.performance >= scoreBudget(row.route) && row.accessibility >= scoreBudget(row.route) && paintOk));
    }
    rows.unshift({ route: "(blank) /", url: `${blank.url}/`, gzip: blankJs, raw: blankStats.get("/")?.raw, ratio: 1, html: await htmlGzip(`${blank.url}/`), ...blankScores, blankTbt: blankScores.tbt });

    const { chromium } = await import("@playwright/test");
    browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
    const ctx = {
      appUrl: app.url,
      blankUrl: blank.url,
      appDir: repo,
      blankDir,
      // Either a route of the stats file ("/[lang]/cake") or a concrete path ("/en/cake").
      firstLoadJs: (route) => appStats.get(route)?.gzip ?? appStats.get(route.replace(/^\/(en|ru)(?=\/|$)/, "/[lang]"))?.gzip ?? null,
      blankFirstLoadJs: blankJs,
      browser,
    };
    const parts = [];
    const partsDir = path.join(repo, "tests/bench/parts");
    const onlyParts = process.env.BENCH_PARTS?.split(",").map((n) => n.trim()).filter(Boolean);
    const wanted = (f) => f.endsWith(".mjs") && (!onlyParts || onlyParts.includes(f.replace(/\.mjs$/, "")));
    for (const file of existsSync(partsDir) ? readdirSync(partsDir).filter(wanted).sort() : []) {
      try {
        const mod = await import(pathToFileURL(path.join(partsDir, file)).href);
        for (const r of await mod.measure(ctx)) parts.push({ part: file, ...r });
      } catch (error) {
        parts.push({ part: file, name: "(part failed)", value: String(error?.message ?? error), unit: "", budget: null, pass: false });
      }
    }

    console.log(`\nFirst-load JS (gzip) vs the blank Next.js page (${kb(blankJs)} kB); Lighthouse 12 mobile, median of ${runs}, each run after one of the blank page ("blank TBT": the median of those; "TBT − blank": the median over the pairs; "LCP × blank": the route's median over the median of all the blank runs, which the blank row shows).`);
    console.log(
      `Budgets: JS ≤ ${FIRST_LOAD_JS_BUDGET}× blank, performance and accessibility ≥ ${SCORE_BUDGET} (\`/\` ≥ ${ROOT_SCORE_BUDGET}), LCP ≤ ${LCP_BUDGET}× blank, TBT ≤ blank + ${TBT_MARGIN_MS} ms.`,
    );
    console.log(
      `Load average (1/5/15 min) at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")} on ${os.cpus().length} CPUs; "load" = 1-min average after each route; ` +
        `"idle %" = CPU time left idle while the route and its blank runs were measured (the bench alone leaves about half of two CPUs idle; a route well below the others was measured in a busy moment); "failed" = Lighthouse runs that failed and were run again.\n`,
    );
    const table = rows.map((r) => ({
      route: r.route,
      "JS kB gzip": kb(r.gzip),
      "× blank": r.ratio.toFixed(2),
      "HTML kB gz": r.html == null ? "-" : kb(r.html),
      perf: r.performance ?? "-",
      a11y: r.accessibility ?? "-",
      "LCP ms": r.lcp ?? "-",
      "LCP × blank": r.route.startsWith("(blank)") ? "1.00" : (r.lcpRatio?.toFixed(2) ?? "-"),
      "TBT ms": r.tbt ?? "-",
      "blank TBT": r.blankTbt ?? "-",
      "TBT − blank": r.route.startsWith("(blank)") ? "0" : (r.tbtOver ?? "-"),
      CLS: r.cls === null || r.cls === undefined ? "-" : Number(r.cls.toFixed(3)),
      load: r.load ?? "-",
      "idle %": r.idle ?? "-",
      failed: r.failed ?? 0,
      pass: r.pass === undefined ? "" : r.pass ? "yes" : "NO",
    }));
    console.table(table);
    console.log("\nLCP element per route (Lighthouse's selector):");
    for (const r of rows) if (r.lcpElement) console.log(`  ${r.route}: ${r.lcpElement}`);
    if (parts.length) {
      console.log("\nParts (tests/bench/parts):");
      console.table(parts.map((p) => ({ part: p.part, name: p.name, value: p.value, unit: p.unit, budget: p.budget, ratio: p.ratio, pass: p.pass ? "yes" : "NO" })));
    }
    const results = {
      measuredAt: new Date().toISOString(),
      loadAverage: os.loadavg(),
      cpus: os.cpus().length,
      next: JSON.parse(readFileSync(path.join(repo, "node_modules/next/package.json"), "utf8")).version,
      lighthouse: JSON.parse(readFileSync(path.join(repo, "node_modules/lighthouse/package.json"), "utf8")).version,
      runs,
      budgets: { jsRatio: FIRST_LOAD_JS_BUDGET, performance: SCORE_BUDGET, rootPerformance: ROOT_SCORE_BUDGET, accessibility: SCORE_BUDGET, lcpRatio: LCP_BUDGET, tbtOverBlankMs: TBT_MARGIN_MS },
      blank: { firstLoadJsGzip: blankJs },
      routes: rows,
      parts,
    };
    writeFileSync(path.join(benchDir, "results.json"), JSON.stringify(results, null, 2));
    console.log(`\nWrote ${path.relative(repo, path.join(benchDir, "results.json"))}`);
  } finally {
    await browser?.close();
    app.child.kill();
    blank.child.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

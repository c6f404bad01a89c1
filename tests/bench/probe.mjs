// Diagnostics for one URL (not part of `npm run bench`): Lighthouse 12 mobile once, printing what
// the LCP is, when it was observed unthrottled, and what the main thread did.
// Usage: node tests/bench/probe.mjs http://127.0.0.1:3110/en [--json out.json]
import { writeFileSync } from "node:fs";
const url = process.argv[2];
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
try {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = result.lhr;
  const a = (id) => lhr.audits[id];
  const m = a("metrics").details.items[0];
  console.log(`${url}: perf ${Math.round(lhr.categories.performance.score * 100)}  FCP ${Math.round(m.firstContentfulPaint)}  LCP ${Math.round(m.largestContentfulPaint)}  TBT ${Math.round(m.totalBlockingTime)}  CLS ${m.cumulativeLayoutShift}`);
  console.log(`  observed: FCP ${m.observedFirstContentfulPaint}  LCP ${m.observedLargestContentfulPaint}  DCL ${m.observedDomContentLoaded}  load ${m.observedLoad}`);
  const el = a("largest-contentful-paint-element")?.details?.items ?? [];
  for (const it of el) {
    if (it.type === "table" && it.items?.[0]?.node) console.log(`  LCP element: ${it.items[0].node.snippet}  (${it.items[0].node.selector})`);
    if (it.type === "table" && it.items?.[0]?.phase) console.log("  phases: " + it.items.map((p) => `${p.phase} ${Math.round(p.timing)}ms`).join(", "));
  }
  const boot = a("bootup-time")?.details?.items ?? [];
  console.log("  scripts (ms total/scripting): " + boot.slice(0, 6).map((b) => `${String(b.url).split("/").pop()} ${Math.round(b.total)}/${Math.round(b.scripting)}`).join(", "));
  const mt = a("mainthread-work-breakdown")?.details?.items ?? [];
  console.log("  main thread: " + mt.map((b) => `${b.groupLabel} ${Math.round(b.duration)}`).join(", "));
  const lt = a("long-tasks")?.details?.items ?? [];
  console.log("  long tasks: " + lt.map((t) => `${String(t.url).split("/").pop()}@${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(", "));
  const shifts = a("layout-shifts")?.details?.items ?? [];
  if (shifts.length) console.log("  layout shifts: " + shifts.map((s) => `${s.node?.selector} ${s.score}`).join(", "));
  const i = process.argv.indexOf("--json");
  if (i > 0) writeFileSync(process.argv[i + 1], JSON.stringify(lhr));
} finally {
  await chrome.kill();
}

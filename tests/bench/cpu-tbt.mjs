// Diagnostics (not part of `npm run bench`): the main thread's tasks during a page load measured by
// THREAD time (CPU time spent, which a busy machine inflates far less than the wall-clock durations
// Lighthouse uses), scaled ×4 like Lighthouse's mobile CPU. Prints a blocking time computed the way
// TBT is (each task after the first contentful paint counts its part over 50 ms), the main thread's
// total and the long tasks, median of N loads. For comparing two builds on a busy machine; the
// bench's Lighthouse figures stay the measure of record.
// Usage: node tests/bench/cpu-tbt.mjs http://127.0.0.1:3110/en [runs, default 3]
import { chromium } from "@playwright/test";
const [url, runs = "3"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const res = [];
for (let i = 0; i < Number(runs); i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "blink.user_timing", "loading"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(2500);
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const fcpEv = ev.find((e) => e.name === "firstContentfulPaint");
  const main = ev.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === fcpEv.pid);
  const fcp = fcpEv.ts;
  const tasks = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && e.tdur);
  const after = tasks.filter((t) => t.ts >= fcp);
  const tbt = after.reduce((a, t) => a + Math.max(0, (t.tdur / 1000) * 4 - 50), 0);
  const cpu = tasks.reduce((a, t) => a + t.tdur / 1000, 0);
  const long = after.filter((t) => t.tdur / 1000 * 4 > 50).map((t) => Math.round(t.tdur / 1000 * 4));
  res.push({ tbt: Math.round(tbt), cpu: Math.round(cpu * 4), long });
  await context.close();
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${url}: cpuTBT×4 median ${med(res.map((r) => r.tbt))} (${res.map((r) => r.tbt).join(",")}), main-thread CPU×4 ${med(res.map((r) => r.cpu))}, long tasks ${JSON.stringify(res.map((r) => r.long))}`);
await browser.close();

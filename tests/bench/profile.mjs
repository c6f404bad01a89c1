// Diagnostics (not part of `npm run bench`): a CPU profile of one page load at 4× CPU slowdown, the
// way Lighthouse's mobile preset slows the CPU. Prints self time per script and the top functions.
// Usage: node tests/bench/profile.mjs http://127.0.0.1:3110/en [seconds after load, default 3] [--no-prefetch]
import { chromium } from "@playwright/test";

const url = process.argv[2];
const after = Number(process.argv.find((a, i) => i > 2 && /^\d+$/.test(a)) ?? 3) * 1000;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // --no-prefetch: refuse the router's prefetch requests, to see what prefetching costs.
  if (process.argv.includes("--no-prefetch")) await page.route(/_rsc=/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(after);
  const { profile } = await cdp.send("Profiler.stop");
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));
  const byScript = new Map();
  const byFn = new Map();
  for (const [id, ms] of self) {
    const f = byId.get(id).callFrame;
    const script = f.url ? f.url.replace(/^https?:\/\/[^/]+/, "") : `(${f.functionName || "native"})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${f.functionName || "(anonymous)"} ${script.split("/").pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join("\n");
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`${url}: ${total.toFixed(0)} ms sampled (4× CPU slowdown)\nby script (self time):\n${top(byScript, 10)}\ntop functions (self time):\n${top(byFn, 15)}`);
} finally {
  await browser.close();
}

// Bench part: the time from the suit tap to the verdict on screen in Chromium (budget one
// frame, 16 ms, the save to localStorage included), and the first-load JS of /eleusis as a ratio
// to the blank app (FIRST_LOAD_JS_BUDGET, stats.mjs). The verdict time is measured inside the page: from the click event on
// the suit button (document capture phase, before React sees it) to the first animation frame after
// the verdict banner shows the new card, i.e. the frame that paints it.
import { FIRST_LOAD_JS_BUDGET as JS_RATIO_BUDGET } from "../stats.mjs";

const VERDICT_BUDGET_MS = 16;
// Suit-cycle plays from the e2e spec (3 hands; seats Ann, Boris, Cyril in turn).
const PLAYS = "AD AH QC AS QS AC 2D 2H KC QH 2S 2C 3D KS 3H 3S 3C KH 4D 4H 4S 4C JH 5D 5H 5S KD QD 6C 6D 6H JC 6S 7C 7D JS 7H 7S 8C 8D".split(" ");
const NAMES = ["Ann", "Boris", "Cyril"];
const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

async function tap(page, region, card) {
  const pad = page.getByRole("region", { name: region, exact: true });
  await pad.getByRole("button", { name: card.slice(0, -1), exact: true }).click();
  return pad.getByRole("button", { name: SUITS[card.slice(-1)], exact: true });
}

async function verdictTimes(ctx) {
  const context = await ctx.browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  try {
    await page.goto(`${ctx.appUrl}/en/eleusis`);
    await page.locator('[data-hydrated="true"]').waitFor();
    for (const name of ["Dana", ...NAMES]) {
      await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
    await page.getByTestId("lint").waitFor();
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await page.waitForURL(/\/eleusis\/play\?id=/);
    await (await tap(page, "Lay the starter card", "5C")).click();
    await page.getByRole("region", { name: "To play", exact: true }).waitFor();

    const times = [];
    for (let i = 0; i < PLAYS.length; i++) {
      const card = PLAYS[i];
      const expected = `${NAMES[i % 3]}: ${card.slice(0, -1)}${SYMBOLS[card.slice(-1)]}`;
      const suit = await tap(page, "To play", card);
      await page.evaluate((text) => {
        window.__verdict = new Promise((resolve) => {
          let t0 = null;
          document.addEventListener("click", () => (t0 = performance.now()), { capture: true, once: true });
          const done = () => {
            const b = document.querySelector("main [data-verdict]");
            if (t0 !== null && b && b.textContent.includes(text)) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
              return true;
            }
            return false;
          };
          const observer = new MutationObserver(done);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      }, expected);
      await suit.click();
      times.push(await page.evaluate(() => window.__verdict));
    }
    return times;
  } finally {
    await context.close();
  }
}

export async function measure(ctx) {
  const rows = [];
  const times = await verdictTimes(ctx);
  const median = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  rows.push({
    name: `eleusis: suit tap → verdict on screen, median of ${times.length} plays (save included)`,
    value: Number(median.toFixed(2)),
    unit: "ms",
    budget: VERDICT_BUDGET_MS,
    pass: median <= VERDICT_BUDGET_MS,
  });
  rows.push({
    name: "eleusis: suit tap → verdict on screen, 95th percentile",
    value: Number(p95.toFixed(2)),
    unit: "ms",
    budget: VERDICT_BUDGET_MS,
    pass: p95 <= VERDICT_BUDGET_MS,
  });
  const js = ctx.firstLoadJs?.("/[lang]/eleusis");
  if (typeof js === "number" && ctx.blankFirstLoadJs) {
    const ratio = js / ctx.blankFirstLoadJs;
    rows.push({
      name: "eleusis: /eleusis first-load JS (gzip) vs blank app",
      value: js,
      unit: "bytes",
      budget: Math.round(ctx.blankFirstLoadJs * JS_RATIO_BUDGET),
      ratio: Number(ratio.toFixed(3)),
      pass: ratio <= JS_RATIO_BUDGET,
    });
  }
  return rows;
}

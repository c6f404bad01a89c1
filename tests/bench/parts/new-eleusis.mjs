// Bench part: (1) checking a guess against a 200-card public layout, budget 16 ms (median);
// (2) judging a 4-card New Eleusis sequence late in a round — the reducer plus the JSON the store
// saves — budget 16 ms (median). (2) is the engine's share of "last tap → verdict on screen";
// the rendering share is the same as the classic judge's (eleusis-judge.mjs).
// With the bench's browser (npm run bench) also, in Chromium: (3) the tap on "Judge these 4 cards"
// to the frame that paints the verdict, the save included, budget 16 ms (median); (4) the play
// page's first-load JS against the blank app, budget FIRST_LOAD_JS_BUDGET (stats.mjs).
// Runs standalone too (engine figures only): `node tests/bench/parts/new-eleusis.mjs`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { FIRST_LOAD_JS_BUDGET } from "../stats.mjs";

const BUDGET_MS = 16;
const RUNS = 21;
const here = path.dirname(fileURLToPath(import.meta.url));
const RULE = "if prev.red then card.black and card.value >= prev.value - 3 else card.red or count(c in line[-5:]: c.suit == card.suit) == 0";

async function loadLib(appDir) {
  const out = await build({
    stdin: {
      contents: [
        'export { compileRule } from "./lib/eleusis/rule-language/index.ts";',
        'export { testGuess, classicLayout } from "./lib/eleusis/guess/index.ts";',
        'export { newRound, reduceRound, replay } from "./lib/eleusis/new-eleusis/index.ts";',
        'export { commitSync } from "./lib/eleusis/commitment.ts";',
        'export { ALL_CARDS } from "./lib/eleusis/cards.ts";',
      ].join("\n"),
      resolveDir: appDir,
      loader: "ts",
      sourcefile: "new-eleusis-bench-entry.ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
    logLevel: "silent",
    alias: { "@": appDir },
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function rng(seed) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const SEATS = ["Ann", "Boris", "Cyril", "Eve"];
// Red on black and black on red from the starter 5♣: eight right 4-card sequences, red first.
const REDS = "7D 9H 2D 4H 6D 8H 10D QH 3D 5H 7H 9D JD KH AD 3H".split(" ");
const BLACKS = "3S 8S 2C 4S 6C 8C 10S QC 3C 5S 7S 9C JS KC AS 6S".split(" ");
const SEQUENCES = Array.from({ length: 8 }, (_, k) => [REDS[2 * k], BLACKS[2 * k], REDS[2 * k + 1], BLACKS[2 * k + 1]]);

async function sequenceTimes(ctx) {
  const context = await ctx.browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const tap = async (region, card) => {
    const pad = page.getByRole("region", { name: region, exact: true });
    await pad.getByRole("button", { name: card.slice(0, -1), exact: true }).click();
    await pad.getByRole("button", { name: SUITS[card.slice(-1)], exact: true }).click();
  };
  try {
    await page.goto(`${ctx.appUrl}/en/eleusis`);
    await page.locator('[data-hydrated="true"]').waitFor();
    for (const name of ["Dana", ...SEATS]) {
      await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await page.getByRole("radio", { name: /^New Eleusis/ }).check();
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption("red-black");
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await page.waitForURL(/\/eleusis\/play\?id=/);
    await tap("Lay the starter card", "5C");
    await page.getByRole("region", { name: "Play", exact: true }).waitFor();
    const times = [];
    for (const [i, cards] of SEQUENCES.entries()) {
      for (const card of cards) await tap("Play", card);
      const expected = `${SEATS[i % 4]}: ${cards.map((c) => `${c.slice(0, -1)}${SYMBOLS[c.slice(-1)]}`).join(" ")}`;
      await page.evaluate((text) => {
        window.__verdict = new Promise((resolve) => {
          let t0 = null;
          document.addEventListener("click", () => (t0 = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            const b = document.querySelector("main [data-verdict]");
            if (t0 !== null && b && b.textContent.includes(text)) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      }, expected);
      await page.getByRole("button", { name: "Judge these 4 cards as one play" }).click();
      times.push(await page.evaluate(() => window.__verdict));
    }
    return times;
  } finally {
    await context.close();
  }
}

export async function measure(ctx = {}) {
  const appDir = ctx.appDir ?? path.resolve(here, "../../..");
  const lib = await loadLib(appDir);
  const compiled = lib.compileRule(RULE);
  if (!compiled.ok) throw new Error(`bench rule does not compile: ${compiled.error.code} ${JSON.stringify(compiled.error.message)}`);
  const judge = compiled.value.judge;
  const rand = rng(7);
  const pick = () => lib.ALL_CARDS[Math.floor(rand() * 52)];

  // (1) a 200-card layout produced by the rule; the guess is the rule itself, so every card is checked.
  const starter = pick();
  const line = [starter];
  const plays = [];
  let lastOk = true;
  for (let i = 0; i < 200; i++) {
    const card = pick();
    const ok = judge(card, { line, lastOk });
    plays.push({ card, ok });
    if (ok) line.push(card);
    lastOk = ok;
  }
  const layout = lib.classicLayout({ starter, plays });
  const guessTimes = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const report = lib.testGuess(judge, layout);
    guessTimes.push(performance.now() - t);
    if (!report.fits) throw new Error("the rule must fit its own layout");
  }

  // (2) a round with 39 plays, then a 4-card sequence: reducer + JSON of the state.
  const resolve = () => judge;
  let round = lib.newRound({
    seats: [1, 2, 3, 4, 5],
    dealer: 0,
    rule: lib.commitSync(RULE, "00112233445566778899aabbccddeeff"),
    at: 1,
    starter,
  });
  for (let s = 0; s < 5; s++) round = lib.reduceRound(round, { type: "setHandCount", seat: s, count: 60 }, resolve);
  // 39 plays (sudden death starts after 40 cards), mostly right, so nobody is expelled.
  for (let i = 0; i < 39; i++) {
    const v = lib.replay(round);
    let card = pick();
    for (let k = 0; k < 20 && !judge(card, { line: v.line, lastOk: v.lastOk }); k++) card = pick();
    round = lib.reduceRound(round, { type: "play", seat: v.toPlay ?? 0, cards: [card], call: null }, resolve);
  }
  const seqTimes = [];
  for (let tries = 0; seqTimes.length < RUNS && tries < 1000; tries++) {
    const v = lib.replay(round);
    const cards = [pick(), pick(), pick(), pick()];
    const t = performance.now();
    const next = lib.reduceRound(round, { type: "play", seat: v.toPlay ?? 0, cards, call: null }, resolve);
    JSON.stringify(next);
    const ms = performance.now() - t;
    if (next.events.length === round.events.length + 1) seqTimes.push(ms); // refused (copies): not a judgement
  }
  if (seqTimes.length < RUNS) throw new Error("4-card sequences were refused");
  const g = median(guessTimes);
  const s = median(seqTimes);
  const browserRows = [];
  if (ctx.browser && ctx.appUrl) {
    const times = await sequenceTimes(ctx);
    const m = median(times);
    browserRows.push({ name: `new-eleusis: tap "judge 4 cards" → verdict painted in Chromium (save included), median of ${times.length}`, value: Number(m.toFixed(2)), unit: "ms", budget: BUDGET_MS, pass: m <= BUDGET_MS });
    browserRows.push({ name: "new-eleusis: same, slowest", value: Number(Math.max(...times).toFixed(2)), unit: "ms", budget: null, pass: true });
  }
  const js = ctx.firstLoadJs?.("/[lang]/eleusis/play");
  if (typeof js === "number" && ctx.blankFirstLoadJs) {
    const ratio = js / ctx.blankFirstLoadJs;
    browserRows.push({ name: "new-eleusis: play page first-load JS (gzip) vs blank app", value: js, unit: "bytes", budget: Math.round(ctx.blankFirstLoadJs * FIRST_LOAD_JS_BUDGET), ratio: Number(ratio.toFixed(3)), pass: ratio <= FIRST_LOAD_JS_BUDGET });
  }
  return [
    ...browserRows,
    { name: `new-eleusis: guess vs ${layout.observations.length}-card layout, median of ${RUNS}`, value: Number(g.toFixed(2)), unit: "ms", budget: BUDGET_MS, pass: g <= BUDGET_MS },
    { name: `new-eleusis: 4-card sequence judged (reducer + JSON save) after ${round.events.length} plays, median of ${RUNS}`, value: Number(s.toFixed(2)), unit: "ms", budget: BUDGET_MS, pass: s <= BUDGET_MS },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(await measure());
}

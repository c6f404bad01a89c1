// Bench part: the time from scanning the last handover code to the game on the new phone's
// screen, in Chromium. Two games: a Piece of Cake series (no secret: decode, validate, store, open)
// and a sealed Eleusis hand with a PIN (decode, then the PIN: PBKDF2 600 000 to open the box, and
// again to lock the rule at rest on the new phone). The old phone is a first context, the new one a
// second; every code of the series is opened as a camera would open it (its link). Reported, no budget:
// the PIN steps are PBKDF2 by design, and this machine's speed says little about a phone's.

import { addPlayers, handoverLinks, tapCard } from "../table.mjs";

const PIN = "4821";
const PLAYS = "AD AH QC AS QS AC 2D 2H KC QH".split(" ");

/** Opens every code but the last, each once the phone says it has the previous one (as a person scans). */
async function scanAllButLast(phone, series) {
  for (const [i, l] of series.slice(0, -1).entries()) {
    await phone.goto(l);
    await phone.getByTestId("handover-progress").getByText(`Code ${i + 1} of ${series.length} received.`).waitFor();
  }
}

async function cake(ctx) {
  const old = await ctx.browser.newContext({ locale: "en-US" });
  const neu = await ctx.browser.newContext({ locale: "en-US" });
  try {
    const page = await old.newPage();
    await page.goto(`${ctx.appUrl}/en/cake`);
    await addPlayers(page, ["Ann", "Bob", "Cy"]);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/en\/cake\/play\?id=/);
    await page.getByRole("button", { name: "Hand over to another phone" }).click();
    const series = await handoverLinks(page);
    const phone = await neu.newPage();
    await scanAllButLast(phone, series);
    const t0 = Date.now();
    await phone.goto(series.at(-1));
    await phone.waitForURL(/\/en\/cake\/play\?id=/);
    await phone.getByRole("navigation", { name: /Player/ }).waitFor();
    return { codes: series.length, ms: Date.now() - t0 };
  } finally {
    await old.close();
    await neu.close();
  }
}

async function eleusis(ctx) {
  const old = await ctx.browser.newContext({ locale: "en-US" });
  const neu = await ctx.browser.newContext({ locale: "en-US" });
  try {
    const page = await old.newPage();
    await page.goto(`${ctx.appUrl}/en/eleusis`);
    await page.locator('[data-hydrated="true"]').waitFor();
    await addPlayers(page, ["Dana", "Ann", "Boris", "Cyril"]);
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
    await page.getByLabel("Dealer PIN (optional, protects peek and edit)").fill(PIN);
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await page.waitForURL(/\/en\/eleusis\/play\?id=/);
    await tapCard(page, "Lay the starter card", "5C");
    for (const [i, card] of PLAYS.entries()) {
      await tapCard(page, "To play", card);
      await page.getByTestId("plays").locator("li").nth(i).waitFor();
    }
    await page.getByRole("button", { name: "Hand over to another phone" }).click();
    await page.getByLabel("Dealer's PIN").fill(PIN);
    await page.getByRole("button", { name: "Show the code and hand over" }).click();
    const series = await handoverLinks(page);
    const phone = await neu.newPage();
    await scanAllButLast(phone, series);
    const t0 = Date.now();
    await phone.goto(series.at(-1));
    await phone.getByRole("heading", { name: "Dealer: enter your PIN to unseal the rule" }).waitFor();
    const scan = Date.now() - t0;
    await phone.getByLabel("PIN").fill(PIN);
    const t1 = Date.now();
    await phone.getByRole("button", { name: "Unseal and open the game" }).click();
    await phone.getByRole("region", { name: "To play", exact: true }).waitFor({ timeout: 60_000 });
    return { codes: series.length, scan, pin: Date.now() - t1 };
  } finally {
    await old.close();
    await neu.close();
  }
}

export async function measure(ctx) {
  const c = await cake(ctx);
  const e = await eleusis(ctx);
  return [
    { name: `handover: cake series (${c.codes} code${c.codes > 1 ? "s" : ""}), last scan → game on screen`, value: c.ms, unit: "ms", budget: null, pass: true },
    { name: `handover: sealed Eleusis hand, 10 plays (${e.codes} codes), last scan → PIN prompt`, value: e.scan, unit: "ms", budget: null, pass: true },
    { name: "handover: sealed Eleusis hand, PIN → judge screen (2 × PBKDF2 600 000)", value: e.pin, unit: "ms", budget: null, pass: true },
  ];
}

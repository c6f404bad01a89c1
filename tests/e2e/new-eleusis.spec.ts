import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

/*
 * A whole round of New Eleusis (docs/new-eleusis.md) at a 5-seat table: dealer Dana; Ann, Boris, Cyril, Eve
 * hold 14 cards each. Rule: red on black and black on red (preset "red-black"). Starter 5♣ → Ann starts
 * (5 counted from the dealer's left over 4 players). Worked out by hand:
 *  1 Ann 7♦ 3♠ 9♥ right · 2 Boris 2♠ 4♥ 6♥ wrong (6 penalty) · 3 Cyril "no play" with 14 red cards on 9♥: right, 10 new
 *  4 Eve 8♠ right · 5 Eve becomes prophet · 6 Ann 10♦, prophet "right": approved
 *  7 Boris J♦, prophet "right": disapproved → Eve overthrown (+5), Boris no penalty
 *  8–15 sequences of 4, 4, 4, 4, 4, 4, 4, 3 right cards → 40 cards played: sudden death
 *  16 Cyril 9♠ on 7♠ wrong → expelled · 17 Eve 10♥ right · 18 Ann J♠ K♥ right → Ann out.
 * Hands: Ann 0, Boris 9, Cyril 1, Eve 9 → high 9: Ann 9 + 4 = 13, Boris 0, Cyril 8, Eve 0;
 * dealer min(13, 2 × 44 cards) = 13.
 */
const SUIT = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" } as const;
type Entry =
  | { who: string; cards: string; call?: "right" | "wrong"; ok: boolean }
  | { who: string; noPlay: string; ok: boolean }
  | { who: string; prophet: true };
const ENTRIES: Entry[] = [
  { who: "Ann", cards: "7D 3S 9H", ok: true },
  { who: "Boris", cards: "2S 4H 6H", ok: false },
  { who: "Cyril", noPlay: "AH 2H 3H 4H 5H 6H 7H 8H 10H JH QH KH 2D 4D", ok: true },
  { who: "Eve", cards: "8S", ok: true },
  { who: "Eve", prophet: true },
  { who: "Ann", cards: "10D", call: "right", ok: true },
  { who: "Boris", cards: "JD", call: "right", ok: false },
  { who: "Cyril", cards: "AC AD 2C 3D", ok: true },
  { who: "Eve", cards: "4C 5D 6C 6D", ok: true },
  { who: "Ann", cards: "7C 8D 8C 9D", ok: true },
  { who: "Boris", cards: "9C QD 10C KD", ok: true },
  { who: "Cyril", cards: "JC AD QC 3D", ok: true },
  { who: "Eve", cards: "KC 5D AS 6D", ok: true },
  { who: "Ann", cards: "4S 8D 5S 9D", ok: true },
  { who: "Boris", cards: "6S QD 7S", ok: true },
  { who: "Cyril", cards: "9S", ok: false },
  { who: "Eve", cards: "10H", ok: true },
  { who: "Ann", cards: "JS KH", ok: true },
];

async function tapCard(page: Page, region: string, card: string) {
  const pad = page.getByRole("region", { name: region, exact: true });
  await pad.getByRole("button", { name: card.slice(0, -1), exact: true }).click();
  await pad.getByRole("button", { name: SUIT[card.slice(-1) as keyof typeof SUIT], exact: true }).click();
}

async function setUp(page: Page, lang: "en" | "ru") {
  await page.goto(`/${lang}/eleusis`);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const en = lang === "en";
  for (const name of ["Dana", "Ann", "Boris", "Cyril", "Eve"]) {
    await page.getByRole("textbox", { name: en ? "Another player's name" : "Имя ещё одного игрока" }).fill(name);
    await page.getByRole("button", { name: en ? "Add" : "Добавить", exact: true }).click();
  }
  await page.getByRole("radio", { name: en ? /^New Eleusis/ : /^Новый Элевзис/ }).check();
  await expect(page.getByTestId("deck-table")).toContainText(en ? "Shuffle two decks together; 14 cards" : "две колоды; по 14 карт");
  await page
    .getByRole("combobox", { name: en ? "Preset rule" : "Готовое правило" })
    .selectOption({ label: en ? "Red on black and black on red." : "Красную на чёрную и чёрную на красную." });
  await page.getByRole("button", { name: en ? "Seal the rule and start" : "Запечатать правило и начать" }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/eleusis/play\\?id=`));
}

test("a whole New Eleusis round with 5 seats: sequences, no play, prophet overthrown, sudden death, scores; reloads", async ({ page }) => {
  test.setTimeout(300_000);
  await setUp(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New Eleusis");
  await tapCard(page, "Lay the starter card", "5C");
  await expect(page.getByText("Ann plays first")).toBeVisible();

  for (const [i, e] of ENTRIES.entries()) {
    if ("prophet" in e) {
      await page.getByRole("button", { name: `${e.who} declares: prophet` }).click();
      await expect(page.getByTestId("ne-prophet")).toHaveText(`Prophet: ${e.who}`);
    } else {
      await expect(page.getByTestId("to-play")).toContainText(`To play: ${e.who}`);
      if ("noPlay" in e) {
        await page.getByRole("button", { name: "No play", exact: true }).click();
        // A hand of the wrong size is refused with the reason, the cards entered stay.
        await tapCard(page, "No play", "AH");
        await page.getByRole("button", { name: "Check the hand" }).click();
        await expect(page.getByRole("alert").filter({ hasText: "exactly as many cards" })).toBeVisible();
        for (const card of e.noPlay.split(" ").slice(1)) await tapCard(page, "No play", card);
        await page.getByRole("button", { name: "Check the hand" }).click();
      } else {
        const cards = e.cards.split(" ");
        for (const card of cards) await tapCard(page, "Play", card);
        if (i === 7) {
          // A fifth card is refused; the four stay.
          await tapCard(page, "Play", "KS");
          await expect(page.getByRole("alert").filter({ hasText: "at most 4 cards" })).toBeVisible();
          await expect(page.getByTestId("ne-pending").getByRole("img")).toHaveCount(4);
        }
        if (e.call) await page.getByRole("button", { name: `Prophet says: ${e.call}` }).click();
        else await page.getByRole("button", { name: cards.length === 1 ? "Judge this card" : `Judge these ${cards.length} cards as one play` }).click();
      }
      if (i < ENTRIES.length - 1) await expect(page.locator("main [data-verdict]")).toHaveAttribute("data-verdict", e.ok ? "right" : "wrong");
    }
    if (i === 1) await expect(page.getByTestId("ne-outcome")).toContainText("Deal 6 penalty cards.");
    if (i === 2) await expect(page.getByTestId("ne-outcome")).toContainText("deal 10 new cards");
    if (i === 5) await expect(page.getByTestId("ne-outcome")).toContainText("Prophet's call approved.");
    if (i === 6) {
      await expect(page.getByTestId("ne-overthrown")).toContainText("Eve is overthrown and takes 5 penalty cards");
      await expect(page.getByTestId("ne-outcome")).toContainText("No penalty cards.");
      await expect(page.getByTestId("ne-seat-3")).toContainText("18 cards");
      await expect(page.locator('[data-markers~="overthrow"]')).toHaveCount(1);
    }
    if (i === 14) {
      await expect(page.getByTestId("ne-sudden-death")).toBeVisible();
      await expect(page.locator('[data-markers~="white"]')).toHaveCount(4);
    }
    if (i === 15) await expect(page.getByTestId("ne-expelled")).toContainText("Cyril is expelled");
    if (i % 5 === 4) {
      await page.reload();
      await expect(page.locator("[data-entry]")).toHaveCount(i + 1);
    }
  }

  await expect(page.getByTestId("ne-end")).toContainText("Round over: Ann has no cards.");
  const scores = page.getByTestId("ne-scores");
  await expect(scores).toContainText("High count: 9 cards");
  await expect(page.getByTestId("ne-score-0")).toContainText("Ann: 9 − 0 = 9 +4 for no cards = 13");
  await expect(page.getByTestId("ne-score-2")).toContainText("Cyril: 9 − 1 = 8");
  await expect(page.getByTestId("ne-score-dealer")).toContainText("2 × 44 cards played before the true prophet = 88 → 13");
  await page.reload();
  await expect(page.getByTestId("ne-score-0")).toContainText("= 13");

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations).toEqual([]);
  }
  await page.getByRole("button", { name: "Reveal the rule" }).click();
  await expect(page.getByTestId("revealed-rule")).toBeVisible();
});

test("Russian at 320 px: set-up, a sequence judged as a whole, axe light and dark", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  await setUp(page, "ru");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Новый Элевзис");
  const pad = (name: string) => page.getByRole("region", { name, exact: true });
  const tapRu = async (region: string, card: string) => {
    const ru = { C: "трефы", D: "бубны", H: "червы", S: "пики" } as const;
    await pad(region).getByRole("button", { name: card.slice(0, -1), exact: true }).click();
    await pad(region).getByRole("button", { name: ru[card.slice(-1) as keyof typeof ru], exact: true }).click();
  };
  await tapRu("Выложите стартовую карту", "5C");
  for (const card of ["7D", "8H"]) await tapRu("Ход", card);
  await page.getByRole("button", { name: "Оценить эти 2 карты одним ходом" }).click();
  await expect(page.locator("main [data-verdict]")).toHaveAttribute("data-verdict", "wrong");
  await expect(page.getByTestId("ne-outcome")).toContainText("Раздайте штрафных карт: 4.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations).toEqual([]);
  }
});

import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

// Piece of Cake as a group counts it: one phone at 390×844 with touch, five players, both
// languages, a reload. Each test names the table situation it guards.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TEXT = {
  en: {
    name: "Another player's name",
    add: "Add",
    start: "Start the game",
    next: "Next player",
    saved: (k: string) => `${k} saved`,
    more: "More",
    kinds: ["Plum", "Apricot", "Cherry", "Blackberry", "Kiwi", "Gooseberry", "Strawberry", "Chocolate"],
    now: (name: string, k: number, n: number) => `Now entering: ${name} (${k} of ${n})`,
    over: "56 slices in all, but with 5 players at most 55 are in play.",
    finish: "Show the result",
  },
  ru: {
    name: "Имя ещё одного игрока",
    add: "Добавить",
    start: "Начать партию",
    next: "Следующий игрок",
    saved: (k: string) => `${k}, собрано`,
    more: "Больше",
    kinds: ["Слива", "Абрикос", "Вишня", "Ежевика", "Киви", "Крыжовник", "Клубника", "Шоколад"],
    now: (name: string, k: number, n: number) => `Сейчас вводим: ${name} (${k} из ${n})`,
    over: "Всего 56 ломтиков, а при 5 игроках в игре не больше 55.",
    finish: "Показать итог",
  },
} as const;
const COUNTS = [3, 4, 5, 7, 8, 9, 10, 11];
const NAMES = ["Аня", "Борис", "Вера", "Гена", "Даша"];

async function startGame(page: Page, lang: "en" | "ru"): Promise<void> {
  const t = TEXT[lang];
  await page.goto(`/${lang}/cake`);
  for (const n of NAMES) {
    await page.getByLabel(t.name, { exact: true }).fill(n);
    await page.getByRole("button", { name: t.add, exact: true }).tap();
  }
  await page.getByRole("button", { name: t.start }).tap();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cake/play\\?id=`));
}

async function onScreen(l: Locator): Promise<boolean> {
  const box = await l.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 844;
}

for (const lang of ["en", "ru"] as const) {
  // English goes through every player and reloads; Russian (the same screen, its own words) takes one step.
  test(`${lang} after "Next player" the new player's name is at the top, focused, and a sticky line names who is being entered`, async ({ page }) => {
    const t = TEXT[lang];
    await startGame(page, lang);
    const steps = lang === "en" ? NAMES.length - 1 : 1;
    for (let p = 0; p < steps; p++) {
      const name = NAMES[p]!;
      const heading = page.getByRole("heading", { level: 3, name, exact: true });
      await expect(heading).toBeVisible();
      // Count the last kind, far down the form, as a person would after scrolling.
      await page.getByRole("button", { name: `${t.more}: ${t.saved(t.kinds[7]!)}`, exact: true }).tap();
      const sticky = page.getByTestId("now-entering");
      await expect(sticky).toHaveText(new RegExp(escape(t.now(name, p + 1, NAMES.length))));
      expect(await onScreen(sticky), "the 'now entering' line stays on screen while scrolled down").toBe(true);
      await page.getByRole("button", { name: t.next }).tap();
      const nextHeading = page.getByRole("heading", { level: 3, name: NAMES[p + 1]!, exact: true });
      await expect(nextHeading).toBeFocused();
      await expect.poll(() => onScreen(nextHeading), { message: "the new player's name is on screen" }).toBe(true);
      await expect(sticky).toHaveText(new RegExp(escape(t.now(NAMES[p + 1]!, p + 2, NAMES.length))));
    }
    await page.screenshot({ path: test.info().outputPath(`cake-next-${lang}.png`) });
    if (lang === "ru") return;
    // A reload keeps every count, and comes back to the player being entered.
    await page.reload();
    const last = NAMES.length - 1;
    await expect(page.getByTestId("now-entering")).toHaveText(new RegExp(escape(t.now(NAMES[last]!, last + 1, NAMES.length))));
    await expect(page.getByRole("heading", { level: 3, name: NAMES[last]!, exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: /^(Player|Игрок)$/ }).getByRole("button", { name: NAMES[1]!, exact: true }).tap();
    await expect(page.getByLabel(t.saved(t.kinds[7]!), { exact: true })).toHaveValue("1");
    // And to the layout chosen: all players at once.
    await page.getByRole("radio", { name: "All players", exact: true }).check();
    await page.reload();
    await expect(page.getByRole("radio", { name: "All players", exact: true })).toBeChecked();
  });

  test(`${lang} the in-play maximum is shown at the total and beside the field just changed`, async ({ page }) => {
    const t = TEXT[lang];
    await startGame(page, lang);
    // Аня: every kind to its count, one Chocolate short: 56 slices, no kind over its count.
    for (let k = 0; k < 8; k++) {
      await page.getByLabel(t.saved(t.kinds[k]!), { exact: true }).fill(String(k === 7 ? COUNTS[k]! - 1 : COUNTS[k]!));
    }
    const last = page.getByLabel(t.saved(t.kinds[7]!), { exact: true });
    await expect(last).toHaveAttribute("aria-invalid", "true");
    await expect(last).toHaveAccessibleDescription(t.over);
    await expect(page.getByTestId("slice-total")).toContainText("56");
    await expect(page.getByTestId("slice-total")).toContainText(t.over);
    expect(await onScreen(page.getByTestId("slice-total"))).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`cake-over-${lang}.png`) });
    // One fewer Kiwi: the message goes away everywhere.
    await page.getByLabel(t.saved(t.kinds[4]!), { exact: true }).fill("7");
    await expect(page.getByTestId("slice-total")).not.toContainText(t.over);
    await expect(last).toHaveAttribute("aria-invalid", "false");
  });
}

test("every cake screen keeps its main action on screen at 390×844", async ({ page }) => {
  await startGame(page, "en");
  // Entry, one player at a time: "Next player" is on screen without scrolling, and stays there.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await onScreen(page.getByRole("button", { name: "Next player" }))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  expect(await onScreen(page.getByRole("button", { name: "Next player" }))).toBe(true);
  // Last player: "Show the result" is the main action, on screen too.
  await page.getByRole("navigation", { name: /^(Player|Игрок)$/ }).getByRole("button", { name: NAMES[4]!, exact: true }).tap();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await onScreen(page.getByRole("button", { name: "Show the result" }))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("cake-last-player.png") });
  // The round helper's "Next round".
  await page.getByRole("button", { name: "Round helper" }).tap();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await onScreen(page.getByRole("button", { name: "Next round" }))).toBe(true);
});

// Found playing a whole series by hand: after "Next game in this series" the screen stayed where the
// button had been, at the bottom of the new (empty) entry form, and after "Show the result" the focus
// was lost on the page. Now the game's line comes to the top with the focus after each such step.
test("after the result, the next game and an earlier game, the game's line is at the top and focused", async ({ page }) => {
  await startGame(page, "ru");
  const line = (n: number) => page.locator("main p", { hasText: new RegExp(`^Партия ${n} · Аня, Борис`) });
  const atTop = async (l: Locator) => {
    const box = await l.boundingBox();
    return box !== null && box.y >= 0 && box.y < 120;
  };
  await page.getByRole("navigation", { name: "Игрок" }).getByRole("button", { name: "Даша", exact: true }).tap();
  await page.getByRole("button", { name: TEXT.ru.finish }).tap();
  await expect(page.getByTestId("result-row").first()).toBeVisible();
  await expect(line(1)).toBeFocused();
  await expect.poll(() => atTop(line(1)), { message: "the result's game at the top" }).toBe(true);
  const next = page.getByRole("button", { name: "Следующая партия серии" });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  await expect(line(2)).toBeFocused();
  await expect.poll(() => atTop(line(2)), { message: "the new game at the top, not the bottom of its form" }).toBe(true);
  await expect(page.getByRole("heading", { level: 3, name: "Аня", exact: true })).toBeInViewport();
  // An earlier game opened from the series standings, then back to the current one.
  await page.getByRole("button", { name: "Серия", exact: true }).tap();
  await page.getByRole("button", { name: "Партия 1", exact: true }).tap();
  await expect(line(1)).toBeFocused();
  const back = page.getByRole("button", { name: "Вернуться к партии 2" });
  await back.scrollIntoViewIfNeeded();
  await back.tap();
  await expect(line(2)).toBeFocused();
  await expect.poll(() => atTop(line(2))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("cake-next-game-ru.png") });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { seatPlayers } from "./helpers/eleusis";
import { tapCard } from "./helpers/table";

/*
 * The guess tester on a classic hand with the suit-cycle preset (on ♣ ♦, on ♦ ♥, on ♥ ♠, on ♠ ♣),
 * starter 5♣: Ann A♦ right, Boris A♥ right, Cyril Q♣ wrong. A player checks theories against the table.
 */
test("a guess is checked against the public layout: syntax error with position, fits, first disagreement highlighted, kept while play goes on", async ({ page }) => {
  test.setTimeout(120_000);
  await seatPlayers(page, ["Dana", "Ann", "Boris", "Cyril"], "suit-cycle");
  await expect(page.getByTestId("lint")).toContainText("in every position");
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  await tapCard(page, "Lay the starter card", "5C");
  for (const card of ["AD", "AH", "QC"]) await tapCard(page, "To play", card);
  await expect(page.locator("[data-play]")).toHaveCount(3);

  // The tester's code is not on the page until it is opened.
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")).length);
  await page.getByRole("button", { name: "Test a guess" }).click();
  const tester = page.getByTestId("guess-tester");
  await expect(tester).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")).length)).toBeGreaterThan(scripts);

  const box = page.getByRole("textbox", { name: "I think the rule is" });
  await box.fill("card.colour != prev.color");
  await expect(page.getByTestId("guess-error")).toContainText("Line 1, column 6");
  await expect(page.getByTestId("guess-error").locator("pre")).toContainText("^^^^^^");

  // "colours alternate": A♦ on 5♣ fits, A♥ on A♦ does not — the table said right.
  await box.fill("card.color != prev.color");
  await expect(page.getByTestId("guess-disagrees")).toContainText("Does not fit play #2");
  await expect(page.getByTestId("guess-disagrees")).toContainText("Your guess says wrong; the table said right.");
  await expect(page.locator('[data-guess="disagree"]')).toHaveCount(1);
  await expect(page.locator('[data-card="A♥"] [data-guess="disagree"]')).toBeVisible();

  // The right theory fits, and is checked again after each new play.
  await box.fill("card.suit == [diamonds, hearts, spades, clubs][prev.suit.index]");
  await expect(page.getByTestId("guess-fits")).toContainText("Fits every card so far (3 plays checked)");
  await expect(page.locator('[data-guess="disagree"]')).toHaveCount(0);
  await tapCard(page, "To play", "AS");
  await expect(page.getByTestId("guess-fits")).toContainText("(4 plays checked)");

  // The guess is not in the saved game.
  const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage))));
  expect(stored).not.toContain("[diamonds, hearts, spades, clubs]");

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await new AxeBuilder({ page }).include('[data-testid="guess-tester"]').analyze();
    expect(axe.violations).toEqual([]);
  }
});

test("Russian, 320 px: the tester opens and answers", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/ru/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of ["Даша", "Аня", "Боря", "Кира"]) {
    await page.getByRole("textbox", { name: "Имя ещё одного игрока" }).fill(name);
    await page.getByRole("button", { name: "Добавить", exact: true }).click();
  }
  await page.getByRole("button", { name: "Запечатать правило и начать" }).click();
  await expect(page).toHaveURL(/\/ru\/eleusis\/play\?id=/);
  await tapCard(page, "Выложите стартовую карту", "5C", "ru");
  await page.getByRole("button", { name: "Проверить догадку" }).click();
  await page.getByRole("textbox", { name: "Я думаю, правило такое" }).fill("true");
  await expect(page.getByTestId("guess-fits")).toContainText("Ещё не сыграно ни одной карты");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
});

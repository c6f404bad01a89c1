import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("write a rule with a typo, see the caret, fix it, see the checker pass, then try a sequence", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/en/eleusis/workshop");
  await expect(page.getByRole("heading", { level: 1, name: "Rule workshop" })).toBeVisible();

  const rule = page.getByLabel("Rule in the rule language");
  await rule.fill("card.colour != prev.color");
  const error = page.getByTestId("rule-error");
  await expect(error).toContainText('A card has no property "colour". Did you mean color?');
  await expect(error).toContainText("Line 1, column 6");
  await expect(error.locator("pre")).toHaveText("card.colour != prev.color\n     ^^^^^^");
  await expect(rule).toHaveAttribute("aria-invalid", "true");

  await rule.fill("card.color != prev.color");
  await expect(error).toHaveCount(0);
  await expect(page.getByText("Rule understood")).toBeVisible();
  await expect(page.getByTestId("checker-verdict")).toContainText("Passes: at least 10 of 52");
  await expect(page.getByTestId("checker-min")).toHaveText("26");

  const tryIt = page.getByRole("region", { name: "Try it" });
  const cards = tryIt.getByLabel("Cards to play, in order");
  await cards.fill("5♠ 7♥");
  await tryIt.getByRole("button", { name: "Play" }).click();
  await expect(tryIt.getByRole("status")).toContainText("Right");
  await expect(tryIt.getByRole("status")).toContainText("7♥ on 5♠");
  await cards.fill("7d");
  await cards.press("Enter");
  await expect(tryIt.getByRole("status")).toContainText("Wrong");
  await expect(tryIt.getByRole("status")).toContainText("7♦ on 7♥");
  await expect(tryIt.getByTestId("layout-column")).toHaveCount(2);
  await expect(tryIt.getByTestId("layout-wrong")).toHaveCount(1);
  await cards.fill("xx");
  await cards.press("Enter");
  await expect(tryIt.getByText('Not a card: "xx"')).toBeVisible();

  // a changed rule re-judges the same cards: 7♥ on 5♠ is now wrong, so 7♦ is judged on 5♠ too (wrong)
  await rule.fill("card.value == prev.value or card.suit == prev.suit");
  await expect(tryIt.getByRole("status")).toContainText("7♦ on 5♠");
  await expect(tryIt.getByRole("status")).toContainText("Wrong");
  await expect(tryIt.getByTestId("layout-column")).toHaveCount(1);

  // nothing is remembered in the URL, and the rule went into no request
  expect(new URL(page.url()).pathname).toBe("/en/eleusis/workshop");
  expect(new URL(page.url()).search).toBe("");
  expect(requests.filter((u) => /colou?r|prev|card\.value/.test(decodeURIComponent(u)))).toEqual([]);
});

test("Russian: presets filtered by difficulty open in the editor; a famous failing rule is marked and fails", async ({ page }) => {
  await page.goto("/ru/eleusis/workshop");
  await expect(page.getByRole("heading", { level: 1, name: "Мастерская правил" })).toBeVisible();
  const presets = page.getByRole("region", { name: "Готовые правила" });
  await presets.getByRole("button", { name: "Трудные", exact: true }).click();
  await expect(presets.getByRole("button", { name: "Трудные", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(presets.getByRole("button", { name: /Красную на чёрную/ })).toHaveCount(0);
  await presets.getByRole("button", { name: /Если предыдущий игрок сходил верно/ }).click();
  await expect(page.getByLabel("Правило на языке правил")).toHaveValue("if lastOk then card.color == red else card.color == black");
  await expect(page.getByTestId("checker-verdict")).toContainText("Проходит");
  await expect(page.getByText("Точно: посчитаны все 2 позиции")).toBeVisible();

  await presets.getByRole("button", { name: "Лёгкие", exact: true }).click();
  const famous = presets.getByRole("button", { name: "Каждая карта старше предыдущей." });
  await expect(presets.getByRole("listitem").filter({ hasText: "Каждая карта старше предыдущей." })).toContainText("не проходит проверку");
  await famous.click();
  await expect(page.getByTestId("checker-verdict")).toContainText("Не проходит");
  await expect(page.getByTestId("checker-min")).toHaveText("0");

  await page.getByLabel("Правило на языке правил").fill("card == hearts");
  await expect(page.getByTestId("rule-error")).toContainText("Карту нельзя сравнивать с мастью — может быть, card.suit?");
});

test("with a report and a layout on screen: no serious axe findings, no horizontal scroll at 320 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto("/en/eleusis/workshop");
  await page.getByLabel("Rule in the rule language").fill("if lastOk then card.suit != prev2.suit else card.value != prev.value");
  await expect(page.getByTestId("checker-verdict")).toContainText("Passes");
  const tryIt = page.getByRole("region", { name: "Try it" });
  await tryIt.getByLabel("Cards to play, in order").fill("5♠ 7♠ 9♠ 9♥ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣");
  await tryIt.getByRole("button", { name: "Play" }).click();
  await expect(tryIt.getByRole("status")).toBeVisible();
  await page.getByLabel("Rule in the rule language").fill("if lastOk then card.suit != prev2.suit else card.value != prev.value and");
  await expect(page.getByTestId("rule-error")).toBeVisible();
  await page.getByText("Language reference").click();
  await expect(page.getByText("steps up from a to b around the circle")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { STATIC_BASE as BASE } from "../e2e-static/site";

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
  expect(new URL(page.url()).pathname).toBe(`${BASE}/en/eleusis/workshop`);
  expect(new URL(page.url()).search).toBe("");
  expect(requests.filter((u) => /colou?r|prev|card\.value/.test(decodeURIComponent(u)))).toEqual([]);
});

test("Russian: presets grouped by difficulty, short name first, open in the editor; a famous failing rule is marked and fails", async ({ page }) => {
  await page.goto("/ru/eleusis/workshop");
  await expect(page.getByRole("heading", { level: 1, name: "Мастерская правил" })).toBeVisible();
  const presets = page.getByRole("region", { name: "Готовые правила" });
  const hard = presets.getByRole("group", { name: /Трудные/ });
  await expect(hard.getByRole("button", { name: "Красная / чёрная" })).toHaveCount(0);
  await hard.getByRole("button", { name: "Верно → красная", exact: true }).click();
  await expect(page.getByLabel("Правило на языке правил")).toHaveValue("if lastOk then card.color == red else card.color == black");
  await expect(page.getByRole("region", { name: "Правило", exact: true }).getByText("Если предыдущий игрок сходил верно — красную, если нет — чёрную.")).toBeVisible();
  await expect(page.getByTestId("checker-verdict")).toContainText("Проходит");
  await expect(page.getByText("Точно: посчитаны все позиции (2)")).toBeVisible();

  const easy = presets.getByRole("group", { name: /Лёгкие/ });
  const famous = easy.getByRole("button", { name: /^Всегда старше/ });
  await expect(famous).toContainText("не проходит проверку");
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
  await page.getByText("In words: Red / black").click();
  await expect(page.getByText("Red on black and black on red.")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

// nested quantifiers over a short slice cost by the slice's real bound
test("two nested passes over the last three cards are accepted, as is every example of the reference", async ({ page }) => {
  await page.goto("/en/eleusis/workshop");
  const rule = page.getByLabel("Rule in the rule language");
  await rule.fill("any(a in line[-3:]: any(b in line[-3:]: a.suit != b.suit and a.value + b.value == card.value))");
  await expect(page.getByText("Rule understood")).toBeVisible();
  await expect(page.getByTestId("rule-error")).toHaveCount(0);
  await expect(page.getByTestId("checker-verdict")).toBeVisible();
  await page.getByText("Language reference").click();
  const examples = await page.locator("details dl").last().locator("dt code").allInnerTexts();
  expect(examples.length).toBeGreaterThanOrEqual(4);
  for (const example of examples) {
    await rule.fill(example);
    await expect(page.getByText("Rule understood"), example).toBeVisible();
  }
});

// division by zero and an index past a written list are faults, said as such
test("division by zero and an index past a written list are explained truthfully, and documented", async ({ page }) => {
  await page.goto("/en/eleusis/workshop");
  const rule = page.getByLabel("Rule in the rule language");
  await rule.fill("card.value mod 0 == 1");
  await expect(page.getByTestId("rule-error")).toContainText('Division by zero: "mod 0" has no value');
  await expect(page.getByTestId("rule-error").locator("pre")).toHaveText("card.value mod 0 == 1\n               ^");
  await rule.fill("[1, 2, 3][3] == card.value");
  await expect(page.getByTestId("rule-error")).toContainText("This list has 3 items: indices 0 to 2");

  await rule.fill("card.value mod (prev.value - card.value) == 0");
  await expect(page.getByTestId("checker-verdict")).toContainText("Fails");
  await expect(page.getByTestId("checker-fault")).toContainText("it divides by zero");
  await expect(page.getByTestId("checker-fault")).toContainText("top card A♣, playing A♣");
  const tryIt = page.getByRole("region", { name: "Try it" });
  await tryIt.getByLabel("Cards to play, in order").fill("5♠ 5♥");
  await tryIt.getByRole("button", { name: "Play" }).click();
  await expect(tryIt.getByRole("status")).toContainText("5♥ on 5♠");
  await expect(tryIt.getByRole("status")).toContainText("it divides by zero");
  await expect(tryIt.getByRole("status")).not.toContainText("not there yet");

  await rule.fill("[1, 2, 3][card.value - 1] == 2 or card.red");
  await expect(tryIt.getByRole("status")).toContainText("past the end of a written list");
  await page.getByText("Language reference").click();
  await expect(page.getByText("division by zero has no value")).toBeVisible();
  await expect(page.getByText("past the end of a written list is a mistake")).toBeVisible();
});

// published sources only, in the page's language; numbers in words
test("Russian: sources name published works in Russian, numbers read as Russian, hardest positions say which card is on top", async ({ page }) => {
  await page.goto("/ru/eleusis/workshop");
  const presets = page.getByRole("region", { name: "Готовые правила" });
  for (const summary of await presets.locator("summary").all()) await summary.click();
  const text = await presets.innerText();
  expect(text).not.toMatch(/RULES\.md|seed|сид|Issue|Ours|Tabletop Referee|Source|§/);
  expect(text).toContain("Источник: М. Гарднер");
  expect(text).toContain("лёгкое");

  const rule = page.getByLabel("Правило на языке правил");
  await rule.fill("card.red");
  await expect(page.getByText("Точно: правило не различает позиций, так что считать нужно одну")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("все 1 позиция");

  await rule.fill("card.suit != prev.suit and card.suit != prev2.suit");
  const report = page.getByRole("region", { name: "Проверка" });
  await expect(report).toContainText("29,25");
  await expect(report).toContainText("56,3");
  await expect(report).not.toContainText("29.25");
  await expect(report).toContainText(/Точно: посчитаны все позиции \(2\s704\)/);
  await expect(report.getByTestId("position-words").first()).toHaveText("сверху A♦, под ней A♣");
});

for (const [lang, t] of [
  ["en", { label: "Rule in the rule language", empty: "Write a rule or pick a ready one.", long: "The rule is longer than 2000 characters" }],
  ["ru", { label: "Правило на языке правил", empty: "Напишите правило или выберите готовое.", long: "Правило длиннее 2000 знаков" }],
] as const) {
  test(`${lang}: the rule text's one check is the compiler: empty is its hint, too long its message with a caret; the text stays`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`/${lang}/eleusis/workshop`);
    const rule = page.getByLabel(t.label);
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByTestId("rule-error")).toHaveCount(0);
    const long = "true or ".repeat(300) + "true";
    await rule.fill(long);
    await expect(page.getByTestId("rule-error")).toContainText(t.long);
    await expect(rule).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t.empty)).toHaveCount(0);
    await expect(rule).toHaveValue(long);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: test.info().outputPath(`rule-too-long-${lang}-320.png`) });
    await rule.fill("   ");
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByTestId("rule-error")).toHaveCount(0);
  });
}

// the workshop loaded the rule text's reader (the compiler and zod) as it opened with an
// empty box, and the checker (which compiles) with its first load; both load when a rule is coming,
// and an empty box still says what to do.
test("the workshop opens without zod or the checker; the box's focus loads them; an empty box shows its hint", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => void (r.request().resourceType() === "script" && r.ok() && scripts.push(r.url())));
  const holding = async (marker: string) => (await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()))).filter((t) => t.includes(marker)).length;
  const zod = () => holding("ZodError");
  const checker = () => holding('"lintRule"');
  await page.goto("/en/eleusis/workshop");
  const rule = page.getByLabel("Rule in the rule language");
  await expect.poll(() => rule.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await zod()).toBe(0);
  expect(await checker(), "the checker").toBe(0);
  await expect(page.getByText("Write a rule or pick a ready one.")).toBeVisible();
  await rule.focus();
  await expect.poll(zod).toBeGreaterThan(0);
  await expect.poll(checker, { message: "the checker, with the rule text's reader" }).toBeGreaterThan(0);
  await rule.fill("card.red");
  await expect(page.getByText("Rule understood")).toBeVisible();
  await expect(page.getByRole("region", { name: "Checker" })).toBeVisible();
});

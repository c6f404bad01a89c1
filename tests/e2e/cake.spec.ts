import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { addPlayer } from "./helpers/table";

// A 3-player series of two games at a real table, entered through the steppers, in each language.
const TEXT = {
  en: {
    start: "Start the game",
    more: "More",
    less: "Less",
    saved: (k: string) => `${k} saved`,
    eaten: (k: string) => `${k} eaten`,
    kinds: { kiwi: "Kiwi", plum: "Plum", chocolate: "Chocolate", strawberry: "Strawberry", cherry: "Cherry" },
    asRosettes: "as a rosette total",
    rosettes: "Rosettes eaten",
    finish: "Show the result",
    ok: "Every count is possible.",
    overPlum: "Plum: 4 slices in all (Аня, Борис and Вера), but the game has only 3.",
    notWhole: "Вера: Rosettes eaten must be a whole number (now 2.5).",
    nextGame: "Next game in this series",
    helper: "Round helper",
    count: "Count scores",
    series: "Series",
    cuts: "Борис cuts this cake",
    extra: "After this round: Борис secretly looks at the two set-aside slices and takes one (eat or save).",
    leading: "Leading: Вера",
    explain: "+8 — most Kiwi: 2 saved",
    share: "Share the result",
    game1: "Game 1",
    backTo2: "Back to game 2",
  },
  ru: {
    start: "Начать партию",
    more: "Больше",
    less: "Меньше",
    saved: (k: string) => `${k}, собрано`,
    eaten: (k: string) => `${k}, съедено`,
    kinds: { kiwi: "Киви", plum: "Слива", chocolate: "Шоколад", strawberry: "Клубника", cherry: "Вишня" },
    asRosettes: "суммой розочек",
    rosettes: "Съедено розочек",
    finish: "Показать итог",
    ok: "Все числа возможны.",
    overPlum: "Слива: всего 4 ломтика (Аня, Борис и Вера), а в игре их только 3.",
    notWhole: "Вера: Съедено розочек — нужно целое число (сейчас 2.5).",
    nextGame: "Следующая партия серии",
    helper: "Помощник раунда",
    count: "Подсчёт",
    series: "Серия",
    cuts: "Торт режет Борис",
    extra: "После этого раунда: Борис тайком смотрит два отложенных ломтика и берёт один (съесть или оставить).",
    leading: "Впереди: Вера",
    explain: "+8 — больше всех: Киви, собрано 2",
    share: "Поделиться итогом",
    game1: "Партия 1",
    backTo2: "Вернуться к партии 2",
  },
} as const;

type Lang = keyof typeof TEXT;
type KindKey = keyof (typeof TEXT)["en"]["kinds"];

async function step(page: Page, lang: Lang, part: "saved" | "eaten", kind: KindKey, times: number, dir: "more" | "less" = "more") {
  const t = TEXT[lang];
  const label = part === "saved" ? t.saved(t.kinds[kind]) : t.eaten(t.kinds[kind]);
  const button = page.getByRole("button", { name: `${dir === "more" ? t.more : t.less}: ${label}`, exact: true });
  for (let i = 0; i < times; i++) await button.click();
  return page.getByLabel(label, { exact: true });
}

async function player(page: Page, name: string) {
  await page.getByRole("navigation", { name: /Player|Игрок/ }).getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
}

async function totals(page: Page): Promise<string[]> {
  const rows = page.getByTestId("result-row");
  await expect(rows).toHaveCount(3);
  return (await rows.allInnerTexts()).map((r) => r.replace(/\s+/g, " ").trim());
}

// The series is played in both languages (every text it checks is said in each); the reloads, which do
// not depend on the language, only in English.
for (const lang of ["en", "ru"] as const) {
  test(`${lang}: a 3-player series of two games through the steppers${lang === "en" ? ", with a reload mid-entry" : ""} and an over-limit refused`, async ({ page }) => {
    const t = TEXT[lang];
    const reloads = lang === "en";
    await page.setViewportSize({ width: 320, height: 720 });
    // The phone's share sheet: record what would be shared.
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData | null };
      w.shared = null;
      navigator.share = async (data?: ShareData) => {
        w.shared = data ?? null;
      };
    });
    await page.goto(`/${lang}/cake`);
    for (const name of ["Аня", "Борис", "Вера"]) await addPlayer(page, name, lang);
    await page.getByRole("button", { name: t.start }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cake/play\\?id=`));

    // Game 1. Аня: 2 Kiwi saved, 1 Chocolate eaten.
    await player(page, "Аня");
    await expect(await step(page, lang, "saved", "kiwi", 2)).toHaveValue("2");
    await step(page, lang, "eaten", "chocolate", 1);
    // Борис: 1 Kiwi and 1 Plum saved, 2 Strawberry eaten.
    await player(page, "Борис");
    await step(page, lang, "saved", "kiwi", 1);
    await step(page, lang, "saved", "plum", 1);
    await expect(await step(page, lang, "eaten", "strawberry", 2)).toHaveValue("2");

    // The phone reloads in the middle of entry: nothing is lost.
    if (reloads) {
      await page.reload();
      await player(page, "Аня");
      await expect(page.getByLabel(t.saved(t.kinds.kiwi), { exact: true })).toHaveValue("2");
      await expect(page.getByLabel(t.eaten(t.kinds.chocolate), { exact: true })).toHaveValue("1");
      await player(page, "Борис");
      await expect(page.getByLabel(t.eaten(t.kinds.strawberry), { exact: true })).toHaveValue("2");
    }

    // Вера: 1 Plum saved, eaten counted as a rosette total typed directly: 5.
    await player(page, "Вера");
    await step(page, lang, "saved", "plum", 1);
    await page.getByRole("radio", { name: t.asRosettes }).check();
    // A half rosette typed with a decimal comma: the count schema refuses it in the page's language,
    // beside the field; the text stays as typed, over a reload too.
    const rosettes = page.getByLabel(t.rosettes, { exact: true });
    await rosettes.fill("2,5");
    await expect(rosettes).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("main").getByText(t.notWhole).first()).toBeVisible();
    await expect(page.getByRole("button", { name: t.finish })).toBeDisabled();
    if (reloads) {
      await page.reload();
      await player(page, "Вера");
      await expect(page.getByLabel(t.rosettes, { exact: true })).toHaveValue("2,5");
      await expect(page.getByRole("main").getByText(t.notWhole).first()).toBeVisible();
    }
    await page.getByLabel(t.rosettes, { exact: true }).fill("5");
    await expect(page.getByRole("main").getByText(t.notWhole)).toHaveCount(0);

    // Аня claims 2 Plum too: 4 Plum, but the box has 3. Refused, with the message beside the field.
    await player(page, "Аня");
    const plum = await step(page, lang, "saved", "plum", 2);
    await expect(plum).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("main").getByText(t.overPlum).first()).toBeVisible();
    await expect(page.getByRole("button", { name: t.finish })).toBeDisabled();
    await step(page, lang, "saved", "plum", 2, "less");
    await expect(page.getByText(t.ok)).toBeVisible();

    await page.getByRole("button", { name: t.finish }).click();
    // Аня 8 (Kiwi) + 3 = 11; Вера 3 (Plum, tied) + 5 = 8; Борис 3 (Plum, tied) + 4 = 7.
    expect(await totals(page)).toEqual(["1 Аня 11", "2 Вера 8", "3 Борис 7"]);
    await expect(page.getByText(t.explain)).toBeVisible();
    await page.getByRole("button", { name: t.share }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData | null }).shared);
    expect(shared?.text).toContain("1. Аня — 11");
    expect(shared?.text).toContain(t.explain);

    // Game 2: Борис cuts first now.
    await page.getByRole("button", { name: t.nextGame }).click();
    await page.getByRole("button", { name: t.helper }).click();
    await expect(page.getByText(t.cuts)).toBeVisible();
    await expect(page.getByText(t.extra)).toBeVisible();
    await page.getByRole("button", { name: t.count }).click();
    await player(page, "Аня");
    await step(page, lang, "eaten", "cherry", 1);
    await player(page, "Борис");
    await step(page, lang, "saved", "chocolate", 1);
    await player(page, "Вера");
    await step(page, lang, "saved", "chocolate", 1);
    await step(page, lang, "eaten", "kiwi", 1);
    await page.getByRole("button", { name: t.finish }).click();
    // Вера 11 (Chocolate, tied) + 2 = 13; Борис 11 (tied); Аня 1.
    expect(await totals(page)).toEqual(["1 Вера 13", "2 Борис 11", "3 Аня 1"]);

    await page.getByRole("button", { name: t.series, exact: true }).click();
    await expect(page.getByText(t.leading)).toBeVisible();
    const rows = (await page.getByTestId("series-row").allInnerTexts()).map((r) => r.replace(/\s+/g, " ").trim());
    expect(rows).toEqual(["3. Аня 11 1 12", "2. Борис 7 11 18", "1. Вера 8 13 21"]);

    // An earlier game of the series opens again from the standings, with its own result.
    await page.getByRole("button", { name: t.game1, exact: true }).click();
    expect(await totals(page)).toEqual(["1 Аня 11", "2 Вера 8", "3 Борис 7"]);
    await page.getByRole("button", { name: t.backTo2 }).click();
    expect(await totals(page)).toEqual(["1 Вера 13", "2 Борис 11", "3 Аня 1"]);
    await page.getByRole("button", { name: t.series, exact: true }).click();

    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
}

test("entry (one player and grid) and result have no accessibility violations in dark mode and fit 320 px", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/en/cake");
  for (const name of ["Ann", "Bob"]) await addPlayer(page, name);
  await page.getByRole("button", { name: TEXT.en.start }).click();
  await step(page, "en", "saved", "plum", 4);
  await expect(page.getByRole("main").getByText("Plum: 4 slices in all (Ann), but the game has only 3.").first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The grid of all players scrolls inside its own box; the page itself never gets wider than the phone.
  await page.getByRole("radio", { name: "All players" }).check();
  await page.getByRole("button", { name: "More: Bob: Kiwi saved", exact: true }).click();
  await expect(page.getByLabel("Bob: Kiwi saved", { exact: true })).toHaveValue("1");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const gridAxe = await new AxeBuilder({ page }).include("main").analyze();
  expect(gridAxe.violations.map((v) => v.id)).toEqual([]);
  // The result screen in dark mode: majority table, charts and explanations.
  await page.getByLabel("Ann: Plum saved", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Show the result" }).click();
  await expect(page.getByRole("heading", { name: "Result of game 1" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const resultAxe = await new AxeBuilder({ page }).include("main").analyze();
  expect(resultAxe.violations.map((v) => v.id)).toEqual([]);
});

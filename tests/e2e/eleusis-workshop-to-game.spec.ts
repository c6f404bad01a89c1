import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { compileRule } from "../../lib/eleusis/rule-language";
import type { Entry } from "./helpers/secrets";
import { encodings, readAllStorage } from "./helpers/secrets";
import { waitForWorker } from "./helpers/sw";
import { STATIC_BASE as BASE } from "../e2e-static/site";
import { tapCard } from "./helpers/table";

/*
 * from the workshop to the game, as the dealer at a table: the rule written in
 * the workshop is used for a new game in one tap; the set-up's own-rule field is the workshop's
 * editor (reference, caret errors, checker report); the rule travels in no URL, survives a reload of
 * the set-up, is not overwritten by another tab, and is in no storage, URL or page in clear once sealed
 * (docs/secrets.md, "The rule on its way to the set-up").
 */
test.use({ viewport: { width: 390, height: 844 } });

const OWN = "card.value > prev.value or card.color != prev.color";
const BAD = "card.value > prev.valeu or card.color != prev.color";
const DRAFT_KEY = "ttr:eleusis:rule-draft";

/** Every storage entry, the URL and the page's HTML that hold any form of any needle. */
async function clearTextHits(page: Page, needles: string[], baseline: Entry[]): Promise<string[]> {
  // The app's own public files (the worker's cache) were there before the rule was written.
  const known = new Set(baseline.filter((e) => e.area === "Cache Storage").map((e) => `${e.key}\n${e.text}`));
  const entries = (await readAllStorage(page)).filter((e) => e.area !== "Cache Storage" || !known.has(`${e.key}\n${e.text}`));
  entries.push({ area: "URL", key: "", text: decodeURIComponent(page.url()) }, { area: "DOM", key: "", text: await page.content() });
  const hits: string[] = [];
  for (const needle of needles) {
    for (const form of encodings(needle)) for (const e of entries) if (e.text.includes(form)) hits.push(`${e.area} ${e.key}: ${JSON.stringify(form)}`);
  }
  return hits;
}

function needlesOf(rule: string): string[] {
  const compiled = compileRule(rule);
  return compiled.ok ? [rule, compiled.value.canonical] : [rule];
}

// The first journey searches every storage area, the service worker's caches too: it runs with the worker
// (blocked by default, playwright.config.ts).
test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("workshop → use this rule → the set-up checks it the same way, keeps it over a reload → seal → play: the rule is nowhere in clear", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/en/eleusis/workshop");
    await waitForWorker(page);
    const baseline = await readAllStorage(page);
    const rule = page.getByLabel("Rule in the rule language");
    const use = page.getByRole("button", { name: "Use this rule for a new game" });

    // The dealer writes the rule and reads the checker's report, then makes a typo.
    await rule.fill(OWN);
    await expect(page.getByTestId("checker-verdict")).toContainText("Passes");
    const report = await page.getByRole("region", { name: "Checker", exact: true }).innerText();
    await rule.fill(BAD);
    const error = page.getByTestId("rule-error");
    await expect(error).toContainText('A card has no property "valeu"');
    const workshopError = await error.innerText();

    // One tap: the set-up opens on the own rule with the text as written; nothing in the URL.
    await use.click();
    await expect(page.getByRole("heading", { level: 1, name: "New Eleusis game" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`${BASE}/en/eleusis`);
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe("");
    const own = page.getByRole("textbox", { name: "Rule in the rule language" });
    await expect(own).toHaveValue(BAD);
    await expect(page.getByRole("radio", { name: "My own rule" })).toBeChecked();
    // the same caret error as in the workshop, and the same reference
    await expect.poll(() => page.getByTestId("rule-error").innerText()).toBe(workshopError);
    await expect(page.getByTestId("rule-error").locator("pre")).toHaveText(`${BAD}\n${" ".repeat(BAD.indexOf("valeu"))}^^^^^`);
    await page.getByText("Language reference").click();
    await expect(page.getByText("steps up from a to b around the circle")).toBeVisible();
    await expect(page.getByTestId("rule-draft")).toContainText("kept in this tab, encrypted");

    // A reload keeps what was handed over (the draft is encrypted: the rule is in no storage in clear).
    await page.reload();
    await expect(own).toHaveValue(BAD);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toMatch(/^\{"v":1,"box":"[\w-]+"\}$/);
    expect(await clearTextHits(page, needlesOf(BAD), baseline).then((h) => h.filter((x) => !x.startsWith("DOM")))).toEqual([]);

    // The dealer fixes the typo in the set-up: the same checker report as the workshop's; a reload keeps the fix.
    const stored = () => page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY);
    const before = await stored();
    await own.fill(OWN);
    await expect(page.getByTestId("rule-error")).toHaveCount(0);
    const checker = page.getByRole("region", { name: "Checker", exact: true });
    await expect(checker).toContainText("Passes");
    await expect.poll(() => checker.innerText()).toBe(report);
    await expect.poll(stored).not.toBe(before);
    await page.reload();
    await expect(own).toHaveValue(OWN);
    await expect.poll(() => checker.innerText()).toBe(report);

    // Seats, seal, lay the starter, one play.
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    for (const name of ["Dana", "Ann", "Boris", "Cyril"]) {
      await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=\w+$/);
    await tapCard(page, "Lay the starter card", "5C");
    await expect(page.getByRole("region", { name: "To play", exact: true })).toBeVisible();
    await tapCard(page, "To play", "9D");
    await expect(page.locator("main [data-verdict]")).toHaveAttribute("data-verdict", "right");

    // Sealed: the draft is gone, and the rule is in no storage area, URL or page in clear.
    expect(await page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toBeNull();
    expect(await clearTextHits(page, [...needlesOf(OWN), ...needlesOf(BAD)], baseline)).toEqual([]);
    await page.reload();
    await expect(page.getByRole("region", { name: "To play", exact: true })).toBeVisible();
    expect(await clearTextHits(page, [...needlesOf(OWN), ...needlesOf(BAD)], baseline)).toEqual([]);

    // A new set-up in this tab starts clean: the sealed rule is not offered again.
    await page.goto("/en/eleusis");
    await expect(page.getByRole("radio", { name: "A preset" })).toBeChecked();
    await expect(page.getByTestId("rule-draft")).toHaveCount(0);
  });
});

test("Russian, 320 px: another tab keeps its own rule; in the same tab a different rule replaces the waiting one only when asked; discard", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, colorScheme: "dark" });
  const first = await context.newPage();
  const A = "(card.value > 7) or (card.suit == prev.suit)";
  const B = "card.value > prev.value or card.color != prev.color";
  const C = "card.suit != prev.suit or card.value == prev.value";

  async function handOver(page: Page, text: string) {
    await page.goto("/ru/eleusis/workshop");
    await page.getByLabel("Правило на языке правил").fill(text);
    await expect(page.getByTestId("checker-verdict")).toBeVisible();
    await page.getByRole("button", { name: "Начать игру с этим правилом" }).click();
  }
  const field = (page: Page) => page.getByRole("textbox", { name: "Правило на языке правил" });

  await handOver(first, A);
  await expect(first.getByRole("heading", { level: 1, name: "Новая игра в Элевзис" })).toBeVisible();
  await expect(field(first)).toHaveValue(A);
  await expect(first.getByTestId("checker-verdict")).toContainText("Проходит");
  await expect(first.getByTestId("rule-draft")).toContainText("хранится в этой вкладке зашифрованным");

  // Another tab hands over its own rule: the first tab's rule is untouched.
  const second = await context.newPage();
  await handOver(second, B);
  await expect(field(second)).toHaveValue(B);
  await first.reload();
  await expect(field(first)).toHaveValue(A);

  // Same tab, a different rule: the dealer is asked first; "Cancel" keeps the waiting one.
  await first.goto("/ru/eleusis/workshop");
  await first.getByLabel("Правило на языке правил").fill(C);
  await first.getByRole("button", { name: "Начать игру с этим правилом" }).click();
  const dialog = first.getByRole("dialog", { name: "Заменить правило, которое ждёт в настройке?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(first).toHaveURL(/\/ru\/eleusis\/workshop$/);
  await first.getByRole("button", { name: "Начать игру с этим правилом" }).click();
  await dialog.getByRole("button", { name: "Взять это" }).click();
  await expect(field(first)).toHaveValue(C);

  // At 320 px, dark: the editor, its report and the draft note fit; no serious axe findings.
  await expect(first.getByTestId("checker-verdict")).toBeVisible();
  const ruleSection = first.locator("section", { has: first.getByRole("heading", { level: 2, name: "Тайное правило" }) });
  const beyond = await ruleSection.evaluate((section) =>
    [...section.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(beyond).toEqual([]);
  const results = await new AxeBuilder({ page: first }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Discard (confirmed): the field is empty, the preset is back, and a reload brings nothing back.
  await first.getByRole("button", { name: "Удалить моё правило" }).click();
  await first.getByRole("dialog", { name: "Удалить ваше правило?" }).getByRole("button", { name: "Удалить моё правило" }).click();
  await expect(first.getByRole("radio", { name: "Готовое" })).toBeChecked();
  await expect(first.getByTestId("rule-draft")).toHaveCount(0);
  await expect.poll(() => first.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toBeNull();
  await first.reload();
  await expect(first.getByRole("radio", { name: "Готовое" })).toBeChecked();
  // the other tab still has its own
  await second.reload();
  await expect(field(second)).toHaveValue(B);
  await context.close();
});

test("text typed into the workshop before the page hydrated is handed over whole", async ({ page }) => {
  // Hold the page's scripts back: the server-rendered rule box is there, the app is not yet.
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/en/eleusis/workshop", { waitUntil: "commit" });
  const rule = page.getByLabel("Rule in the rule language");
  await rule.pressSequentially(OWN);
  const use = page.getByRole("button", { name: "Use this rule for a new game" });
  await expect(use).toBeDisabled();
  release();
  await expect(use).toBeEnabled();
  await use.click();
  await expect(page.getByRole("textbox", { name: "Rule in the rule language" })).toHaveValue(OWN);
  await expect(page.getByTestId("checker-verdict")).toContainText("Passes");
});

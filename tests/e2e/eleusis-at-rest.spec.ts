import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { commitSync } from "../../lib/eleusis/commitment";
import { presetById } from "../../lib/eleusis/presets";
import { compileRule } from "../../lib/eleusis/rule-language";
import { newPinLock, sealSecret } from "../../lib/crypto/rule-box";
import { eleusisDefinition, startSession } from "../../lib/eleusis/session";
import { makeRecord } from "../../lib/store/sessions";
import type { Entry } from "./helpers/secrets";
import { handoverLinks } from "./helpers/qr";
import { encodings, readAllStorage } from "./helpers/secrets";
import { waitForWorker } from "./helpers/sw";
import { presetWording } from "../../lib/eleusis/wording";
import { tapCard } from "./helpers/table";

/*
 * The sealed rule is sealed at rest too: while a hand is sealed, no storage area
 * of the page (localStorage, sessionStorage, IndexedDB, Cache Storage) holds the rule's text, its
 * canonical printing, the preset id or the wording, in any of the encodings a careless change could
 * use (plain, JSON-escaped, URI-encoded, base64, base64url). With a PIN the dealer types it once
 * after a reload to go on judging; without one the phone's own key opens the rule by itself.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PIN = "4821";
const PRESET = presetById("suit-cycle")!;
const WORDING = presetWording(PRESET.id)!;
const OWN = "(card.value > 7) or (card.suit == prev.suit)";

async function verdict(page: Page, card: string, ok: boolean) {
  await expect(page.getByRole("region", { name: "To play", exact: true })).toBeVisible();
  const before = await page.getByTestId("plays").locator("li").count();
  await tapCard(page, "To play", card);
  await expect(page.getByTestId("plays").locator("li")).toHaveCount(before + 1);
  await expect(page.locator("main [data-verdict]")).toHaveAttribute("data-verdict", ok ? "right" : "wrong");
}

/**
 * Asserts no entry holds any form of any needle. Cache Storage entries present, unchanged, before
 * the game was set up are the app's own public files (the presets ship in the app), so only entries
 * new or changed since `baseline` are searched there.
 */
function expectNoSecret(entries: Entry[], needles: string[], baseline: Entry[]) {
  const known = new Set(baseline.filter((e) => e.area === "Cache Storage").map((e) => `${e.key}\n${e.text}`));
  const searched = entries.filter((e) => e.area !== "Cache Storage" || !known.has(`${e.key}\n${e.text}`));
  expect(searched.some((e) => e.area === "localStorage" && e.key.startsWith("ttr:session:")), "the session record was read").toBe(true);
  const hits: string[] = [];
  for (const needle of needles) {
    for (const form of encodings(needle)) {
      for (const e of searched) if (e.text.includes(form)) hits.push(`${e.area} ${e.key}: ${JSON.stringify(form)} (of ${JSON.stringify(needle)})`);
    }
  }
  expect(hits, "the sealed rule is in a storage area").toEqual([]);
}

/** Seals a rule through the set-up; with `worker`, once the service worker (and its caches) are there. */
async function setUp(page: Page, rule: "preset" | "own", pin: string | null, worker = false): Promise<Entry[]> {
  await page.goto("/en/eleusis");
  if (worker) await waitForWorker(page);
  const baseline = await readAllStorage(page);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of ["Dana", "Ann", "Boris", "Cyril"]) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  if (rule === "preset") {
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption(PRESET.id);
    await expect(page.getByTestId("lint")).toContainText("in every position");
  } else {
    await page.getByRole("radio", { name: "My own rule" }).check();
    await page.getByRole("textbox", { name: "Rule in the rule language" }).fill(OWN);
    await expect(page.getByTestId("lint")).toBeVisible({ timeout: 20_000 });
    const anyway = page.getByRole("checkbox", { name: /Play it anyway/ });
    if (await anyway.isVisible()) await anyway.check();
  }
  if (pin) {
    // A new PIN is 4–12 digits (lib/forms/pin.ts): "12" is refused beside the field, the table and rule stay.
    const field = page.getByLabel("Dealer PIN (optional, protects peek and edit)");
    await field.fill("12");
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("A PIN is 4 to 12 digits. Leave the field empty to play without one.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/en\/eleusis$/);
    await expect(field).toHaveValue("12");
    await expect(page.getByText("Cyril", { exact: true }).first()).toBeVisible();
    await field.fill(pin);
  }
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  return baseline;
}

const presetNeedles = () => {
  const compiled = compileRule(PRESET.rule);
  return [PRESET.rule, compiled.ok ? compiled.value.canonical : "", PRESET.id, WORDING.en, WORDING.ru, "prev.suit.index"];
};

// Every storage area a page can write is searched, the service worker's caches too: these run with it
// (blocked by default, playwright.config.ts); the rest of the spec does not need one.
test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("with a PIN: the rule is stored only encrypted; after a reload the dealer's PIN resumes judging", async ({ page }) => {
    test.setTimeout(120_000);
    const baseline = await setUp(page, "preset", PIN, true);
    const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
    await tapCard(page, "Lay the starter card", "5C");
    await verdict(page, "AD", true);
    await verdict(page, "AH", true);
    await verdict(page, "QC", false);
    expectNoSecret(await readAllStorage(page), presetNeedles(), baseline);

    // Reload: the rule is in no storage in clear, so this phone cannot judge until the PIN opens it.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Enter the dealer's PIN to go on judging" })).toBeVisible();
    await expect(page.getByTestId("rule-locked")).toContainText("kept only encrypted under the dealer's PIN");
    await expect(page.getByRole("region", { name: "To play", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
    // Nothing typed: the prompt's schema asks for the PIN (any other text goes to the lock).
    await page.getByRole("button", { name: "Open the rule" }).click();
    await expect(page.getByTestId("rule-locked").getByRole("alert")).toHaveText("Type the dealer's PIN first.");
    await page.getByLabel("Dealer's PIN", { exact: true }).fill("0000");
    await page.getByRole("button", { name: "Open the rule" }).click();
    await expect(page.getByTestId("rule-locked").getByRole("alert")).toHaveText("Wrong PIN. The rule stays sealed; try again.");
    await page.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
    await page.getByRole("button", { name: "Open the rule" }).click();
    await verdict(page, "AS", true);
    await verdict(page, "KD", false);
    await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
    expectNoSecret(await readAllStorage(page), presetNeedles(), baseline);

    // Peek (behind the PIN) still shows the dealer the rule.
    await page.getByText("Dealer only").click();
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText("Type the dealer's PIN first.")).toBeVisible();
    await page.getByLabel("Dealer PIN", { exact: true }).fill(PIN);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByRole("button", { name: "Peek at the rule" }).click();
    await expect(page.getByTestId("peeked-rule")).toHaveText(PRESET.rule);
  });

  test("without a PIN: the set-up says what a PIN protects; this phone's own key keeps the rule and reopens it by itself", async ({ page }) => {
    test.setTimeout(120_000);
    const baseline = await setUp(page, "own", null, true);
    const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
    await tapCard(page, "Lay the starter card", "5C");
    await verdict(page, "9D", true);
    await verdict(page, "2H", false);
    const compiled = compileRule(OWN);
    const needles = [OWN, compiled.ok ? compiled.value.canonical : "", "card.value > 7"];
    expectNoSecret(await readAllStorage(page), needles, baseline);
    await page.reload();
    await verdict(page, "3D", true);
    await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
    expectNoSecret(await readAllStorage(page), needles, baseline);
    await page.goto("/en/eleusis");
    await expect(page.getByTestId("pin-note")).toContainText("Without a PIN the rule is encrypted with a key kept in this browser");
  });

  test("a hand saved before the rule was sealed at rest is encrypted on its first load and goes on", async ({ page }) => {
    test.setTimeout(120_000);
    const salt = "00112233445566778899aabbccddeeff";
    const state = startSession(
      { players: ["Dana", "Ann", "Boris", "Cyril"], robot: false, firstDealer: 0 },
      { rule: commitSync(PRESET.rule, salt), presetId: PRESET.id, wording: WORDING, playedAnyway: false, pinHash: null, at: 1_700_000_000_000 },
    );
    const record = makeRecord(eleusisDefinition, "legacy0hand1", state!, 1_700_000_000_000);
    expect(record.ok).toBe(true);
    const raw = JSON.stringify(record.ok ? record.value : null);
    expect(raw).toContain(PRESET.rule);
    await page.goto("/en");
    await waitForWorker(page);
    await page.evaluate((r) => localStorage.setItem("ttr:session:legacy0hand1", r), raw);
    const baseline = await readAllStorage(page);
    await page.goto("/en/eleusis/play?id=legacy0hand1");
    await tapCard(page, "Lay the starter card", "5C");
    await verdict(page, "AD", true);
    expectNoSecret(await readAllStorage(page), [...presetNeedles(), salt], baseline.filter((e) => e.area === "Cache Storage"));
    await page.reload();
    await verdict(page, "KD", false);
  });
});

test("a game sealed under an old PIN of another form ('ab', taken before PINs were 4–12 digits) still opens with it", async ({ page }) => {
  test.setTimeout(120_000);
  const salt = "00112233445566778899aabbccddeeff";
  const made = await newPinLock("ab", { iterations: 1000 });
  const box = made ? await sealSecret(made.key, { text: PRESET.rule, salt, presetId: PRESET.id, wording: WORDING }) : null;
  expect(made && box).toBeTruthy();
  const state = startSession(
    { players: ["Dana", "Ann", "Boris", "Cyril"], robot: false, firstDealer: 0 },
    { rule: { ...commitSync(PRESET.rule, salt), box: box! }, lock: made!.lock, presetId: PRESET.id, wording: WORDING, playedAnyway: false, pinHash: null, at: 1_700_000_000_000 },
  );
  const record = makeRecord(eleusisDefinition, "oldpin0hand1", state!, 1_700_000_000_000);
  expect(record.ok).toBe(true);
  await page.goto("/en");
  await page.evaluate((r) => localStorage.setItem("ttr:session:oldpin0hand1", r), JSON.stringify(record.ok ? record.value : null));
  await page.goto("/en/eleusis/play?id=oldpin0hand1");
  await expect(page.getByRole("heading", { name: "Enter the dealer's PIN to go on judging" })).toBeVisible();
  await page.getByLabel("Dealer's PIN", { exact: true }).fill("ab");
  await page.getByRole("button", { name: "Open the rule" }).click();
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "AD", true);
});

async function exportFromHome(page: Page): Promise<{ path: string; text: string }> {
  await page.goto("/en");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).first().click()]);
  const path = (await download.path()) ?? "";
  return { path, text: readFileSync(path, "utf8") };
}

async function importOnNewPhone(browser: Browser, path: string): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await ctx.newPage();
  await phone.goto("/en");
  await phone.getByLabel("Import a game from a file").setInputFiles(path);
  await expect(phone.getByText("Game imported.")).toBeVisible();
  await phone.getByRole("link", { name: "Open it" }).click();
  await expect(phone).toHaveURL(/\/en\/eleusis\/play\?id=/);
  return { ctx, page: phone };
}

test("the export file of a hand in progress imports: with a PIN the other phone asks for it and judges on", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await setUp(page, "preset", PIN);
  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "AD", true);
  const file = await exportFromHome(page);
  for (const needle of presetNeedles()) for (const form of encodings(needle)) expect(file.text).not.toContain(form);
  const other = await importOnNewPhone(browser, file.path);
  await expect(other.page.getByRole("heading", { name: "Enter the dealer's PIN to go on judging" })).toBeVisible();
  await expect(other.page.getByTestId("fingerprint")).toHaveText(fingerprint);
  await other.page.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await other.page.getByRole("button", { name: "Open the rule" }).click();
  await expect(other.page.getByTestId("plays").locator("li")).toHaveCount(1);
  await verdict(other.page, "AH", true);
  await verdict(other.page, "QC", false);
  await other.ctx.close();
});

test("without a PIN the file imports read-only with its fingerprint; a PIN set on the old phone makes the next export judgeable", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await setUp(page, "own", null);
  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  const play = page.url();
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "9D", true);
  await verdict(page, "3S", false);
  const first = await exportFromHome(page);
  const readOnly = await importOnNewPhone(browser, first.path);
  const ro = readOnly.page;
  await expect(ro.getByTestId("fingerprint")).toHaveText(fingerprint);
  await expect(ro.getByTestId("rule-locked").getByRole("alert")).toContainText("set a PIN on the phone that sealed the rule and export or hand the game over again");
  await expect(ro.getByRole("region", { name: "To play", exact: true })).toHaveCount(0);
  // Read-only means everything public is shown: the heading, the plays, the layout, the hands; nothing to change.
  await expect(ro.getByRole("heading", { level: 1 })).toHaveText("Eleusis · Hand 1 of 4");
  await expect(ro.getByTestId("plays").locator("li")).toHaveCount(2);
  await expect(ro.getByTestId("plays")).toContainText("9♦");
  await expect(ro.getByTestId("main-line").getByRole("img")).toHaveCount(3);
  await expect(ro.getByRole("list", { name: "9♦ ✗" })).toContainText("3♠");
  await expect(ro.getByTestId("seat-1-counts")).toBeVisible();
  await expect(ro.getByRole("button", { name: "Correct a play" })).toHaveCount(0);
  await expect(ro.getByRole("button", { name: "Reveal the rule" })).toHaveCount(0);
  await readOnly.ctx.close();

  await page.goto(play);
  await page.getByText("Set a PIN for this rule").click();
  await page.getByLabel("New PIN (4–12 digits)").fill(PIN);
  await page.getByLabel("The same PIN again").fill(PIN);
  await page.getByRole("button", { name: "Set the PIN" }).click();
  await expect(page.getByText("Set a PIN for this rule")).toHaveCount(0);
  await verdict(page, "2H", false);
  const second = await exportFromHome(page);
  const other = await importOnNewPhone(browser, second.path);
  await other.page.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await other.page.getByRole("button", { name: "Open the rule" }).click();
  await verdict(other.page, "3D", true);
  await expect(other.page.getByTestId("fingerprint")).toHaveText(fingerprint);
  await other.ctx.close();
});

test("after a reload the hand keeps its place while the device key opens the rule: heading, judge and layout never leave the screen", async ({ page }) => {
  test.setTimeout(120_000);
  await setUp(page, "preset", null);
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "AD", true);
  // A slow phone: opening the sealed rule takes 400 ms. Every frame from the first that shows the hand's
  // heading is sampled: does it also show the judge (the keypad) and the layout?
  await page.addInitScript(() => {
    const subtle = globalThis.crypto.subtle;
    const decrypt = subtle.decrypt.bind(subtle);
    subtle.decrypt = (...args: Parameters<SubtleCrypto["decrypt"]>) => new Promise((ok) => setTimeout(() => ok(decrypt(...args)), 400));
    const frames: string[] = [];
    (globalThis as unknown as { frames_: string[] }).frames_ = frames;
    const sample = () => {
      const h1 = document.querySelector("main h1")?.textContent ?? "";
      if (h1.startsWith("Eleusis · Hand") || frames.length > 0) {
        const pad = document.querySelector('main section[aria-label="To play"]') ? "pad" : "-";
        const line = document.querySelector('[data-testid="main-line"]') ? "line" : "-";
        frames.push(`${h1 || "-"}|${pad}|${line}`);
      }
      if (frames.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.reload();
  await verdict(page, "AH", true);
  const frames = await page.evaluate(() => (globalThis as unknown as { frames_: string[] }).frames_);
  expect(frames.length).toBeGreaterThan(10);
  expect(frames.filter((f) => f !== "Eleusis · Hand 1 of 4|pad|line")).toEqual([]);
});

test("without Web Crypto (plain http on a LAN) the app says so, and hands the game over without the rule: read-only on the other phone", async ({ browser }) => {
  test.setTimeout(150_000);
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ctx.addInitScript(() => Object.defineProperty(globalThis.crypto, "subtle", { value: undefined, configurable: true }));
  const page = await ctx.newPage();
  await page.goto("/en/eleusis");
  await expect(page.getByTestId("pin-note")).toContainText("This page has no Web Crypto");
  await setUp(page, "preset", PIN);
  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "AD", true);
  await page.reload();
  await verdict(page, "AH", true);

  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  await expect(page.getByTestId("handover-dialog").getByRole("alert")).toContainText("cannot encrypt on this address");
  await page.getByRole("button", { name: "Hand over without the rule (read-only there)" }).click();
  const links = await handoverLinks(page);
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  for (const [i, link] of links.entries()) {
    await phone.goto(link);
    // A person scans the next code once the phone says which are still missing.
    if (i < links.length - 1) await expect(phone.getByTestId("handover-progress")).toContainText(`Code ${i + 1} of ${links.length} received.`);
  }
  await expect(phone).toHaveURL(/\/en\/eleusis\/play\?id=/, { timeout: 20_000 });
  await expect(phone.getByTestId("fingerprint")).toHaveText(fingerprint);
  await expect(phone.getByTestId("rule-locked").getByRole("alert")).toContainText("cannot open the sealed rule");
  await expect(phone.getByRole("region", { name: "To play", exact: true })).toHaveCount(0);
  // The app's own cached files hold the presets (public); the phone's game storage must not hold this rule.
  const stored = JSON.stringify((await readAllStorage(phone)).filter((e) => e.area !== "Cache Storage"));
  for (const needle of presetNeedles()) expect(stored).not.toContain(needle);
  await other.close();
  await ctx.close();
});

test("ru, 320 px, dark: the PIN prompt after a reload is readable, fits and passes axe", async ({ browser }) => {
  test.setTimeout(120_000);
  const ctx = await browser.newContext({ locale: "ru-RU", viewport: { width: 320, height: 700 }, colorScheme: "dark" });
  const page = await ctx.newPage();
  await page.goto("/ru/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByTestId("pin-note")).toContainText("От того, кто держит телефон, правило защищает только PIN.");
  await page.screenshot({ path: test.info().outputPath("setup-ru-320-dark.png"), fullPage: true });
  for (const name of ["Даня", "Аня", "Боря", "Кира"]) {
    await page.getByRole("textbox", { name: "Имя ещё одного игрока" }).fill(name);
    await page.getByRole("button", { name: "Добавить", exact: true }).click();
  }
  await page.getByLabel(/PIN сдающего/).fill("abc");
  await page.getByRole("button", { name: /Запечатать/ }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("PIN — это от 4 до 12 цифр. Чтобы играть без PIN, оставьте поле пустым.");
  await expect(page.getByLabel(/PIN сдающего/)).toHaveValue("abc");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: test.info().outputPath("setup-pin-problem-ru-320-dark.png"), fullPage: true });
  await page.getByLabel(/PIN сдающего/).fill(PIN);
  await page.getByRole("button", { name: /Запечатать/ }).click();
  await expect(page).toHaveURL(/\/ru\/eleusis\/play\?id=/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Введите PIN сдающего, чтобы судить дальше" })).toBeVisible();
  await page.getByRole("button", { name: "Открыть правило" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: test.info().outputPath("locked-ru-320-dark.png"), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("button", { name: "Открыть правило" }).click();
  await expect(page.getByTestId("rule-locked").getByRole("alert")).toHaveText("Сначала введите PIN сдающего.");
  await page.getByLabel("PIN сдающего", { exact: true }).fill("0000");
  await page.getByRole("button", { name: "Открыть правило" }).click();
  await expect(page.getByTestId("rule-locked").getByRole("alert")).toHaveText("Неверный PIN. Правило остаётся запечатанным; попробуйте ещё раз.");
  await ctx.close();
});

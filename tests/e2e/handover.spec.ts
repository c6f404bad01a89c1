import { inflateRawSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { CakeAction } from "../../lib/cake/session";
import { cakeGame, newCakeState } from "../../lib/cake/session";
import { newSessionId } from "../../lib/store/sessions";
import { seedPlayedGame } from "./helpers/seed";
import { tapCard } from "./helpers/table";
import { handoverLinks, shownQrImage } from "./helpers/qr";
import { storageOf } from "./helpers/storage";

/*
 * Handing a live game to another phone: the codes are read the way a phone camera would
 * see them from arm's length, i.e. from a screenshot shrunk to 50 %, with jsQR; the second phone is
 * a separate browser context.
 */
test.use({ viewport: { width: 390, height: 844 } });

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
/** 4 hands: 49 cards (2♠ 2♣ 2♦ removed, docs/rules.md deck table); the starter is 5♣. */
const DECK = RANKS.flatMap((r) => ["C", "D", "H", "S"].map((s) => `${r}${s}`)).filter((c) => !["2S", "2C", "2D", "5C"].includes(c));
const CARDS = [...DECK.filter((_, i) => i % 2 === 0), ...DECK.filter((_, i) => i % 2 === 1)];
const NAMES = ["Ann", "Boris", "Cyril", "Eva"];
const PIN = "4821";
const RULE = "card.suit.index == (prev.suit.index + 1) mod 4";

async function play(page: Page, cards: string[]) {
  for (const card of cards) {
    const before = await page.getByTestId("plays").locator("li").count();
    await tapCard(page, "To play", card);
    await expect(page.getByTestId("plays").locator("li")).toHaveCount(before + 1);
  }
}

/** The screenshot shrunk to 50 % (2×2 box average) from pixel (ox, oy) on. */
function halfSize(png: PNG, ox: 0 | 1, oy: 0 | 1): { data: Uint8ClampedArray; w: number; h: number } {
  const w = Math.floor((png.width - ox) / 2);
  const h = Math.floor((png.height - oy) / 2);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) sum += png.data[((2 * y + oy + dy) * png.width + 2 * x + ox + dx) * 4 + c] ?? 0;
        data[(y * w + x) * 4 + c] = Math.round(sum / 4);
      }
    }
  }
  return { data, w, h };
}

/**
 * The QR image as a phone camera sees it: the screenshot shrunk to 50 %, read by jsQR. A camera meets
 * the module grid at any phase, and the screenshot's crop lands a pixel off the grid when the image
 * sits at a half pixel (centred in an odd width): each of the four phases is tried.
 */
async function readQrAtHalf(page: Page): Promise<string> {
  const img = await shownQrImage(page);
  const png = PNG.sync.read(await img.screenshot());
  let code: ReturnType<typeof jsQR> = null;
  for (const [ox, oy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    const half = halfSize(png, ox, oy);
    code ??= jsQR(half.data, half.w, half.h);
  }
  expect(code, `QR decodes from a 50 % screenshot (${png.width} px; at full size: ${Boolean(jsQR(new Uint8ClampedArray(png.data), png.width, png.height))})`).not.toBeNull();
  return code?.data ?? "";
}

/** Every code of the handover series on screen, in order, each read from its QR image at half size (and the same as its link field). */
async function readSeries(page: Page): Promise<string[]> {
  return handoverLinks(page, async (p) => {
    const link = await readQrAtHalf(p);
    expect(link).toBe(await p.getByTestId("handover-link").inputValue());
    return link;
  });
}

/** The payload as anyone holding the links can read it (no PIN): parts joined, inflated. */
function decodeWithoutPin(links: string[]): string {
  const parts = links.map((l) => (l.split("#")[1] ?? "").split(".")).sort((a, b) => Number(a[1]) - Number(b[1]));
  const frame = Buffer.from(parts.map((p) => p[5] ?? "").join(""), "base64url");
  return frame[1] === 1 ? inflateRawSync(frame.subarray(6)).toString("utf8") : frame.subarray(6).toString("utf8");
}

async function newPhone(browser: Browser, locale = "en-US"): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  return { ctx, page: await ctx.newPage() };
}

test("Eleusis: a sealed 5-player hand of 30 plays goes to another phone through its QR codes and goes on there", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto("/en/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of ["Dana", ...NAMES]) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
  await page.getByLabel("Dealer PIN (optional, protects peek and edit)").fill(PIN);
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  await tapCard(page, "Lay the starter card", "5C");
  await play(page, CARDS.slice(0, 30));
  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  const line = await page.getByTestId("main-line").innerText();
  const plays = await page.getByTestId("plays").innerText();
  const seats = await page.locator('[data-testid$="-counts"]').allInnerTexts();

  // Hand over: the dealer's PIN is checked first; a wrong one hands over nothing.
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  await page.getByLabel("Dealer's PIN").fill("0000");
  await page.getByRole("button", { name: "Show the code and hand over" }).click();
  await expect(page.getByTestId("handover-dialog").getByRole("alert")).toHaveText("Wrong PIN. Nothing was handed over.");
  await page.getByLabel("Dealer's PIN").fill(PIN);
  await page.getByRole("button", { name: "Show the code and hand over" }).click();
  const links = await readSeries(page);
  expect(links.length).toBeGreaterThan(1);
  for (const l of links) expect(l).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tabletop-referee\/en\/handover#1\.\d+\.\d+\.\d+\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+$/);

  // Decoded without the PIN, the links carry no rule text, salt, preset id or wording in any form.
  const open = decodeWithoutPin(links);
  expect(open).toContain('"kind":"eleusis"');
  for (const needle of [RULE, "suit-cycle", "Suits in a cycle", "Масти по кругу", "suit.index", "prev.suit"]) {
    expect(open).not.toContain(needle);
    for (const l of links) expect(l).not.toContain(Buffer.from(needle).toString("base64url").slice(0, 16));
  }

  // The new phone: codes scanned out of order; a missing one is asked for by number.
  const other = await newPhone(browser);
  const order = [...links.keys()].reverse();
  const t0 = Date.now();
  await other.page.goto(links[order[0] ?? 0] ?? "");
  await expect(other.page.getByTestId("handover-progress")).toContainText(`Code 1 of ${links.length} received.`);
  await expect(other.page.getByTestId("handover-progress")).toContainText(`Still missing: ${links.slice(0, -1).map((_, i) => i + 1).join(", ")}`);
  // The page opened again without a code (the phone slept, the tab was reopened): what came is still there.
  await other.page.goto("/en/handover");
  await expect(other.page.getByTestId("handover-progress")).toContainText(`Code 1 of ${links.length} received.`);
  for (const [i, k] of order.slice(1).entries()) {
    await other.page.goto(links[k] ?? "");
    if (i < order.length - 2) await expect(other.page.getByTestId("handover-progress")).toContainText(`Code ${i + 2} of ${links.length} received.`);
  }
  await expect(other.page.getByRole("heading", { name: "Dealer: enter your PIN to unseal the rule" })).toBeVisible();
  await expect(other.page.getByTestId("handover-fingerprint")).toContainText(fingerprint);

  // Wrong PIN: refused, nothing written.
  const before = await storageOf(other.page);
  await other.page.getByLabel("PIN").fill("1111");
  await other.page.getByRole("button", { name: "Unseal and open the game" }).click();
  await expect(other.page.locator("main").getByRole("alert")).toHaveText("Wrong PIN. Nothing was saved; try again.");
  expect(await storageOf(other.page)).toEqual(before);
  await other.page.getByLabel("PIN").fill(PIN);
  const t1 = Date.now();
  await other.page.getByRole("button", { name: "Unseal and open the game" }).click();
  await expect(other.page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  await expect(other.page.getByTestId("fingerprint")).toHaveText(fingerprint);
  console.log(`handover eleusis-30: ${links.length} codes; scan→PIN prompt ${t1 - t0} ms incl. navigation; PIN→game on screen ${Date.now() - t1} ms`);

  // Same layout, same verdicts, same seats; then 10 more plays judged on the new phone.
  await expect(other.page.getByTestId("plays").locator("li")).toHaveCount(30);
  await expect.poll(() => other.page.getByTestId("main-line").innerText()).toBe(line);
  await expect.poll(() => other.page.getByTestId("plays").innerText()).toBe(plays);
  expect(await other.page.locator('[data-testid$="-counts"]').allInnerTexts()).toEqual(seats);
  await play(other.page, CARDS.slice(30, 40));
  await expect(other.page.getByTestId("plays").locator("li")).toHaveCount(40);

  // The old phone is marked and refuses a play.
  await expect(page.getByTestId("handed-over")).toContainText("Handed over to another phone");
  await tapCard(page, "To play", CARDS[30] ?? "");
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "Refused: this game was handed over" })).toBeVisible();
  await expect(page.getByTestId("plays").locator("li")).toHaveCount(30);
  await page.reload();
  await expect(page.getByTestId("handed-over")).toBeVisible();
  await other.ctx.close();
});

async function addCakePlayer(page: Page, name: string) {
  await page.getByLabel("Another player's name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

async function stepUp(page: Page, label: string, times = 1) {
  for (let i = 0; i < times; i++) await page.getByRole("button", { name: `More: ${label}`, exact: true }).click();
}

async function cakePlayer(page: Page, name: string) {
  await page.getByRole("navigation", { name: /Player/ }).getByRole("button", { name, exact: true }).click();
}

/** Scans every code of a series into a fresh phone (out of order). */
async function scanAll(browser: Browser, links: string[]): Promise<{ ctx: BrowserContext; page: Page }> {
  const other = await newPhone(browser);
  const order = [...links.keys()].reverse();
  for (const [i, k] of order.entries()) {
    await other.page.goto(links[k] ?? "");
    // A person scans the next code once the phone says which are still missing.
    if (i < order.length - 1) await expect(other.page.getByTestId("handover-progress")).toContainText(`Code ${i + 1} of ${links.length} received.`);
  }
  return other;
}

/** Scans every code of a series into a fresh phone (out of order) and waits for the game screen. */
async function receive(browser: Browser, links: string[], url: RegExp): Promise<{ ctx: BrowserContext; page: Page }> {
  const other = await scanAll(browser, links);
  await expect(other.page).toHaveURL(url, { timeout: 20_000 });
  return other;
}

test("Piece of Cake: a series in its second game goes to another phone with its history and undo", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto("/en/cake");
  for (const name of ["Аня", "Борис", "Вера"]) await addCakePlayer(page, name);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
  await cakePlayer(page, "Аня");
  await stepUp(page, "Kiwi saved", 2);
  await page.getByRole("button", { name: "Show the result" }).click();
  await page.getByRole("button", { name: "Next game in this series" }).click();
  await cakePlayer(page, "Борис");
  await stepUp(page, "Chocolate saved", 1);
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  const links = await readSeries(page);
  const other = await receive(browser, links, /\/en\/cake\/play\?id=/);
  // The draft of game 2 arrived, undo works, and game 2 can be finished there.
  await cakePlayer(other.page, "Борис");
  await expect(other.page.getByLabel("Chocolate saved", { exact: true })).toHaveValue("1");
  await other.page.getByRole("button", { name: /Undo/ }).click();
  await expect(other.page.getByLabel("Chocolate saved", { exact: true })).toHaveValue("");
  await stepUp(other.page, "Chocolate saved", 2);
  await other.page.getByRole("button", { name: "Show the result" }).click();
  await expect(other.page.getByTestId("result-row").first()).toContainText("Борис");
  await other.page.getByRole("button", { name: "Series", exact: true }).click();
  await expect(other.page.getByTestId("series-row")).toHaveCount(3);
  // The old phone refuses the next step.
  await expect(page.getByTestId("handed-over")).toBeVisible();
  await stepUp(page, "Chocolate saved", 1);
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "Refused: this game was handed over" })).toBeVisible();
  await expect(page.getByLabel("Chocolate saved", { exact: true })).toHaveValue("1");
  await other.ctx.close();
});

test("Pechenka: a 6-player game goes to another phone with the host's deal", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
  await page.goto("/en/pechenka");
  for (const n of names) {
    await page.getByLabel("Another player's name").fill(n);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Deal the roles" }).click();
  await expect(page).toHaveURL(/\/en\/pechenka\/play\?id=/);
  await page.getByRole("button", { name: "Show the code for Ann" }).click();
  const annLink = await page.getByLabel("Link for Ann").inputValue();
  await page.getByRole("button", { name: "Done, hide the code" }).click();
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  const links = await readSeries(page);
  // The roles travel only under the one-time code shown beside the QR: the links without it hold none.
  const code = (await page.getByTestId("handover-secret-code").innerText()).replace(/\s/g, "");
  expect(code).toMatch(/^\d{8}$/);
  const open = decodeWithoutPin(links);
  expect(open).toContain('"kind":"pechenka"');
  expect(open).not.toContain('"roles":[[');
  for (const l of links) expect(l).not.toContain(code);
  const other = await scanAll(browser, links);
  await expect(other.page.getByRole("heading", { name: "Host: enter the one-time code shown on the old phone" })).toBeVisible();
  const before = await storageOf(other.page);
  await other.page.getByLabel("One-time code").fill("00000000");
  await other.page.getByRole("button", { name: "Open the game" }).click();
  await expect(other.page.locator("main").getByRole("alert")).toHaveText("Wrong code. Nothing was saved; try again.");
  expect(await storageOf(other.page)).toEqual(before);
  await other.page.getByLabel("One-time code").fill(`${code.slice(0, 4)} ${code.slice(4)}`);
  await other.page.getByRole("button", { name: "Open the game" }).click();
  await expect(other.page).toHaveURL(/\/en\/pechenka\/play\?id=/, { timeout: 20_000 });
  // The deal came along: the new host shows Ann the very same code, and knows hers was shown.
  await expect(other.page.getByTestId("shown-0")).toHaveText(/code shown/);
  await other.page.getByRole("button", { name: "Show the code for Bob" }).click();
  await other.page.getByRole("button", { name: "Done, hide the code" }).click();
  await other.page.getByRole("button", { name: "Show Ann's code again" }).click();
  expect(await other.page.getByLabel("Link for Ann").inputValue()).toBe(annLink);
  // The old phone refuses.
  await page.getByRole("button", { name: "Show the code for Bob" }).click();
  await page.getByRole("button", { name: "Done, hide the code" }).click();
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "Refused: this game was handed over" })).toBeVisible();
  await expect(page.getByTestId("shown-1")).not.toHaveText(/code shown/);
  await other.ctx.close();
});

const BROKEN = {
  en: {
    changed: "This link was changed on the way (a character differs). Scan the code again.",
    truncated: "This link is cut short. Scan the code again, or copy the whole link.",
    newer: "This link comes from a newer version of the app. Update the app on this phone and scan again.",
    none: "Open a handover link or scan a handover code to receive a game.",
  },
  ru: {
    changed: "Ссылка изменилась по дороге (другой символ). Отсканируйте код ещё раз.",
    truncated: "Ссылка обрезана. Отсканируйте код ещё раз или скопируйте ссылку целиком.",
    newer: "Ссылка сделана более новой версией приложения. Обновите приложение на этом телефоне и отсканируйте снова.",
    none: "Откройте ссылку передачи или отсканируйте код, чтобы принять игру.",
  },
} as const;

for (const lang of ["en", "ru"] as const) {
  test(`${lang}: a changed, a truncated and a newer-version handover link are refused clearly and write nothing`, async ({ page, browser }) => {
    await page.goto("/en/cake");
    for (const name of ["Ann", "Bob"]) await addCakePlayer(page, name);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("button", { name: "Hand over to another phone" }).click();
    const [link = ""] = await readSeries(page);
    const frag = link.split("#")[1] ?? "";
    const base = link.split("#")[0]?.replace("/en/handover", `/${lang}/handover`) ?? "";
    const i = frag.length - 10;
    const changed = `${base}#${frag.slice(0, i)}${frag[i] === "A" ? "B" : "A"}${frag.slice(i + 1)}`;
    const other = await newPhone(browser, lang === "ru" ? "ru-RU" : "en-US");
    await other.page.goto(`/${lang}/handover`);
    await expect(other.page.locator("main")).toContainText(BROKEN[lang].none);
    // That text is in the server HTML: wait until the page has hydrated (React has claimed the paste
    // field) before taking the storage to compare with.
    await expect.poll(() => other.page.getByLabel(/paste|Вставьте/i).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(true);
    const before = await storageOf(other.page);
    for (const [bad, text] of [
      [changed, BROKEN[lang].changed],
      [`${base}#${frag.slice(0, frag.length - 12)}`, BROKEN[lang].truncated],
      [`${base}#2${frag.slice(1)}`, BROKEN[lang].newer],
    ] as const) {
      await other.page.goto(bad);
      await other.page.reload();
      await expect(other.page.locator("main").getByRole("alert")).toHaveText(text);
      expect(await storageOf(other.page)).toEqual(before);
    }
    // Pasted rather than opened: the refused link stays in the field beside the message.
    const paste = other.page.getByLabel(/paste|Вставьте/i);
    await paste.fill(changed);
    await other.page.getByRole("button", { name: lang === "ru" ? "Добавить ссылку" : "Add link" }).click();
    await expect(other.page.locator("main").getByRole("alert")).toHaveText(BROKEN[lang].changed);
    await expect(paste).toHaveValue(changed);
    expect(await storageOf(other.page)).toEqual(before);
    await other.page.screenshot({ path: `test-results/handover-broken-${lang}.png` });
    await other.ctx.close();
  });
}

test("codes scanned one right after another, before the page has woken up, are all kept", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/en/cake");
  for (const name of ["Ann", "Bob", "Cy"]) await addCakePlayer(page, name);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  const links = await readSeries(page);
  expect(links.length).toBeGreaterThan(1);
  // A camera app opens each link in the same tab as soon as it sees the code: no wait for "received".
  const other = await newPhone(browser);
  for (const link of links) await other.page.goto(link);
  await expect(other.page).toHaveURL(/\/en\/cake\/play\?id=/, { timeout: 20_000 });
  await expect(other.page.getByRole("navigation", { name: /Player/ })).toBeVisible();
  await other.ctx.close();
});

test("an empty receive page loads no link reader (no zod) until a link comes", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  await page.goto("/en/handover");
  const paste = page.getByLabel("Or paste a handover link");
  await expect.poll(() => paste.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(true);
  await page.waitForLoadState("networkidle");
  const texts = await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()));
  expect(scripts.length).toBeGreaterThan(3);
  expect(texts.filter((t) => t.includes("ZodError")).length).toBe(0);
});

/**
 * A Piece of Cake series long enough to need three or more handover codes, for the tests about receiving
 * them: `games` finished games, in game g player g stepping Kiwi saved up 1 + g times, taken through the
 * store's own step rather than tapped (the record has the undo history of a game played on screen).
 * Opens its game screen, opens its handover and returns the links of its codes as the page's link field
 * shows them (reading the QR images is what `readSeries` and the tests using it check).
 */
async function cakeSeriesLinks(page: Page, names: string[], games: number): Promise<string[]> {
  const actions: CakeAction[] = [];
  for (let g = 0; g < games; g++) {
    if (g > 0) actions.push({ type: "next-game" });
    for (let i = 0; i <= g; i++) actions.push({ type: "step", game: g, player: g % names.length, field: { part: "saved", kind: "kiwi" }, delta: 1 });
    actions.push({ type: "finish", game: g, at: Date.now() });
  }
  const id = newSessionId();
  await seedPlayedGame(page, cakeGame, id, newCakeState(names), actions);
  await page.goto(`/en/cake/play?id=${id}`);
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  return handoverLinks(page);
}

test("the last code pasted opens the game once, even tapped twice; a phone slow to load the game's code says it is opening meanwhile", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const links = await cakeSeriesLinks(page, ["Ann", "Bob", "Cy", "Dee", "Eve"], 2);
  expect(links.length).toBeGreaterThan(1);
  const other = await newPhone(browser);
  await other.page.goto("/en/handover");
  // Hydrated: the scanner's button is enabled then.
  await expect(other.page.getByRole("button", { name: "Scan a code" })).toBeEnabled();
  const field = other.page.getByLabel("Or paste a handover link", { exact: true });
  const add = other.page.getByRole("button", { name: "Add link", exact: true });
  for (const [i, link] of links.slice(0, -1).entries()) {
    await field.fill(link);
    await add.click();
    await expect(other.page.getByTestId("handover-progress")).toContainText(`Code ${i + 1} of ${links.length} received.`);
    await expect(field).toHaveValue("");
  }
  // The game's own code (its definition) loads only now, and slowly: held until the page has said so.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await other.page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await other.page.evaluate(() => {
    const w = window as Window & { sawExists?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="handover-exists"]')) w.sawExists = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await field.fill(links.at(-1) ?? "");
  await add.dblclick();
  await expect(other.page.getByRole("status").filter({ hasText: "Opening…" })).toBeVisible();
  release();
  await expect(other.page).toHaveURL(/\/en\/cake\/play\?id=/);
  await expect(other.page.getByRole("button", { name: "Hand over to another phone" })).toBeVisible();
  // One game, stored once: the second tap added nothing, and "already on this phone" never showed.
  expect(await other.page.evaluate(() => (window as Window & { sawExists?: boolean }).sawExists ?? false)).toBe(false);
  expect(Object.keys(await storageOf(other.page)).filter((k) => k.startsWith("ttr:session:"))).toHaveLength(1);
  await other.ctx.close();
});

test("two codes opened within one task, on a phone still busy with the first, are both kept", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const links = await cakeSeriesLinks(page, ["Ann", "Bob", "Cy", "Dee", "Eve"], 4);
  expect(links.length).toBeGreaterThanOrEqual(3);
  const n = links.length;
  const other = await newPhone(browser);
  const progress = other.page.getByTestId("handover-progress");

  // Before the page has woken up: its scripts are held back while codes 2 and 3 open in one task.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await other.page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await other.page.goto(links[0] ?? "", { waitUntil: "domcontentloaded" });
  await other.page.evaluate(([a, b]) => {
    location.href = a ?? "";
    location.href = b ?? "";
  }, [links[1] ?? "", links[2] ?? ""] as const);
  release();
  await expect(progress).toContainText(`Code 3 of ${n} received.`);
  await other.page.unroute("**/_next/static/chunks/*.js");
  await expect(progress).not.toContainText("Still missing: 2");

  await other.ctx.close();

  // Once awake: a phone busy with one code when the next two open (two hash changes in one task).
  const awake = await newPhone(browser);
  const shown = awake.page.getByTestId("handover-progress");
  await awake.page.goto(links[0] ?? "");
  await expect(shown).toContainText(`Code 1 of ${n} received.`);
  await awake.page.evaluate(([a, b]) => {
    location.href = a ?? "";
    location.href = b ?? "";
  }, [links[1] ?? "", links[2] ?? ""] as const);
  await expect(shown).toContainText(`Code 3 of ${n} received.`);
  await expect(shown).not.toContainText("Still missing: 2");
  for (const link of links.slice(3)) await awake.page.goto(link);
  await expect(awake.page).toHaveURL(/\/en\/cake\/play\?id=/, { timeout: 20_000 });
  await awake.ctx.close();
});

test("a partial series never blocks another handover: it is listed as pending and can be dropped", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const first = await cakeSeriesLinks(page, ["Ann", "Bob", "Cy", "Dee", "Eve"], 3);
  expect(first.length).toBeGreaterThan(1);
  const second = await (async () => {
    const p = await page.context().newPage();
    const links = await cakeSeriesLinks(p, ["Kim", "Lee"], 1);
    await p.close();
    return links;
  })();
  const other = await newPhone(browser);
  // One code of the first game only, then the whole second game: it arrives as usual.
  await other.page.goto(first[0] ?? "");
  await expect(other.page.getByTestId("handover-progress")).toContainText(`Code 1 of ${first.length} received.`);
  for (const link of second) await other.page.goto(link);
  await expect(other.page).toHaveURL(/\/en\/cake\/play\?id=/, { timeout: 20_000 });
  await expect(other.page.locator("main")).toContainText("Kim");
  // The first game's code is still kept: opened bare, the page says what is missing, and it can be dropped.
  await other.page.goto("/en/handover");
  const progress = other.page.getByTestId("handover-progress");
  await expect(progress).toContainText(`Code 1 of ${first.length} received.`);
  await expect(progress).toContainText(`Still missing: ${first.slice(1).map((_, i) => i + 2).join(", ")}.`);
  await progress.getByRole("button", { name: "Drop these codes" }).click();
  await expect(other.page.locator("main")).toContainText("Those codes were dropped.");
  await expect(progress).toHaveCount(0);
  expect(await other.page.evaluate(() => localStorage.getItem("ttr:handover:parts"))).toBeNull();
  // A partial series beside one in progress is listed under it, and can be dropped there.
  await other.page.goto(first[0] ?? "");
  await other.page.goto("about:blank");
  const third = await (async () => {
    const p = await page.context().newPage();
    const links = await cakeSeriesLinks(p, ["Ola", "Pia", "Quin", "Rui", "Sam"], 2);
    await p.close();
    return links;
  })();
  await other.page.goto(third[0] ?? "");
  await expect(progress).toContainText(`Code 1 of ${third.length} received.`);
  const pending = other.page.getByTestId("handover-pending");
  await expect(pending).toContainText(`1 of ${first.length} codes received; still missing: ${first.slice(1).map((_, i) => i + 2).join(", ")}.`);
  await other.page.screenshot({ path: "test-results/handover-pending-en.png", fullPage: true });
  await pending.getByRole("button", { name: "Drop these codes" }).click();
  await expect(pending).toHaveCount(0);
  await expect(progress).toContainText(`Code 1 of ${third.length} received.`);
  await other.ctx.close();
});

test("receiving a game already on this phone says so: open the one here, keep both, or replace it only with a newer one", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto("/en/cake");
  for (const name of ["Ann", "Zoë"]) await addCakePlayer(page, name);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  const links = await readSeries(page);
  const other = await receive(browser, links, /\/en\/cake\/play\?id=/);
  const firstUrl = other.page.url();
  const homeRows = () => other.page.getByRole("link", { name: "Resume: Piece of Cake, Ann, Zoë" });
  // The same handover again: nothing is written until the person chooses.
  const before = await storageOf(other.page);
  for (const link of links) await other.page.goto(link);
  const asked = other.page.getByTestId("handover-exists");
  await expect(asked.getByRole("heading")).toHaveText("Piece of Cake · Ann, Zoë is already on this phone");
  await expect(asked).toContainText("The received game is the same as the one here.");
  await expect(asked.getByRole("button", { name: "Replace it with the received one" })).toHaveCount(0);
  expect(Object.keys(await storageOf(other.page)).filter((k) => k.startsWith("ttr:session:"))).toEqual(Object.keys(before).filter((k) => k.startsWith("ttr:session:")));
  await other.page.screenshot({ path: "test-results/handover-exists-en.png" });
  await asked.getByRole("button", { name: "Open the one on this phone" }).click();
  await expect(other.page).toHaveURL(firstUrl);
  // Once more, and keep both: two games, said so on the home list.
  for (const link of links) await other.page.goto(link);
  await other.page.getByTestId("handover-exists").getByRole("button", { name: "Keep both" }).click();
  await expect(other.page).toHaveURL(/\/en\/cake\/play\?id=/);
  expect(other.page.url()).not.toBe(firstUrl);
  await other.page.goto("/en");
  await expect(homeRows()).toHaveCount(2);
  await other.ctx.close();
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test("every handover code is drawn at whole pixels per module and reads at full and at half size", async ({ page }) => {
    test.setTimeout(120_000);
    const links = await cakeSeriesLinks(page, ["Ann", "Bob", "Cy", "Dee", "Eve"], 2);
    expect(links.length).toBeGreaterThan(1);
    const caption = page.getByTestId("handover-code-caption");
    for (let k = links.length; k > 1; k--) await page.getByRole("button", { name: "Previous code" }).click();
    for (let k = 1; k <= links.length; k++) {
      if (k > 1) await page.getByRole("button", { name: "Next code" }).click();
      await expect(caption).toHaveText(`Code ${k} of ${links.length}`);
      const img = await shownQrImage(page);
      // Drawn at its own size: not scaled by the browser, so each module is a whole number of pixels.
      const [natural, shown, right] = await img.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.getBoundingClientRect().width, i.getBoundingClientRect().right]);
      expect(shown).toBe(natural);
      expect(right).toBeLessThanOrEqual(320);
      const png = PNG.sync.read(await img.screenshot());
      const full = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(full?.data, "QR decodes from a full-size screenshot").toBe(links[k - 1]);
      const moduleCount = 17 + 4 * (full?.version ?? 0);
      // With a quiet zone of 1, 2 or 4 modules, a whole number of pixels per module.
      expect([1, 2, 4].some((q) => Number.isInteger(natural / (moduleCount + 2 * q)))).toBe(true);
      expect(await readQrAtHalf(page)).toBe(links[k - 1]);
    }
    await page.screenshot({ path: "test-results/handover-qr-320-en.png", fullPage: false });
  });
});

/** "1 код", "2 кода", "5 кодов", "21 код": the Russian form after a count, written out here rather than computed. */
function codesRu(n: number): string {
  const [ten, hundred] = [n % 10, n % 100];
  if (ten === 1 && hundred !== 11) return `${n} код`;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return `${n} кода`;
  return `${n} кодов`;
}

test("in Russian the handover says how many codes with the word the count needs", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Two series: a short one and one long enough for a different word form.
  const counts: number[] = [];
  for (const [names, games] of [[["Kim", "Lee"], 1], [["Ann", "Bob", "Cy", "Dee", "Eve"], 4]] as const) {
    const p = await page.context().newPage();
    const links = await cakeSeriesLinks(p, [...names], games);
    counts.push(links.length);
    // The same game on the Russian page: the codes are shown again, and the series line names their number.
    await p.goto(p.url().replace("/en/", "/ru/"));
    await p.getByRole("button", { name: /Передать на другой телефон|Показать коды передачи ещё раз/ }).click();
    const dialog = p.getByTestId("handover-dialog");
    await expect(p.getByTestId("handover-code-caption")).toHaveText(`Код 1 из ${links.length}`, { timeout: 30_000 });
    await expect(dialog).toContainText(`Для этой игры нужно ${codesRu(links.length)}.`);
    await p.screenshot({ path: `test-results/handover-series-ru-${links.length}.png` });
    // The other phone, in Russian: the first code is kept and the rest are asked for.
    const other = await newPhone(browser, "ru-RU");
    await other.page.goto((links[0] ?? "").replace("/en/", "/ru/"));
    await expect(other.page.getByTestId("handover-progress")).toContainText(`Код 1 из ${links.length} получен.`);
    await other.ctx.close();
    await p.close();
  }
  expect(counts[0]).toBeGreaterThan(1);
  expect(codesRu(counts[0] ?? 0).split(" ")[1]).not.toBe(codesRu(counts[1] ?? 0).split(" ")[1]);
});

/** Makes the phone's storage refuse every write (full) while `window.__storageFull` is true; the test flips it. */
async function fillableStorage(ctx: BrowserContext) {
  await ctx.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if ((window as { __storageFull?: boolean }).__storageFull) throw new DOMException("full", "QuotaExceededError");
      return set.call(this, key, value);
    };
  });
}

const storageFull = (page: Page, full: boolean) => page.evaluate((f) => void ((window as { __storageFull?: boolean }).__storageFull = f), full);

const HELD = {
  en: {
    held: "This phone's storage is full, so these codes are kept only while this page stays open. Scan the rest now without closing it, or free some space. Nothing stored on this phone was changed.",
    storageHeld: "This browser's storage is full and refused to save the game. Its codes are kept while this page stays open: free some space on the phone, then open the game below. Nothing stored on this phone was changed.",
    got: (k: number, n: number) => `Code ${k} of ${n} received.`,
    open: "Open this game",
    pendingHeld: "Other codes, kept only while this page stays open (the phone's storage is full)",
  },
  ru: {
    held: "Память телефона заполнена, поэтому эти коды хранятся, только пока открыта эта страница. Отсканируйте остальные сейчас, не закрывая её, или освободите место. Ничего сохранённого на телефоне не изменилось.",
    storageHeld: "Хранилище браузера заполнено и не дало сохранить игру. Её коды хранятся, пока открыта эта страница: освободите место на телефоне и откройте игру ниже. Ничего сохранённого на телефоне не изменилось.",
    got: (k: number, n: number) => `Код ${k} из ${n} получен.`,
    open: "Открыть эту игру",
    pendingHeld: "Другие коды, которые хранятся, только пока открыта эта страница (память телефона заполнена)",
  },
} as const;

test("storage full in the middle of a series: said, the codes go on in the page's memory, nothing stored changes, and the game lands once space is back", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const links = await cakeSeriesLinks(page, ["Ann", "Bob", "Cy", "Dee", "Eve"], 4);
  expect(links.length).toBeGreaterThanOrEqual(3);
  const n = links.length;
  const kept = await (async () => {
    const p = await page.context().newPage();
    const l = await cakeSeriesLinks(p, ["Kim", "Lee"], 1);
    await p.close();
    return l;
  })();
  for (const lang of ["en", "ru"] as const) {
    const say = HELD[lang];
    const here = (link: string) => link.replace("/en/handover", `/${lang}/handover`);
    const other = await newPhone(browser, lang === "ru" ? "ru-RU" : "en-US");
    await fillableStorage(other.ctx);
    // A game already on this phone, and the phone then full.
    for (const link of kept) await other.page.goto(here(link));
    await expect(other.page).toHaveURL(new RegExp(`/${lang}/cake/play\\?id=`), { timeout: 20_000 });
    await other.page.goto(`/${lang}/handover`);
    await expect.poll(() => other.page.getByLabel(/paste|Вставьте/i).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(true);
    const before = await storageOf(other.page);
    expect(Object.keys(before).filter((k) => k.startsWith("ttr:session:"))).toHaveLength(1);
    await storageFull(other.page, true);
    const progress = other.page.getByTestId("handover-progress");
    await other.page.goto(here(links[0]!));
    await expect(progress).toContainText(say.got(1, n));
    await other.page.goto(here(links[1]!));
    // The first code was not lost with the storage refusing it.
    await expect(progress).toContainText(say.got(2, n));
    await expect(other.page.getByTestId("handover-held")).toHaveText(say.held);
    expect(await storageOf(other.page)).toEqual(before);
    await other.page.screenshot({ path: `test-results/handover-storage-full-${lang}.png`, fullPage: true });
    if (lang === "en") {
      // Space is back mid-series: the next code stores every code so far, and the game lands.
      await storageFull(other.page, false);
      await other.page.goto(here(links[2]!));
      await expect(progress).toContainText(say.got(3, n));
      await expect(other.page.getByTestId("handover-held")).toHaveCount(0);
      expect(await other.page.evaluate(() => localStorage.getItem("ttr:handover:parts"))).toContain(links[0]!.split("#")[1]!.split(".")[5]!.slice(0, 40));
      for (const link of links.slice(3)) await other.page.goto(here(link));
    } else {
      // Full to the last code: the game is not saved, said; space comes back, and the held series opens.
      for (const link of links.slice(2)) await other.page.goto(here(link));
      await expect(other.page.locator("main").getByRole("alert")).toHaveText(say.storageHeld, { timeout: 20_000 });
      expect(await storageOf(other.page)).toEqual(before);
      await expect(other.page.getByTestId("handover-pending").getByRole("heading")).toHaveText(say.pendingHeld);
      await other.page.setViewportSize({ width: 320, height: 640 });
      await other.page.screenshot({ path: `test-results/handover-storage-full-end-${lang}-320.png`, fullPage: true });
      await storageFull(other.page, false);
      await other.page.getByTestId("handover-pending").getByRole("button", { name: say.open }).click();
    }
    await expect(other.page).toHaveURL(new RegExp(`/${lang}/cake/play\\?id=`), { timeout: 20_000 });
    await expect(other.page.locator("main")).toContainText("Eve");
    const after = await storageOf(other.page);
    const sessions = Object.keys(after).filter((k) => k.startsWith("ttr:session:"));
    expect(sessions).toHaveLength(2);
    for (const [k, v] of Object.entries(before)) if (k.startsWith("ttr:session:")) expect(after[k]).toBe(v);
    expect(after["ttr:handover:parts"]).toBeUndefined();
    await other.ctx.close();
  }
});

const HALFWAY = {
  en: {
    got: (k: number, n: number) => `Code ${k} of ${n} received.`,
    missing: (list: string) => `Still missing: ${list}. Scan them in any order.`,
    pending: (got: number, n: number, list: string) => `${got} of ${n} codes received; still missing: ${list}.`,
    drop: "Drop these codes",
    dropped: "Those codes were dropped.",
  },
  ru: {
    got: (k: number, n: number) => `Код ${k} из ${n} получен.`,
    missing: (list: string) => `Ещё не хватает: ${list}. Сканируйте в любом порядке.`,
    pending: (got: number, n: number, list: string) => `получено ${got} из ${n}; ещё не хватает: ${list}.`,
    drop: "Удалить эти коды",
    dropped: "Эти коды удалены.",
  },
} as const;

test("a series abandoned halfway and a code of another handover: said in English and Russian, and no stored game changes", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const first = await cakeSeriesLinks(page, ["Ann", "Bob", "Cy", "Dee", "Eve"], 3);
  const n = first.length;
  expect(n).toBeGreaterThanOrEqual(3);
  const linksOf = async (names: string[], games: number) => {
    const p = await page.context().newPage();
    const l = await cakeSeriesLinks(p, names, games);
    await p.close();
    return l;
  };
  // Another handover, of several codes too.
  const again = await linksOf(["Ola", "Pia", "Quin", "Rui", "Sam"], 2);
  expect(again.length).toBeGreaterThan(1);
  const kept = await linksOf(["Kim", "Lee"], 1);
  const sessions = (s: Record<string, string>) => Object.fromEntries(Object.entries(s).filter(([k]) => k.startsWith("ttr:session:")));
  for (const lang of ["en", "ru"] as const) {
    const say = HALFWAY[lang];
    const here = (link: string) => link.replace("/en/handover", `/${lang}/handover`);
    const other = await newPhone(browser, lang === "ru" ? "ru-RU" : "en-US");
    for (const link of kept) await other.page.goto(here(link));
    await expect(other.page).toHaveURL(new RegExp(`/${lang}/cake/play\\?id=`), { timeout: 20_000 });
    const before = sessions(await storageOf(other.page));
    expect(Object.keys(before)).toHaveLength(1);
    // Two codes of the first handover, then the phone is put away.
    const progress = other.page.getByTestId("handover-progress");
    await other.page.goto(here(first[0]!));
    await other.page.goto(here(first[1]!));
    await expect(progress).toContainText(say.got(2, n));
    await other.page.goto("about:blank");
    // Later, the receive page opened bare says what is kept and what is missing.
    await other.page.goto(`/${lang}/handover`);
    const missing = Array.from({ length: n - 2 }, (_, i) => i + 3).join(", ");
    await expect(progress).toContainText(say.got(2, n));
    await expect(progress).toContainText(say.missing(missing));
    // A code of another handover starts its own series; the abandoned one is listed beside it, as it was.
    await other.page.goto(here(again[0]!));
    await expect(progress).toContainText(say.got(1, again.length));
    const pending = other.page.getByTestId("handover-pending");
    await expect(pending).toContainText(say.pending(2, n, missing));
    expect(sessions(await storageOf(other.page))).toEqual(before);
    await other.page.screenshot({ path: `test-results/handover-halfway-${lang}.png`, fullPage: true });
    // Both dropped: nothing of them is left, and the stored game is as it was.
    await pending.getByRole("button", { name: say.drop }).click();
    await expect(pending).toHaveCount(0);
    await progress.getByRole("button", { name: say.drop }).click();
    await expect(other.page.locator("main")).toContainText(say.dropped);
    const after = await storageOf(other.page);
    expect(after["ttr:handover:parts"]).toBeUndefined();
    expect(sessions(after)).toEqual(before);
    await other.ctx.close();
  }
});

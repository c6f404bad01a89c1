import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { eleusisGame } from "../../lib/eleusis/game";
import { encodeHandover } from "../../lib/handover/codec";
import { PART_CHARS } from "../../lib/handover/budget";
import { makeRecord } from "../../lib/store/sessions";
import { sealedGame } from "../unit/handover/eleusis-fixture";
import { cakeGame, newCakeState } from "../../lib/cake/session";
import { browserWithCamera, writeQrVideo } from "./helpers/camera";
import { handoverLinks } from "./helpers/qr";
import { storageOf } from "./helpers/storage";

/*
 * The in-app scanner, proven with Chromium's fake camera: a video of the handover codes the app
 * itself shows (dark on white, each held ~1 s, looped), generated here from the sending phone's own
 * links. WebDriver cannot grant a camera in WebKit or Firefox; this is where the camera is tested.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const PIN = "4821";
const PLAYS = 150;

const links: string[] = [];
let fingerprint = "";
/** Plays of the hand on screen (the fixture's 150 plays span several hands; the last one is sealed). */
let shownPlays = 0;
let mainLine = "";
let otherLinks: string[] = [];

/** The dealer's phone: a 150-play sealed Eleusis hand (seeded through the store's record maker), handed over with a PIN. */
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const state = sealedGame(PLAYS, null);
  const record = makeRecord(eleusisGame, "scan0hand150", state, Date.now());
  expect(record.ok).toBe(true);
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto("/en");
  await page.evaluate((r) => localStorage.setItem("ttr:session:scan0hand150", r), JSON.stringify(record.ok ? record.value : null));
  await page.goto("/en/eleusis/play?id=scan0hand150");
  await expect(page.getByTestId("plays").locator("li")).not.toHaveCount(0);
  shownPlays = await page.getByTestId("plays").locator("li").count();
  expect(shownPlays).toBeGreaterThan(10);
  fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  mainLine = await page.getByTestId("main-line").innerText();
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  const dialog = page.getByTestId("handover-dialog");
  await dialog.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await dialog.getByLabel("PIN again", { exact: true }).fill(PIN);
  await dialog.getByRole("button", { name: "Show the code and hand over" }).click();
  links.push(...(await handoverLinks(page)));
  await ctx.close();
  // Another game's handover (through the app's own codec): a short series of other content.
  const other = await encodeHandover({ app: "tabletop-referee", type: "handover", format: 1, other: Array.from({ length: 120 }, (_, i) => `x${i}`) }, PART_CHARS);
  otherLinks = other.ok ? other.value.map((p) => links[0]!.replace(/#.*$/, `#${p}`)) : [];
  expect(otherLinks.length).toBeGreaterThan(1);
});

async function openScanner(browser: Browser, baseURL: string, lang = "en", granted = true): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: lang === "ru" ? "ru-RU" : "en-US", permissions: granted ? ["camera"] : [] });
  const page = await ctx.newPage();
  await page.goto(`/${lang}/handover`);
  await expect(page.locator('[data-hydrated="true"], main button:not([disabled])').first()).toBeVisible();
  return page;
}

test(`a ${PLAYS}-play Eleusis game's codes, shown to the camera one after another, arrive whole`, async ({ baseURL }, info) => {
  test.setTimeout(180_000);
  expect(links.length).toBeGreaterThan(5);
  const video = writeQrVideo(info.outputPath("handover.y4m"), links);
  const browser = await browserWithCamera(video);
  try {
    const page = await openScanner(browser, baseURL!);
    // The camera code and the decoder package come only when the scanner opens.
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") void res.text().then((t) => scripts.push(t), () => undefined);
    });
    await page.waitForLoadState("networkidle");
    const decoder = () => scripts.some((s) => s.includes("invertFirst"));
    expect(decoder()).toBe(false);
    const t0 = Date.now();
    await page.getByRole("button", { name: "Scan a code" }).click();
    await expect(page.getByTestId("scanner-video")).toBeVisible();
    await expect(page.getByTestId("qr-scanner")).toContainText("This browser has no built-in code reader: the app reads the codes itself (a little slower).");
    await expect.poll(decoder).toBe(true);
    // The count of what is still missing shows while the codes come in.
    await expect(page.getByTestId("handover-progress")).toContainText(`of ${links.length} received.`);
    await expect(page.getByTestId("handover-progress")).toContainText("Still missing:");
    await expect(page.getByRole("heading", { name: "Dealer: enter your PIN to unseal the rule" })).toBeVisible({ timeout: 120_000 });
    const scanned = Date.now() - t0;
    // The camera is closed once the series is whole.
    await expect(page.getByTestId("qr-scanner")).toHaveCount(0);
    await expect(page.getByTestId("handover-fingerprint")).toContainText(fingerprint);
    await page.getByLabel("PIN").fill(PIN);
    await page.getByRole("button", { name: "Unseal and open the game" }).click();
    await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
    await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
    await expect(page.getByTestId("plays").locator("li")).toHaveCount(shownPlays);
    await expect.poll(() => page.getByTestId("main-line").innerText()).toBe(mainLine);
    // Every hand of the game is stored here, each with all its plays.
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("ttr:session:")).map((k) => JSON.parse(localStorage.getItem(k) ?? "null") as { state: { deals: { plays: unknown[] }[] } }));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.state.deals.map((d) => d.plays.length)).toEqual(sealedGame(PLAYS, null).deals.map((d) => ("plays" in d ? d.plays.length : -1)));
    console.log(`scanner: ${links.length} codes read from the fake camera in ${scanned} ms`);
  } finally {
    await browser.close();
  }
});

const problems: [string, () => string[], string][] = [
  ["a QR code that is not ours", () => ["https://example.com/menu?table=4"], "This QR code is not a handover code of this app. Nothing was added."],
  [
    "a damaged code (one character changed)",
    () => {
      const l = links[0]!;
      const at = l.length - 7;
      return [l.slice(0, at) + (l[at] === "A" ? "B" : "A") + l.slice(at + 1)];
    },
    "This code was not read whole (damaged or partly hidden). Nothing was added; hold it steady and scan it again.",
  ],
];

for (const [what, texts, message] of problems) {
  test(`${what}: said, and nothing is written`, async ({ baseURL }, info) => {
    const browser = await browserWithCamera(writeQrVideo(info.outputPath("codes.y4m"), texts()));
    try {
      const page = await openScanner(browser, baseURL!);
      const before = await storageOf(page);
      await page.getByRole("button", { name: "Scan a code" }).click();
      await expect(page.getByTestId("scan-problem")).toHaveText(message);
      await page.waitForTimeout(1500);
      expect(await storageOf(page)).toEqual(before);
      // The scanner goes on, and pasting a link is still there.
      await expect(page.getByTestId("scanner-video")).toBeVisible();
      await expect(page.getByLabel("Or paste a handover link")).toBeEditable();
    } finally {
      await browser.close();
    }
  });
}

const OTHER_SERIES = {
  en: { scan: "Scan a code", problem: "This code belongs to another game or another handover than the codes scanned before. Nothing was added.", got: /Code 1 of \d+ received\./ },
  ru: { scan: "Сканировать код", problem: "Этот код от другой игры или другой передачи, чем уже отсканированные. Ничего не добавлено.", got: /Код 1 из \d+ получен\./ },
} as const;

for (const lang of ["en", "ru"] as const) {
  test(`${lang}: a code of another handover after the first code of a series: said, and only the first is kept`, async ({ baseURL }, info) => {
    const say = OTHER_SERIES[lang];
    const browser = await browserWithCamera(writeQrVideo(info.outputPath("mixed.y4m"), [links[0]!, otherLinks[0]!]));
    try {
      const page = await openScanner(browser, baseURL!, lang);
      await page.getByRole("button", { name: say.scan }).click();
      await expect(page.getByTestId("scan-problem")).toHaveText(say.problem);
      await expect(page.getByTestId("handover-progress")).toContainText(say.got);
      const stored = await storageOf(page);
      expect(Object.keys(stored)).toEqual(["ttr:handover:parts"]);
      // Only the first series is kept, and of it the one code seen.
      const idOf = (link: string) => (link.split("#")[1] ?? "").split(".")[4]?.slice(0, 4) ?? "";
      expect(stored["ttr:handover:parts"]).toContain(idOf(links[0]!));
      expect(stored["ttr:handover:parts"]).not.toContain(idOf(otherLinks[0]!));
      expect(stored["ttr:handover:parts"]).toContain((links[0]!.split("#")[1] ?? "").split(".")[5]!.slice(0, 40));
      expect(stored["ttr:handover:parts"]).not.toContain((links[1]!.split("#")[1] ?? "").split(".")[5]!.slice(0, 40));
    } finally {
      await browser.close();
    }
  });
}

test("the camera refused: said in the person's language, nothing written, paste still there", async ({ baseURL }, info) => {
  const browser = await browserWithCamera(writeQrVideo(info.outputPath("refused.y4m"), [links[0]!]));
  try {
    for (const [lang, text, paste] of [
      ["en", "The camera was not allowed. Allow it in the browser's site settings and try again, or paste the link below.", "Or paste a handover link"],
      ["ru", "Доступ к камере не разрешён. Разрешите его в настройках сайта в браузере и попробуйте снова или вставьте ссылку ниже.", "Или вставьте ссылку передачи"],
    ] as const) {
      const page = await openScanner(browser, baseURL!, lang, false);
      const before = await storageOf(page);
      await page.getByRole("button", { name: lang === "en" ? "Scan a code" : "Сканировать код" }).click();
      await expect(page.getByTestId("camera-problem")).toHaveText(text);
      expect(await storageOf(page)).toEqual(before);
      await expect(page.getByLabel(paste)).toBeEditable();
    }
  } finally {
    await browser.close();
  }
});

test("no camera at all: said, with paste still offered", async ({ baseURL }) => {
  const browser = await browserWithCamera(null);
  try {
    const page = await openScanner(browser, baseURL!);
    await page.getByRole("button", { name: "Scan a code" }).click();
    await expect(page.getByTestId("camera-problem")).toHaveText("No camera was found on this device. Paste the handover link below, or import the game from a file.");
    await expect(page.getByLabel("Or paste a handover link")).toBeEditable();
  } finally {
    await browser.close();
  }
});

test("storage full while receiving: said, and nothing stored is changed", async ({ baseURL }, info) => {
  // A short Piece of Cake game.
  const record = makeRecord(cakeGame, "cakefull0001", newCakeState(["Ann", "Bob"]), Date.now());
  const parts = await encodeHandover({ app: "tabletop-referee", type: "handover", format: 1, record: record.ok ? record.value : null, sealed: null }, PART_CHARS);
  const cakeLinks = parts.ok ? parts.value.map((p) => links[0]!.replace(/#.*$/, `#${p}`)) : [];
  expect(cakeLinks.length).toBeGreaterThan(0);
  const browser = await browserWithCamera(writeQrVideo(info.outputPath("full.y4m"), cakeLinks));
  try {
    const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ["camera"] });
    // The phone's storage is full: every new game is refused by the browser.
    await ctx.addInitScript(() => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key.startsWith("ttr:session:")) throw new DOMException("full", "QuotaExceededError");
        return set.call(this, key, value);
      };
    });
    const page = await ctx.newPage();
    await page.goto("/en/handover");
    await expect(page.locator("main button:not([disabled])").first()).toBeVisible();
    const before = await storageOf(page);
    await page.getByRole("button", { name: "Scan a code" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText("This browser's storage refused to save the game.", { timeout: 30_000 });
    // No game written, nothing that was there changed (the codes scanned are kept to try again).
    const after = await storageOf(page);
    delete after["ttr:handover:parts"];
    expect(after).toEqual(before);
    await expect(page).toHaveURL(/\/en\/handover/);
  } finally {
    await browser.close();
  }
});

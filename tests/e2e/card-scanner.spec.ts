import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { browserWithCamera, writeQrVideo } from "./helpers/camera";
import { storageOf } from "./helpers/storage";

/*
 * The player's card page scans the player's code itself, with Chromium's fake camera playing a
 * video of the host's own QR codes: a real card link from a host's deal opens that card; a code of
 * another site, a code that is no link and a code of another page of this app are said, and nothing
 * changes; the camera refused is said, with the paste field to fall back on.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const NAMES = ["Ann", "Bob", "Cy", "Dee"];
let annLink = "";

test.beforeAll(async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto("/en/pechenka");
  const field = page.getByLabel("Another player's name", { exact: true });
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
  for (const n of NAMES) {
    await field.fill(n);
    await field.press("Enter");
    await expect(field).toHaveValue("");
  }
  await page.getByRole("button", { name: "Deal the roles" }).click();
  await page.getByRole("button", { name: "Show the code for Ann" }).click();
  annLink = await page.getByLabel("Link for Ann").inputValue();
  expect(annLink).toMatch(/\/en\/pechenka\/card#.+/);
  await ctx.close();
});

async function openCard(browser: Browser, baseURL: string, path: string, granted = true): Promise<Page> {
  const lang = path.startsWith("/ru") ? "ru" : "en";
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: lang === "ru" ? "ru-RU" : "en-US", permissions: granted ? ["camera"] : [] });
  const page = await ctx.newPage();
  await page.goto(path);
  await expect(page.getByRole("button", { name: lang === "ru" ? "Сканировать код" : "Scan a code" })).toBeEnabled();
  return page;
}

test("a player's code scanned on a card page that has no link opens that player's card", async ({ baseURL }, info) => {
  const browser = await browserWithCamera(writeQrVideo(info.outputPath("card.y4m"), [annLink]));
  try {
    const page = await openCard(browser, baseURL!, "/en/pechenka/card");
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    // The camera code and the decoder come only when the player asks to scan.
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") void res.text().then((t) => scripts.push(t), () => undefined);
    });
    await page.getByRole("button", { name: "Scan a code" }).click();
    await expect(page.getByTestId("scanner-video")).toBeVisible();
    await expect.poll(() => scripts.some((s) => s.includes("invertFirst"))).toBe(true);
    await expect(page.getByTestId("player-name")).toHaveText("Ann", { timeout: 30_000 });
    await expect(page.getByTestId("round-label")).toHaveText("Round 1 of 4");
    expect(page.url()).toBe(annLink.replace(/^https?:\/\/[^/]+/, new URL(baseURL!).origin));
    // The camera is closed once the card is open.
    await expect(page.getByTestId("card-scanner")).toHaveCount(0);
    await page.getByRole("button", { name: "Show my role" }).click();
    await expect(page.getByTestId("secret")).toBeVisible();
    await page.screenshot({ path: info.outputPath("card-opened.png") });
  } finally {
    await browser.close();
  }
});

test("codes that are not this player's card of this app are said, in English and Russian, and nothing changes", async ({ baseURL }, info) => {
  const url = new URL(annLink);
  const codes = [
    // The same card path on another site.
    `https://tabletop.example${url.pathname}${url.hash}`,
    // A QR code that is no link.
    "Wi-Fi: cookie-night",
    // This app, another page (a handover link).
    `${url.origin}${url.pathname.replace("/pechenka/card", "/handover")}#AAAA`,
  ];
  const browser = await browserWithCamera(writeQrVideo(info.outputPath("not-ours.y4m"), codes, 2));
  try {
    for (const [path, said] of [
      [
        "/en/pechenka/card#broken",
        [
          "This code leads to another site (tabletop.example), not to this app. Nothing was opened.",
          "This code is not a link of this app. Nothing was opened; scan your code on the host's phone.",
          "This code is of this app, but it is not a player's Pechenka card. Nothing was opened.",
        ],
      ],
      [
        "/ru/pechenka/card",
        [
          "Этот код ведёт на другой сайт (tabletop.example), а не в это приложение. Ничего не открыто.",
          "Это не ссылка этого приложения. Ничего не открыто; отсканируйте свой код на телефоне ведущего.",
          "Это код этого приложения, но не карточка игрока «Печеньки». Ничего не открыто.",
        ],
      ],
    ] as const) {
      const page = await openCard(browser, baseURL!, path);
      const before = { url: page.url(), storage: await storageOf(page) };
      await page.getByRole("button", { name: path.startsWith("/ru") ? "Сканировать код" : "Scan a code" }).click();
      for (const text of said) await expect(page.getByTestId("scan-problem")).toHaveText(text, { timeout: 30_000 });
      await page.screenshot({ path: info.outputPath(`not-ours-${path.slice(1, 3)}.png`) });
      expect(page.url()).toBe(before.url);
      expect(await storageOf(page)).toEqual(before.storage);
      await expect(page.getByTestId("player-name")).toHaveCount(0);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
});

test("the camera refused: said with the paste fallback, and a pasted link opens the card", async ({ baseURL }, info) => {
  const browser = await browserWithCamera(writeQrVideo(info.outputPath("refused.y4m"), [annLink]));
  try {
    for (const [path, text, paste, open] of [
      ["/ru/pechenka/card#broken", "Камера не разрешена. Разрешите её в настройках сайта в браузере и попробуйте снова, или вставьте свою ссылку ниже, или попросите ведущего показать ваш код ещё раз.", "Или вставьте свою ссылку", "Открыть"],
      ["/en/pechenka/card", "The camera was not allowed. Allow it in the browser's site settings and try again, or paste your link below, or ask the host to show your code again.", "Or paste your link", "Open"],
    ] as const) {
      const page = await openCard(browser, baseURL!, path, false);
      const before = await storageOf(page);
      await page.getByRole("button", { name: path.startsWith("/ru") ? "Сканировать код" : "Scan a code" }).click();
      await expect(page.getByTestId("camera-problem")).toHaveText(text);
      expect(await storageOf(page)).toEqual(before);
      await page.getByLabel(paste).fill("https://tabletop.example/nothing");
      await page.getByRole("button", { name: open, exact: true }).click();
      await expect(page.getByTestId("scan-problem")).toContainText("tabletop.example");
      await page.getByLabel(paste).fill(annLink);
      await page.getByRole("button", { name: open, exact: true }).click();
      await expect(page.getByTestId("player-name")).toHaveText("Ann");
      // Ann's link is in English: the card opens in the link's language.
      await expect(page).toHaveURL(/\/en\/pechenka\/card#/);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
});

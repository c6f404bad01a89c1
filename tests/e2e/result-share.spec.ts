import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { PNG } from "pngjs";
import { bgStatsPlaySchema } from "../../lib/bgstats/schema";

/* A finished game leaves the app as a picture, as a BG Stats play and in the game-night file. */
test.use({ viewport: { width: 390, height: 844 } });

const T = {
  en: { name: "Another player's name", add: "Add", start: "Start the game", finish: "Show the result", picture: "Share as a picture", bg: "Log game 1 in BG Stats", more: "More: Kiwi saved", player: /Player/ },
  ru: { name: "Имя ещё одного игрока", add: "Добавить", start: "Начать партию", finish: "Показать итог", picture: "Поделиться картинкой", bg: "Записать партию 1 в BG Stats", more: "Больше: Киви, собрано", player: /Игрок/ },
} as const;

async function finishedCake(page: Page, lang: "en" | "ru", stubShare = true) {
  const t = T[lang];
  if (stubShare) await page.addInitScript(() => {
    const w = window as unknown as { sharedPng: number[] | null; opened: string | null };
    w.sharedPng = null;
    w.opened = null;
    navigator.canShare = () => true;
    navigator.share = async (data?: ShareData) => {
      const file = data?.files?.[0];
      if (file) w.sharedPng = Array.from(new Uint8Array(await file.arrayBuffer()));
    };
    window.open = (url?: string | URL) => {
      w.opened = String(url);
      return null;
    };
  });
  await page.goto(`/${lang}/cake`);
  for (const name of ["Аня", "Bob"]) {
    await page.getByLabel(t.name, { exact: true }).fill(name);
    await page.getByRole("button", { name: t.add, exact: true }).click();
  }
  await page.getByRole("button", { name: t.start }).click();
  await page.getByRole("navigation", { name: t.player }).getByRole("button", { name: "Аня", exact: true }).click();
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: t.more, exact: true }).click();
  await page.getByRole("button", { name: t.finish }).click();
}

for (const lang of ["en", "ru"] as const) {
  test(`${lang}: the result as a PNG picture through the share sheet, and as a BG Stats play`, async ({ page }) => {
    await finishedCake(page, lang);
    await page.getByRole("button", { name: T[lang].picture }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sharedPng: number[] | null }).sharedPng !== null)).toBe(true);
    await expect(page.getByTestId("share-downloaded")).toHaveCount(0);
    const bytes = Buffer.from(await page.evaluate(() => (window as unknown as { sharedPng: number[] }).sharedPng));
    const png = PNG.sync.read(bytes);
    expect(png.width).toBe(1080);
    expect(png.height).toBeGreaterThan(600);
    // Not blank: many pixels differ from the background, in more than two colours.
    const colours = new Set<number>();
    let ink = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const rgb = ((png.data[i] ?? 0) << 16) | ((png.data[i + 1] ?? 0) << 8) | (png.data[i + 2] ?? 0);
      colours.add(rgb);
      if (rgb !== 0xfafaf9) ink++;
    }
    expect(colours.size).toBeGreaterThan(20);
    expect(ink).toBeGreaterThan(20_000);
    const shot = `test-results/result-picture-${lang}.png`;
    await import("node:fs").then((fs) => fs.writeFileSync(shot, bytes));

    await page.getByRole("button", { name: T[lang].bg }).click();
    const url = await page.evaluate(() => (window as unknown as { opened: string | null }).opened);
    expect(url).toMatch(/^https:\/\/app\.bgstatsapp\.com\/createPlay\.html\?data=/);
    const data = JSON.parse(decodeURIComponent((url ?? "").split("?data=")[1] ?? "")) as unknown;
    const parsed = bgStatsPlaySchema.safeParse(data);
    expect(parsed.success).toBe(true);
    expect(data).toMatchObject({ game: { name: "Piece of Cake" }, players: [{ name: "Аня", score: 8, rank: 1, winner: true, startPlayer: true }, { name: "Bob", score: 0, rank: 2, winner: false }] });
  });
}

test.describe("the BG Stats play's date", () => {
  test.use({ timezoneId: "UTC" });
  test("is when the game was finished, not when the game last changed", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-20T20:00:00Z") });
    await finishedCake(page, "en");
    // Three hours on, the series goes on (a new game, a count, an Undo): game 1's play keeps its date.
    await page.clock.fastForward("03:00:00");
    await page.getByRole("button", { name: "Next game in this series" }).click();
    await page.getByRole("navigation", { name: /Player/ }).getByRole("button", { name: "Bob", exact: true }).click();
    await page.getByRole("button", { name: "More: Kiwi saved", exact: true }).click();
    await page.getByRole("button", { name: /Undo/ }).click();
    await page.getByRole("button", { name: "Series", exact: true }).click();
    await page.getByRole("button", { name: "Game 1", exact: true }).click();
    await page.getByRole("button", { name: T.en.bg }).click();
    // The play is opened once the tap has been handled (under load, after this line would read it).
    const opened = () => page.evaluate(() => (window as unknown as { opened: string | null }).opened);
    await expect.poll(opened).not.toBeNull();
    const url = await opened();
    const data = JSON.parse(decodeURIComponent((url ?? "").split("?data=")[1] ?? "")) as { playDate?: string };
    expect(data.playDate).toMatch(/^2026-11-20 20:0\d:\d\d$/);
  });
});

test("where files cannot be shared (no Web Share, e.g. Firefox on a computer) the picture is downloaded, and the screen says so", async ({ page }) => {
  await finishedCake(page, "en", false);
  expect(await page.evaluate(() => typeof navigator.canShare)).toBe("undefined");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: T.en.picture }).click()]);
  expect(download.suggestedFilename()).toMatch(/^piece-of-cake-\d{4}-\d{2}-\d{2}\.png$/);
  await expect(page.getByTestId("share-downloaded")).toHaveText("This browser cannot share files, so the file was downloaded instead.");
});

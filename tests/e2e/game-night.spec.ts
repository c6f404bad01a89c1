import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { addPlayer } from "./helpers/table";

/*
 * The game-night file: every game finished this evening in one JSON file, which
 * another phone imports whole (validated before any write). A finished game here is a real one: a
 * 2-player Piece of Cake series played to its end (2 games, docs/rules.md); a series still in
 * progress stays out of the file.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function stepUp(page: Page, label: string, times = 1) {
  for (let i = 0; i < times; i++) await page.getByRole("button", { name: `More: ${label}`, exact: true }).click();
}

async function pick(page: Page, name: string) {
  await page.getByRole("navigation", { name: /Player/ }).getByRole("button", { name, exact: true }).click();
}

async function snapshot(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i) ?? "";
      if (k.startsWith("ttr:session:")) out[k] = localStorage.getItem(k) ?? "";
    }
    return out;
  });
}

test("tonight's finished games go to another phone as one file; an unfinished series stays out; a damaged file writes nothing", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A whole 2-game series: Ann and Bob.
  await page.goto("/en/cake");
  for (const n of ["Ann", "Bob"]) await addPlayer(page, n);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
  await pick(page, "Ann");
  await stepUp(page, "Kiwi saved", 2);
  await page.getByRole("button", { name: "Show the result" }).click();
  await page.getByRole("button", { name: "Next game in this series" }).click();
  await pick(page, "Bob");
  await stepUp(page, "Chocolate saved", 1);
  await page.getByRole("button", { name: "Show the result" }).click();
  await expect(page.getByTestId("result-row").first()).toBeVisible();
  // A series only begun: not finished, so not in tonight's file.
  await page.goto("/en/cake");
  for (const n of ["Cy", "Dee"]) await addPlayer(page, n);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);

  await page.goto("/en");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save tonight's finished games (one file)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tabletop-referee-game-night-\d{4}-\d{2}-\d{2}\.json$/);
  const path = (await download.path()) ?? "";
  const file = JSON.parse(readFileSync(path, "utf8")) as { type: string; sessions: { kind: string; state: { players: string[] } }[] };
  expect(file.type).toBe("game-night");
  expect(file.sessions.map((s) => [s.kind, s.state.players.join()])).toEqual([["cake", "Ann,Bob"]]);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.goto("/en");
  // One session of the file broken: the whole file is refused and nothing is written.
  const broken = JSON.stringify({ ...file, sessions: [...file.sessions, { ...file.sessions[0], state: { players: [] } }] });
  await phone.getByLabel("Import a game from a file").setInputFiles({ name: "night.json", mimeType: "application/json", buffer: Buffer.from(broken) });
  await expect(phone.getByRole("main").getByRole("alert")).toBeVisible();
  expect(await snapshot(phone)).toEqual({});
  await phone.getByLabel("Import a game from a file").setInputFiles(path);
  await expect(phone.getByText("Game imported.")).toBeVisible();
  const finished = phone.getByRole("heading", { name: "Finished" }).locator("..");
  await expect(finished).toContainText("Ann");
  await expect(finished).toContainText("Bob");
  expect(Object.keys(await snapshot(phone))).toHaveLength(1);
  // The imported series opens with both games and its result.
  await finished.getByRole("link").first().click();
  await expect(phone).toHaveURL(/\/en\/cake\/play\?id=/);
  await phone.getByRole("button", { name: "Series", exact: true }).click();
  await expect(phone.getByTestId("series-row")).toHaveCount(2);
  await other.close();
});

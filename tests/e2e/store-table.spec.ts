import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

// The store under two tabs, full storage and sleep (issue 15, items 14–16), through the test-only
// game page /[lang]/store-test (built with E2E_TEST_PAGES=1) and the real players page.

async function startGame(page: Page, players: string[]): Promise<string> {
  await page.goto("/en/store-test");
  for (const name of players) {
    await page.getByLabel("Another player's name").fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\?id=[a-z0-9]+$/);
  return new URL(page.url()).searchParams.get("id") ?? "";
}

const scores = (page: Page) => page.getByRole("list", { name: "Scores" });

/** The phone sleeps and wakes: the page is hidden, then shown again. */
async function sleepAndWake(page: Page): Promise<void> {
  await page.evaluate(() => {
    const set = (v: DocumentVisibilityState) => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => v });
    set("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    set("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  });
}

async function fillStorage(page: Page, full: boolean): Promise<void> {
  await page.evaluate((full) => {
    const w = window as unknown as { __setItem?: Storage["setItem"] };
    w.__setItem ??= Storage.prototype.setItem;
    const real = w.__setItem;
    Storage.prototype.setItem = full
      ? function () {
          throw new DOMException("full", "QuotaExceededError");
        }
      : real;
  }, full);
}

test("defect 14: players added in two tabs are both kept; the picker says when the roster could not be saved", async ({ page, context }) => {
  const other = await context.newPage();
  await page.goto("/en/players");
  await other.goto("/en/players");
  await page.getByLabel("New player's name").fill("Xena");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await other.getByLabel("New player's name").fill("Yuri");
  await other.getByRole("button", { name: "Add", exact: true }).click();
  await page.reload();
  const list = page.getByRole("list", { name: "Players" });
  await expect(list).toContainText("Xena");
  await expect(list).toContainText("Yuri");
  // The other tab shows both as well, without a reload.
  await expect(other.getByRole("list", { name: "Players" })).toContainText("Xena");

  // A name typed in a game's picker while storage is full: the game gets it, the person is told.
  await page.goto("/en/cake");
  await fillStorage(page, true);
  await page.getByLabel("Another player's name").fill("Zoe");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("main").getByText("Zoe is in this game, but could not be kept in this device's list of players: storage is full.")).toBeVisible();
});

test("defect 15: an unsaved tap stays on screen and flagged after the phone sleeps, until saved or discarded", async ({ page }) => {
  await startGame(page, ["Маша", "Петя"]);
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(scores(page)).toContainText("Маша: 1");
  await fillStorage(page, true);
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(scores(page)).toContainText("Маша: 2");
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toContainText("Not saved: this device's storage is full");
  await sleepAndWake(page);
  await expect(scores(page)).toContainText("Маша: 2");
  await expect(main.getByRole("alert")).toContainText("Not saved");
  await expect(main.getByText(/changed in another tab/)).toHaveCount(0);
  // Space is back: one tap saves what is on screen.
  await fillStorage(page, false);
  await main.getByRole("button", { name: "Try saving again" }).click();
  await expect(main.getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(scores(page)).toContainText("Маша: 2");
  // Or the person lets the unsaved step go.
  await fillStorage(page, true);
  await page.getByRole("button", { name: "+1 Петя" }).click();
  await expect(scores(page)).toContainText("Петя: 1");
  await sleepAndWake(page);
  await main.getByRole("button", { name: "Discard the unsaved changes" }).click();
  await expect(scores(page)).toContainText("Петя: 0");
  await expect(main.getByRole("alert")).toHaveCount(0);
});

test("defect 17: damaged records on the home page name their game, link to recovery, and Export gives a file or a reason", async ({ page }) => {
  await page.goto("/en/cake");
  for (const name of ["Ann", "Bob"]) {
    await page.getByLabel("Another player's name").fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
  const id = new URL(page.url()).searchParams.get("id") ?? "";
  // One record cut short (as a full disk leaves it), one whose game data no longer loads.
  await page.evaluate((id) => {
    const text = localStorage.getItem(`ttr:session:${id}`) ?? "";
    localStorage.setItem("ttr:session:truncated1234", text.replace(`"id":"${id}"`, '"id":"truncated1234"').slice(0, Math.floor(text.length / 2)));
    const record = JSON.parse(text) as { id: string; state: { players: unknown } };
    record.id = "brokenstate12";
    record.state.players = "not a list";
    localStorage.setItem("ttr:session:brokenstate12", JSON.stringify(record));
  }, id);
  await page.goto("/en");
  const damaged = page.getByTestId("damaged-session");
  await expect(damaged).toHaveCount(2);
  for (const text of await damaged.allInnerTexts()) expect(text).toMatch(/Piece of Cake \(Ann, Bob\): Damaged record/);
  await expect(damaged.getByRole("link", { name: "Open to recover" })).toHaveCount(2);
  // The healthy game still exports a file.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tabletop-referee-cake-/);
  // The cut-short record opens on its recovery screen, with its copy.
  await page.locator('a[href$="id=truncated1234"]').click();
  await expect(page.getByRole("button", { name: "Save a copy of the record" })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import type { Page, Route } from "@playwright/test";
import { seatPlayers } from "./helpers/eleusis";
import { startGame, tapCard } from "./helpers/table";

// The store under two tabs, full storage and sleep, through the test-only
// game page /[lang]/store-test (built with E2E_TEST_PAGES=1) and the real players page.

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

test("players added in two tabs are both kept; the picker says when the roster could not be saved", async ({ page, context }) => {
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

test("players page, first visit: 'Add' waits while the name's reader downloads, so the added name is written at once and a reload keeps it", async ({ page }) => {
  await page.goto("/en/players");
  const field = page.getByLabel("New player's name");
  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeEnabled(); // hydrated; nothing stored, so the reader has not loaded
  // From now on, hold back every script: the reader's chunk cannot arrive yet.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await field.fill("Xena");
  await expect(add).toBeDisabled();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.splice(0).map((r) => r.continue()));
  await add.click();
  await expect(page.getByRole("list", { name: "Players" })).toContainText("Xena");
  await page.reload();
  await expect(page.getByRole("list", { name: "Players" })).toContainText("Xena");
});

test("an unsaved tap stays on screen and flagged after the phone sleeps, until saved or discarded", async ({ page }) => {
  await startGame(page, "/en/store-test", ["Маша", "Петя"], "Start");
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

for (const locks of [true, false]) test(`two tabs taking the game over from each other and tapping within milliseconds lose no tap that was shown as saved (${locks ? "Web Locks" : "no Web Locks, as on plain HTTP"})`, async ({ page, context }) => {
  test.setTimeout(180_000);
  if (!locks) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "locks", { configurable: true, get: () => undefined }));
  const id = await startGame(page, "/en/store-test", ["Маша", "Петя"], "Start");
  const other = await context.newPage();
  await other.goto(`/en/store-test?id=${id}`);
  await expect(scores(other)).toContainText("Петя: 0");
  await expect(other.getByTestId("writer")).toHaveText("read-only");
  for (const p of [page, other]) expect(await p.evaluate(() => navigator.locks !== undefined)).toBe(locks);
  const own = async (p: Page, who: string) => Number(((await scores(p).getByText(new RegExp(`^${who}: `)).textContent()) ?? "").split(": ")[1]);
  /**
   * Taps n times, a few milliseconds apart, inside the page (so the two tabs write within
   * milliseconds of each other). A tap counts as saved when, once its write settled, the page
   * shows it applied and saved (not "Not saved", not replaced by the other tab's newer game).
   */
  const tapper = (p: Page, who: string, n: number) =>
    p.evaluate(
      async ({ who, n }) => {
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === `+1 ${who}`);
        const own = () => {
          const span = [...document.querySelectorAll("ul[aria-label=Scores] span")].find((el) => el.textContent?.startsWith(`${who}: `));
          return Number(span?.textContent?.split(": ")[1]);
        };
        const state = () => document.querySelector("[data-testid=save-state]")?.textContent;
        const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
        const writer = () => document.querySelector("[data-testid=writer]")?.textContent;
        const continueHere = () => [...document.querySelectorAll("button")].find((b) => b.textContent === "Continue here");
        let saved = 0;
        let waited = 0;
        for (let i = 0; i < n; i++) {
          // One tab writes a game at a time: a tab shown read-only takes the game over first.
          if (writer() === "read-only") {
            continueHere()?.click();
            for (let k = 0; k < 2000 && writer() === "read-only"; k++, waited++) await sleep(1);
          }
          const before = own();
          button?.click();
          // React renders a click's step after the event (a microtask): look once it has.
          await sleep(0);
          for (let k = 0; k < 2000 && state() === "saving"; k++, waited++) await sleep(1);
          if (state() === "saved" && own() === before + 1) saved++;
          await sleep(1 + (i % 3));
        }
        return { saved, waited };
      },
      { who, n },
    );
  const [a, b] = await Promise.all([tapper(page, "Маша", 40), tapper(other, "Петя", 40)]);
  await page.waitForTimeout(300);
  await page.reload();
  const keptA = await own(page, "Маша");
  const keptB = await own(page, "Петя");
  console.log(`[two tabs, ${locks ? "locks" : "no locks"}] shown as saved: ${a.saved} + ${b.saved} of 40 + 40; kept after reload: ${keptA} + ${keptB}; polls while saving: ${a.waited} + ${b.waited}`);
  // Most taps get through (a tap on a screen another tab has just overtaken is refused, and says so)…
  expect(a.saved + b.saved).toBeGreaterThan(40);
  // …and every tap shown as saved is kept, none more.
  expect([keptA, keptB]).toEqual([a.saved, b.saved]);
});

test("taps quicker than their saves, on one phone: every tap stays on screen and in storage, none is taken back", async ({ page }) => {
  const id = await startGame(page, "/en/store-test", ["Маша", "Петя"], "Start");
  await expect(page.getByTestId("save-state")).toHaveText("saved");
  // Quick taps (a second digit typed, "+" tapped in a row) do not wait for the previous tap's save:
  // some land while a save's IndexedDB transaction completes. Each tap is checked the moment
  // after it: it must show and stay shown.
  const run = await page.evaluate(async () => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "+1 Маша");
    const own = () => Number([...document.querySelectorAll("ul[aria-label=Scores] span")].find((el) => el.textContent?.startsWith("Маша: "))?.textContent?.split(": ")[1]);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let lowest = 0;
    let dips = 0;
    for (let i = 0; i < 60; i++) {
      button?.click();
      await sleep(i % 4);
      const now = own();
      if (now < lowest) dips++;
      lowest = Math.max(lowest, now);
    }
    return { dips, last: own() };
  });
  expect(run).toEqual({ dips: 0, last: 60 });
  await expect(page.getByTestId("save-state")).toHaveText("saved");
  await expect(scores(page)).toContainText("Маша: 60");
  const stored = await page.evaluate((id) => (JSON.parse(localStorage.getItem(`ttr:session:${id}`) ?? "{}") as { state?: { scores?: number[] } }).state?.scores?.[0], id);
  expect(stored).toBe(60);
  await page.reload();
  await expect(scores(page)).toContainText("Маша: 60");
  // Undo takes back one tap, not a save's worth.
  await page.getByRole("button", { name: /Undo/ }).click();
  await expect(scores(page)).toContainText("Маша: 59");
});

test("a tap shows in the same event and is stored under the lock; leaving at once keeps it", async ({ page }) => {
  const id = await startGame(page, "/en/store-test", ["Маша", "Петя"], "Start");
  await expect(page.getByTestId("save-state")).toHaveText("saved");
  // The lock is held elsewhere for a moment (as another tab's save would): the tap shows at once,
  // flagged as saving, and is written when the lock is free.
  const shownAtOnce = await page.evaluate(async (id) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    void navigator.locks.request(`ttr:session:${id}`, () => held);
    await new Promise((r) => setTimeout(r, 10));
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "+1 Маша");
    button?.click();
    await new Promise((r) => setTimeout(r, 50));
    const text = document.querySelector("ul[aria-label=Scores]")?.textContent ?? "";
    const state = document.querySelector("[data-testid=save-state]")?.textContent;
    const stored = JSON.parse(localStorage.getItem(`ttr:session:${id}`) ?? "{}") as { state?: { scores?: number[] } };
    release();
    return { text, state, storedScore: stored.state?.scores?.[0] };
  }, id);
  expect(shownAtOnce).toEqual({ text: expect.stringContaining("Маша: 1") as unknown as string, state: "saving", storedScore: 0 });
  await expect(page.getByTestId("save-state")).toHaveText("saved");
  await page.reload();
  await expect(scores(page)).toContainText("Маша: 1");

  // A tap still waiting for the lock when the page is left is written on the way out.
  await page.evaluate((id) => {
    void navigator.locks.request(`ttr:session:${id}`, () => new Promise(() => {}));
  }, id);
  await page.waitForTimeout(20);
  await page.getByRole("button", { name: "+1 Петя" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("saving");
  await page.goto("/en");
  await page.goto(`/en/store-test?id=${id}`);
  await expect(scores(page)).toContainText("Петя: 1");
  await expect(scores(page)).toContainText("Маша: 1");
});

/** Holds the game's save lock in the page, as another tab's save would, until `releaseSaves`. */
async function holdSaves(page: Page, id: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as { __releaseSaves?: () => void };
    void navigator.locks.request(`ttr:session:${id}`, () => new Promise<void>((r) => (w.__releaseSaves = r)));
  }, id);
  await page.waitForFunction(() => typeof (window as unknown as { __releaseSaves?: () => void }).__releaseSaves === "function");
}

const releaseSaves = (page: Page) => page.evaluate(() => (window as unknown as { __releaseSaves: () => void }).__releaseSaves());
const storedRev = (page: Page, id: string) => page.evaluate((id) => (JSON.parse(localStorage.getItem(`ttr:session:${id}`) ?? "{}") as { rev?: number }).rev, id);

test("a save held up says so after a moment on every game's screen, in both languages, and the step is kept", async ({ page }) => {
  test.setTimeout(90_000);
  // Each game screen: a step taken while its save waits shows at once; "Saving…" follows when the wait
  // outlasts a glance, and goes once the step is stored. A save that is not held says nothing.
  const heldStep = async (id: string, saving: string, step: () => Promise<void>) => {
    const note = page.getByRole("status").filter({ hasText: saving });
    await holdSaves(page, id);
    const rev = await storedRev(page, id);
    await step();
    await expect(note).toBeVisible();
    expect(await storedRev(page, id)).toBe(rev);
    await releaseSaves(page);
    await expect(note).toHaveCount(0);
    await expect.poll(() => storedRev(page, id)).toBe((rev ?? 0) + 1);
  };

  // Eleusis, in English: a judged card.
  await seatPlayers(page, ["Dana", "Ann", "Boris", "Cyril"], "suit-cycle");
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  const judge = new URL(page.url()).searchParams.get("id") ?? "";
  await tapCard(page, "Lay the starter card", "5C");
  await heldStep(judge, "Saving…", () => tapCard(page, "To play", "AD"));
  await tapCard(page, "To play", "AH");
  await expect(page.locator("[data-play]")).toHaveCount(2);
  await page.waitForTimeout(900);
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await page.reload();
  await expect(page.locator("[data-play]")).toHaveCount(2);

  // Piece of Cake, in Russian: a typed count.
  const cake = await startGame(page, "/ru/cake", ["Аня", "Боря"], "Начать партию", "ru");
  const kiwi = page.getByLabel("Киви, собрано", { exact: true }).first();
  await heldStep(cake, "Сохраняется…", () => kiwi.fill("2"));
  await page.reload();
  await expect(page.getByLabel("Киви, собрано", { exact: true }).first()).toHaveValue("2");

  // Pechenka, in English: the host's choice of how roles are shown.
  const pechenka = await startGame(page, "/en/pechenka", ["Kim", "Lev", "Mia", "Noa"], "Deal the roles");
  await heldStep(pechenka, "Saving…", () => page.getByRole("radio", { name: "Pass this device around" }).click());
  await page.reload();
  await expect(page.getByRole("radio", { name: "Pass this device around" })).toBeChecked();
});

test("damaged records on the home page name their game, link to recovery, and Export gives a file or a reason", async ({ page }) => {
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

for (const locks of [true, false]) test(`one writer per game: a second tab shows the game read-only and live, "Continue here" moves the writing to it, and closing it gives the game back (${locks ? "Web Locks" : "no Web Locks"})`, async ({ page, context }) => {
  if (!locks) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "locks", { configurable: true, get: () => undefined }));
  const id = await startGame(page, "/en/store-test", ["Маша", "Петя"], "Start");
  await expect(page.getByTestId("save-state")).toHaveText("saved");
  const other = await context.newPage();
  await other.goto(`/en/store-test?id=${id}`);
  const notice = (p: Page) => p.getByRole("main").getByRole("status").filter({ hasText: "being played in another tab" });
  await expect(notice(other)).toBeVisible();
  await expect(other.getByTestId("writer")).toHaveText("read-only");
  await expect(notice(page)).toHaveCount(0);
  // The read-only tab's game cannot be tapped; it follows the writer live.
  expect(await other.getByRole("button", { name: "+1 Маша" }).evaluate((b) => b.closest("[inert]") !== null)).toBe(true);
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(scores(other)).toContainText("Маша: 1");
  // "Continue here": the second tab writes, the first follows it read-only.
  await other.getByRole("button", { name: "Continue here" }).click();
  await expect(other.getByTestId("writer")).toHaveText("ready");
  await expect(notice(page)).toBeVisible();
  await other.getByRole("button", { name: "+1 Петя" }).click();
  await expect(scores(page)).toContainText("Петя: 1");
  await expect(scores(page)).toContainText("Маша: 1");
  // The writing tab is closed: the first one writes again.
  await other.close({ runBeforeUnload: true });
  await expect(page.getByTestId("writer")).toHaveText("ready", { timeout: 10_000 });
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("saved");
  await page.reload();
  await expect(scores(page)).toContainText("Маша: 2");
  await expect(scores(page)).toContainText("Петя: 1");
});

/**
 * Every IndexedDB connection the page opens to the revision gate's database, kept where the test
 * can close it under the app (as iOS drops it after the app was in the background).
 */
async function watchRevisionDb(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    const w = window as unknown as { __revisionDbs: IDBDatabase[]; __revisionProbe?: boolean };
    w.__revisionDbs = [];
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      const request = open.call(this, name, version);
      // The test's own reads of the gate (revisions()) are not the app's connections.
      if (name === "ttr-revisions" && !w.__revisionProbe) request.addEventListener("success", () => w.__revisionDbs.push(request.result));
      return request;
    };
  });
}

/** The game's revision as stored, and as recorded by the revision gate (undefined when never recorded). */
async function revisions(page: Page, id: string): Promise<{ stored: number; gate: number | undefined }> {
  return page.evaluate(async (id) => {
    const key = `ttr:session:${id}`;
    const stored = (JSON.parse(localStorage.getItem(key) ?? "null") as { rev: number }).rev;
    const w = window as unknown as { __revisionProbe?: boolean };
    const gate = await new Promise<number | undefined>((resolve) => {
      w.__revisionProbe = true;
      const open = indexedDB.open("ttr-revisions", 1);
      w.__revisionProbe = false;
      open.onsuccess = () => {
        const get = open.result.transaction("revs").objectStore("revs").get(key);
        get.onsuccess = () => {
          open.result.close();
          resolve((get.result as { rev?: number } | undefined)?.rev);
        };
        get.onerror = () => resolve(undefined);
      };
      open.onerror = () => resolve(undefined);
    });
    return { stored, gate };
  }, id);
}

for (const how of ["closed under the page", "lost, with the browser's close event"] as const) {
  test(`a Piece of Cake game whose IndexedDB connection is ${how} mid-game: the next step still saves through the revision gate and survives a reload`, async ({ page }) => {
    await watchRevisionDb(page);
    await page.goto("/en/cake");
    for (const name of ["Ann", "Bob"]) {
      await page.getByLabel("Another player's name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await page.getByRole("button", { name: "Start the game" }).click();
    await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
    const id = new URL(page.url()).searchParams.get("id") ?? "";
    const kiwi = page.getByLabel("Kiwi saved", { exact: true });
    await page.getByRole("button", { name: "More: Kiwi saved", exact: true }).click();
    await expect(kiwi).toHaveValue("1");
    // The first step went through the gate: its revision is recorded there.
    await expect.poll(() => revisions(page, id)).toEqual({ stored: 1, gate: 1 });
    const dropped = await page.evaluate((how) => {
      const dbs = (window as unknown as { __revisionDbs: IDBDatabase[] }).__revisionDbs;
      for (const db of dbs) {
        db.close();
        // A connection the browser loses fires "close" (a close() by the page does not).
        if (how !== "closed under the page") db.dispatchEvent(new Event("close"));
      }
      return dbs.length;
    }, how);
    expect(dropped).toBe(1);
    await page.getByRole("button", { name: "More: Kiwi saved", exact: true }).click();
    await expect(kiwi).toHaveValue("2");
    // Saved through a new connection to the gate, not on this tab's copy of storage alone.
    await expect.poll(() => revisions(page, id)).toEqual({ stored: 2, gate: 2 });
    expect(await page.evaluate(() => (window as unknown as { __revisionDbs: IDBDatabase[] }).__revisionDbs.length)).toBe(2);
    await page.reload();
    await expect(page.getByLabel("Kiwi saved", { exact: true })).toHaveValue("2");
  });
}

import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { STORAGE_KEYS } from "../../lib/store/backend";
import { STATIC_BASE as BASE } from "../e2e-static/site";

// The store end to end, through a test-only game page (/[lang]/store-test, built only for these tests).

async function startGame(page: Page, players: string[]): Promise<string> {
  await page.goto("/en/store-test");
  for (const name of players) {
    const known = page.getByRole("button", { name: `+ ${name}`, exact: true });
    if (await known.isVisible()) {
      await known.click();
      continue;
    }
    await page.getByLabel("Another player's name").fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\?id=[a-z0-9]+$/);
  await expect(page.getByRole("heading", { name: "Tally (test game)" })).toBeVisible();
  return new URL(page.url()).searchParams.get("id") ?? "";
}

/**
 * The home page's list of games with the tally game as its records' definition: on the real home
 * page (/en) a tally record, stored as kind "cake", is rightly listed as a damaged cake game.
 */
const HOME = "/en/store-test/home";

const scores = (page: Page) => page.getByRole("list", { name: "Scores" });

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { download, text: readFileSync((await download.path()) ?? "", "utf8") };
}

async function snapshot(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith("ttr:"))));
}

test("a game survives a reload at every step; leaving by accident is harmless", async ({ page }) => {
  await startGame(page, ["Маша", "Петя"]);
  const steps: [string, RegExp][] = [
    ["+1 Маша", /Маша: 1/],
    ["+1 Петя", /Петя: 1/],
    ["+1 Маша", /Маша: 2/],
    ["Undo", /Маша: 1/],
    ["Finish", /Finished/],
  ];
  for (const [button, seen] of steps) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("main")).toContainText(seen);
    await page.reload();
    await expect(page.getByRole("main")).toContainText(seen);
  }
  await expect(scores(page)).toContainText("Маша: 1");
  await expect(scores(page)).toContainText("Петя: 1");

  await page.goBack(); // back to the new-game form, then home: the game is listed
  await page.goto(HOME);
  const finished = page.getByRole("region", { name: "Your games" });
  await expect(finished.getByRole("heading", { name: "Finished" })).toBeVisible();
  await expect(finished.getByText("Маша, Петя")).toBeVisible();
  await expect(finished.getByRole("link", { name: "Reopen: Piece of Cake, Маша, Петя" })).toHaveAttribute("href", /\/en\/cake\/play\?id=/);
});

test("home: resume, new game with the same players, delete with confirm (its handed-over mark goes too)", async ({ page }) => {
  const id = await startGame(page, ["Аня", "Боря", "Вика"]);
  await page.goto(HOME);
  const list = page.getByRole("region", { name: "Your games" });
  await expect(list.getByRole("heading", { name: "In progress" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Resume: Piece of Cake, Аня, Боря, Вика" })).toBeVisible();
  const same = list.getByRole("link", { name: "New game, same players" });
  await expect(same).toHaveAttribute("href", `${BASE}/en/cake?p=${encodeURIComponent("Аня")}&p=${encodeURIComponent("Боря")}&p=${encodeURIComponent("Вика")}`);

  // The picker takes the players from ?p= in seat order.
  await page.goto(`/en/store-test?p=${encodeURIComponent("Вика")}&p=${encodeURIComponent("Аня")}`);
  await expect(page.getByRole("list", { name: "Players in seat order" }).getByRole("listitem")).toHaveText([/Вика/, /Аня/]);

  await page.goto(HOME);
  await list.getByRole("button", { name: "Delete: Piece of Cake, Аня, Боря, Вика" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(list.getByText("Аня, Боря, Вика")).toBeVisible();
  await list.getByRole("button", { name: "Delete: Piece of Cake, Аня, Боря, Вика" }).click();
  // As if it had been handed over to another phone: received back later, it must not open locked.
  await page.evaluate((key) => localStorage.setItem(key, "1700000000000"), `${STORAGE_KEYS.handedOverPrefix}${id}`);
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(list.getByText("Аня, Боря, Вика")).toHaveCount(0);
  await expect(list.getByText("No games yet.")).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("ttr:session:") || k.startsWith("ttr:handed-over:")))).toEqual([]);
});

test("corrupt data gives the recovery screen while other games still open", async ({ page }) => {
  const good = await startGame(page, ["Маша", "Петя"]);
  await page.getByRole("button", { name: "+1 Петя" }).click();
  await page.evaluate(() => {
    localStorage.setItem("ttr:session:brokentext", '{"format":1,"id":"brokentext","kind":"cake","sta');
    localStorage.setItem("ttr:session:brokenrule", JSON.stringify({ format: 1, id: "brokenrule", kind: "cake", state: { secret: "odd cards only" }, past: [{ secret: "odd cards only" }] }));
  });

  await page.goto("/en/store-test?id=brokenrule");
  await expect(page.getByRole("heading", { name: "This saved game cannot be opened" })).toBeVisible();
  await expect(page.getByTestId("recovery-problem")).toContainText("not a saved game");
  const { text } = await downloaded(page, () => page.getByRole("button", { name: "Save a copy of the record" }).click());
  expect(JSON.parse(text)).toMatchObject({ type: "raw-record", id: "brokenrule", record: { kind: "cake" } });
  expect(text).not.toContain("odd cards only");

  // Unreadable text of a game with a secret is not handed out at all.
  await page.goto("/en/store-test?id=brokentext");
  await page.getByRole("button", { name: "Save a copy of the record" }).click();
  await expect(page.getByText("it may hold the sealed rule")).toBeVisible();

  // The other game is untouched, and the home page lists both damaged records without breaking.
  await page.goto(`/en/store-test?id=${good}`);
  await expect(scores(page)).toContainText("Петя: 1");
  await page.goto(HOME);
  // Both damaged records name their game (the cut-short one is read from its head).
  await expect(page.getByText("Piece of Cake: Damaged record")).toHaveCount(2);
  await expect(page.getByText(/Damaged record/)).toHaveCount(2);
  await expect(page.getByText("Маша, Петя")).toBeVisible();

  // Reset removes only the damaged one.
  await page.goto("/en/store-test?id=brokentext");
  await page.getByRole("button", { name: "Delete this game" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete this game" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto(HOME);
  await expect(page.getByText(/Damaged record/)).toHaveCount(1);
  // A damaged record of no known game can still be deleted from the home page.
  await page.evaluate(() => localStorage.setItem("ttr:session:nokind01", "garbage"));
  await page.reload();
  await page.getByRole("button", { name: "Delete: Damaged record" }).last().click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/Damaged record/)).toHaveCount(1);
  // Games and the roster only: the once-said eviction notice's flag may be there too, where the browser did not persist.
  const kept = Object.keys(await snapshot(page)).filter((k) => k !== "ttr:eviction-notice");
  expect(kept.sort()).toEqual([`ttr:roster`, `ttr:session:brokenrule`, `ttr:session:${good}`].sort());

  await page.goto("/en/store-test?id=nosuchgame");
  await expect(page.getByRole("heading", { name: "No such game on this device" })).toBeVisible();
});

test("export and import round trip; a bad file is refused with the reason and nothing changes", async ({ page, browser }) => {
  await startGame(page, ["Маша", "Петя"]);
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await page.getByRole("button", { name: "Seal" }).click();
  await page.getByRole("button", { name: "+1 Петя" }).click();
  const { download, text } = await downloaded(page, () => page.getByRole("button", { name: "Export" }).click());
  expect(text).not.toContain("odd cards only");

  // Another device: a fresh context.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto("/en/store-test");
  const before = await snapshot(phone);
  await phone.getByLabel("Import a game from a file").setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"app":"tabletop-referee","type":"session"}') });
  await expect(phone.getByRole("main").getByRole("alert")).toContainText("not a game exported from this app");
  await phone.getByLabel("Import a game from a file").setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from(text.replaceAll('"Петя"', '""')) });
  await expect(phone.getByRole("main").getByRole("alert")).toContainText("breaks the rules");
  expect(await snapshot(phone)).toEqual(before);

  await phone.getByLabel("Import a game from a file").setInputFiles((await download.path()) ?? "");
  await expect(phone.getByText("Game imported.")).toBeVisible();
  const href = (await phone.getByRole("link", { name: "Open it" }).getAttribute("href")) ?? "";
  const id = new URL(href, "http://x").searchParams.get("id");
  await phone.goto(`/en/store-test?id=${id}`);
  await expect(scores(phone)).toContainText("Маша: 1");
  await expect(scores(phone)).toContainText("Петя: 1");
  await phone.getByRole("button", { name: "Undo" }).click(); // the undo stack came along
  await expect(scores(phone)).toContainText("Петя: 0");
  await other.close();
});

test("two tabs: the second follows the first live, read-only; taking over reads the newest game first, so a tab that missed updates never overwrites newer data", async ({ page, context }) => {
  const id = await startGame(page, ["Маша", "Петя"]);
  const second = await context.newPage();
  await second.goto(`/en/store-test?id=${id}`);
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(scores(second)).toContainText("Маша: 1");

  // Make the second tab miss updates (as a frozen background tab would), then take the game over there.
  await second.evaluate(() => Object.defineProperty(StorageEvent.prototype, "key", { get: () => "not-this-one" }));
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(scores(second)).toContainText("Маша: 1");
  await second.getByRole("button", { name: "Continue here" }).click();
  await expect(scores(second)).toContainText("Маша: 2");
  await second.getByRole("button", { name: "+1 Петя" }).click();
  await expect(scores(page)).toContainText("Петя: 1");
  await expect(page.getByRole("main").getByRole("status")).toContainText("being played in another tab");
  await page.reload();
  await expect(scores(page)).toContainText("Маша: 2");
  await expect(scores(page)).toContainText("Петя: 1");
});

test("players roster: add, refuse a duplicate, rename, remove; offered in a new game", async ({ page }) => {
  await page.goto("/en/players");
  const add = async (name: string) => {
    await page.getByLabel("New player's name").fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  };
  await add("Маша");
  await add("Петя");
  await add(" маша ");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already taken");
  await add("Маша К.");
  const roster = page.getByRole("list", { name: "Players" });
  await expect(roster.getByRole("listitem")).toHaveCount(3);

  await page.getByRole("button", { name: "Rename: Маша К." }).click();
  await page.getByLabel("New name for Маша К.").fill("петя");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already taken");
  await page.getByLabel("New name for Маша К.").fill("Маша Б.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(roster).toContainText("Маша Б.");

  await page.getByRole("button", { name: "Remove: Петя" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  // The removal is written under the roster's cross-tab lock, then shown: reload once it shows.
  await expect(roster.getByRole("listitem")).toHaveCount(2);
  await page.reload();
  await expect(roster.getByRole("listitem")).toHaveText([/^Маша Б\./, /^Маша[^ ]/]);

  await page.goto("/en/store-test");
  await expect(page.getByRole("button", { name: "+ Маша Б." })).toBeVisible();
  await page.getByLabel("Another player's name").fill("МАША");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already taken");
  await page.getByRole("button", { name: "It's the same Маша" }).click();
  await expect(page.getByRole("list", { name: "Players in seat order" })).toContainText("Маша");
});

test("the screen is kept awake on a game screen, re-acquired when visible again, released on leaving", async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    let visible = "visible";
    Object.defineProperty(document, "visibilityState", { get: () => visible, configurable: true });
    const sentinels: { released: boolean }[] = [];
    (window as unknown as { __wake: unknown }).__wake = {
      log,
      hide() {
        visible = "hidden";
        for (const s of sentinels) s.released = true; // the browser drops the lock on hide
        log.push("dropped");
        document.dispatchEvent(new Event("visibilitychange"));
      },
      show() {
        visible = "visible";
        document.dispatchEvent(new Event("visibilitychange"));
      },
    };
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request:${type}`);
          const s = { released: false, release: async () => { s.released = true; log.push("release"); } };
          sentinels.push(s);
          return s;
        },
      },
    });
  });
  const id = await startGame(page, ["Маша", "Петя"]);
  const log = () => page.evaluate(() => (window as unknown as { __wake: { log: string[] } }).__wake.log);
  await expect.poll(log).toEqual(["request:screen"]);
  await page.evaluate(() => (window as unknown as { __wake: { hide(): void } }).__wake.hide());
  await page.evaluate(() => (window as unknown as { __wake: { show(): void } }).__wake.show());
  await expect.poll(log).toEqual(["request:screen", "dropped", "request:screen"]);
  await page.getByRole("link", { name: "Tabletop Referee" }).first().click(); // client-side navigation home
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(log).toEqual(["request:screen", "dropped", "request:screen", "release"]);
  expect(id).not.toBe("");
});

test("npm start's lan.json reports PUBLIC_URL (tests never contact a LAN address)", async ({ request }) => {
  const res = await request.get("lan.json");
  expect(res.headers()["cache-control"]).toBe("no-store");
  const body = (await res.json()) as { publicUrl: string; addresses: string[] };
  expect(body.publicUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(Array.isArray(body.addresses)).toBe(true);
});

test("a full storage is shown, the game goes on, and nothing is lost once space is back", async ({ page }) => {
  await startGame(page, ["Маша", "Петя"]);
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await page.evaluate(() => {
    const w = window as unknown as { __setItem: Storage["setItem"] };
    w.__setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
  });
  await page.getByRole("button", { name: "+1 Маша" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Not saved: this device's storage is full");
  await expect(scores(page)).toContainText("Маша: 2");
  await page.evaluate(() => {
    Storage.prototype.setItem = (window as unknown as { __setItem: Storage["setItem"] }).__setItem;
  });
  await page.getByRole("button", { name: "+1 Петя" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(scores(page)).toContainText("Маша: 2");
  await expect(scores(page)).toContainText("Петя: 1");
});

test("storage blocked (private mode): said plainly on the home page and on a game page", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", { get: () => { throw new DOMException("blocked", "SecurityError"); } });
  });
  await page.goto("/en");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("storage cannot be read");
  await page.goto("/en/store-test?id=abcd1234");
  await expect(page.getByTestId("recovery-problem")).toContainText("storage cannot be read");
});

test.describe("accessibility of the store's screens", () => {
  async function noSerious(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }

  test("axe: home with games in progress, finished and damaged; recovery; picker with a refused name", async ({ page }) => {
    await startGame(page, ["Маша", "Петя"]);
    await page.getByRole("button", { name: "Finish" }).click();
    await noSerious(page);
    await startGame(page, ["Маша", "Петя", "Ваня"]);
    await page.evaluate(() => localStorage.setItem("ttr:session:broken99", '{"kind":"cake"'));
    await page.goto("/ru/store-test/home");
    await expect(page.getByRole("heading", { name: "Завершённые" })).toBeVisible();
    await expect(page.getByTestId("damaged-session")).toHaveCount(1);
    await noSerious(page);
    await page.goto("/ru/store-test?id=broken99");
    await expect(page.getByRole("heading", { name: "Эту сохранённую игру не открыть" })).toBeVisible();
    await noSerious(page);
    await page.goto("/ru/store-test");
    await page.getByLabel("Имя ещё одного игрока").fill("маша");
    await page.getByRole("button", { name: "Добавить", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Такое имя уже есть");
    await noSerious(page);
  });
});

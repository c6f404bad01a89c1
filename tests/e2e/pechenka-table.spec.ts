import { expect, test } from "@playwright/test";
import type { Locator, Page, Route } from "@playwright/test";

// Pechenka as a group plays it: one host phone at 390×844 with touch, players' phones opening
// their links, a reload and a second tab. Each test names the table situation it guards.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function newGame(page: Page, names: string[], lang: "en" | "ru" = "en"): Promise<void> {
  await page.goto(`/${lang}/pechenka`);
  for (const n of names) {
    await page.getByLabel(lang === "ru" ? "Имя ещё одного игрока" : "Another player's name", { exact: true }).fill(n);
    await page.getByRole("button", { name: lang === "ru" ? "Добавить" : "Add", exact: true }).tap();
  }
  await page.getByRole("button", { name: lang === "ru" ? "Раздать роли" : "Deal the roles" }).tap();
  await expect(page).toHaveURL(new RegExp(`/${lang}/pechenka/play\\?id=`));
}

/** Whether the whole element is inside the 390×844 screen as it is scrolled now. */
async function onScreen(l: Locator): Promise<boolean> {
  const box = await l.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390;
}

/** Fresh page, scrolled to the top: is the element above the fold? */
async function aboveFold(page: Page, l: Locator): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return onScreen(l);
}

test("the pass waits for the first player, a change of first player restarts it, each of 6 players exactly once", async ({ page }) => {
  const names = ["Маша", "Петя", "Оля", "Дима", "Катя", "Лёва"];
  await newGame(page, names);
  await page.getByRole("radio", { name: "Pass this device around" }).tap();
  await page.getByRole("button", { name: /start round 1/i }).tap();
  // No first player yet: nobody is asked to look.
  await expect(page.getByTestId("hold-area")).toHaveCount(0);
  await expect(page.getByText("Choose the first player: the pass starts with them.")).toBeVisible();
  await page.getByRole("radio", { name: "Маша" }).tap();
  await expect(page.getByText("Маша, tap and hold to see your role")).toBeVisible();
  await page.getByRole("button", { name: "Next player" }).tap();
  await expect(page.getByText("Петя, tap and hold to see your role")).toBeVisible();
  await page.getByRole("button", { name: "Next player" }).tap();
  // The table decides Оля starts after all: the pass starts again from Оля.
  await page.getByRole("radio", { name: "Оля" }).tap();
  await expect(page.getByText("The first player changed: the pass starts again.")).toBeVisible();
  const turns: string[] = [];
  for (let i = 0; i < 6; i++) {
    const turn = page.getByText(/, tap and hold to see your role$/);
    await expect(turn).toBeVisible();
    turns.push(((await turn.textContent()) ?? "").replace(", tap and hold to see your role", ""));
    await page.getByRole("button", { name: "Show my role" }).tap();
    await expect(page.getByTestId("role-name")).toBeVisible();
    await page.getByRole("button", { name: "Next player" }).tap();
  }
  expect(turns).toEqual(["Оля", "Дима", "Катя", "Лёва", "Маша", "Петя"]);
  await expect(page.getByText("Everyone has seen their role")).toBeVisible();
});

test("a re-deal cannot be undone, and Undo says what it will undo", async ({ page }) => {
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  await page.getByRole("button", { name: "Show the code for Kim" }).tap();
  await page.getByRole("button", { name: "Done, hide the code" }).tap();
  await expect(page.getByRole("button", { name: "Undo: Kim's code marked as shown" })).toBeVisible();
  await page.getByRole("button", { name: /Re-deal/ }).tap();
  await page.getByRole("dialog").getByRole("button", { name: "Re-deal" }).tap();
  await expect(page.getByText("Deal 2")).toBeVisible();
  // Nothing before a re-deal can come back: deal 1's codes were seen by the wrong person.
  await expect(page.getByRole("button", { name: /^Undo/ })).toBeDisabled();
  await page.reload();
  await expect(page.getByText("Deal 2")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Undo/ })).toBeDisabled();
  await page.getByRole("button", { name: "Show the code for Lee" }).tap();
  await page.getByRole("button", { name: "Done, hide the code" }).tap();
  await page.getByRole("button", { name: "Undo: Lee's code marked as shown" }).tap();
  await expect(page.getByTestId("shown-1")).toHaveText("not shown yet");
  await expect(page.getByText("Deal 2")).toBeVisible();
});

test("a player's code again in the middle of the game, confirmed and logged in the round summary", async ({ page, browser }) => {
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  await page.getByRole("button", { name: /start round 1/i }).tap();
  await page.getByRole("radio", { name: "Kim" }).tap();
  await page.getByRole("button", { name: "The round is over: enter the cards" }).tap();
  await page.getByRole("button", { name: "Reveal roles and coins" }).tap();
  await page.getByRole("button", { name: "Next round" }).tap();
  await expect(page.getByRole("heading", { name: "Round 2 of 4" })).toBeVisible();
  // Max's phone lost its link in round 2.
  await page.getByRole("button", { name: "Show a player's code again" }).tap();
  await page.getByRole("dialog").getByRole("radio", { name: "Max" }).tap();
  await page.getByRole("dialog").getByRole("button", { name: "Show Max's code" }).tap();
  await expect(page.getByRole("heading", { name: "Code for Max" })).toBeVisible();
  const link = await page.getByLabel("Link for Max").inputValue();
  await page.getByRole("button", { name: "Done, hide the code" }).tap();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const pp = await phone.newPage();
  await pp.goto(link);
  await expect(pp.getByTestId("player-name")).toHaveText("Max");
  await phone.close();
  await page.reload();
  await page.getByRole("button", { name: "The round is over: enter the cards" }).tap();
  await page.getByRole("button", { name: "Reveal roles and coins" }).tap();
  await expect(page.getByTestId("reshown-note")).toHaveText("⚠ Max's code was shown again during this round.");
});

test("the card follows the page's language, and the switch changes the card too", async ({ browser }) => {
  const host = await browser.newContext();
  const page = await host.newPage();
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  await page.getByRole("button", { name: "Show the code for Kim" }).tap();
  const link = await page.getByLabel("Link for Kim").inputValue();
  // A Russian phone opens the English link: English card under the English header.
  const ru = await browser.newContext({ locale: "ru-RU", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await ru.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId("round-label")).toHaveText("Round 1 of 4");
  await phone.getByRole("link", { name: "Русский" }).tap();
  await expect(phone).toHaveURL(/\/ru\/pechenka\/card#/);
  await expect(phone.getByTestId("round-label")).toHaveText("Раунд 1 из 4");
  await phone.getByRole("button", { name: "Показать мою роль" }).tap();
  await expect(phone.getByText(/^Вы охотитесь на:/)).toBeVisible();
  await ru.close();
  await host.close();
});

test("the player's card link survives a tap on the language switch before the page is interactive", async ({ browser }) => {
  const host = await browser.newContext();
  const page = await host.newPage();
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  await page.getByRole("button", { name: "Show the code for Lee" }).tap();
  const link = await page.getByLabel("Link for Lee").inputValue();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await ctx.newPage();
  // A slow phone: the server HTML is on screen, its scripts have not arrived when the switch is tapped.
  let holding = true;
  const held: Route[] = [];
  await phone.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await phone.goto(link, { waitUntil: "domcontentloaded" });
  const fragment = link.slice(link.indexOf("#"));
  expect(await phone.getByRole("link", { name: "Русский" }).evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactFiber")))).toBe(false);
  holding = false;
  await phone.getByRole("link", { name: "Русский" }).tap();
  await expect(phone).toHaveURL(new RegExp(`/ru/pechenka/card${fragment.replace(/[-]/g, "\\-")}$`));
  await Promise.all(held.splice(0).map((r) => r.continue().catch(() => undefined)));
  await expect(phone.getByTestId("player-name")).toHaveText("Lee");
  await expect(phone.getByTestId("round-label")).toHaveText("Раунд 1 из 4");
  // And back, once the page is interactive: the link is kept both ways.
  await phone.getByRole("link", { name: "English" }).tap();
  await expect(phone).toHaveURL(new RegExp(`/en/pechenka/card${fragment.replace(/[-]/g, "\\-")}$`));
  await expect(phone.getByTestId("player-name")).toHaveText("Lee");
  await ctx.close();
  await host.close();
});

test("one changed character in a link says 'changed or mistyped', never 'cut short' or 'another version'", async ({ browser }) => {
  const host = await browser.newContext();
  const page = await host.newPage();
  await newGame(page, ["Kim", "Lee", "Max", "Ned", "Oz"]);
  await page.getByRole("button", { name: "Show the code for Oz" }).tap();
  const link = await page.getByLabel("Link for Oz").inputValue();
  const phoneCtx = await browser.newContext();
  const phone = await phoneCtx.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId("player-name")).toHaveText("Oz");
  const fragment = link.split("#")[1] ?? "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  // Every position, several replacement characters each: each variant through the page's own reader.
  const said = await phone.evaluate(
    async ({ fragment, alphabet }) => {
      const out: string[] = [];
      for (let i = 0; i < fragment.length; i++) {
        for (const step of [1, 17, 33, 50]) {
          const c = alphabet[(alphabet.indexOf(fragment[i] ?? "A") + step) % 64] ?? "A";
          location.hash = fragment.slice(0, i) + c + fragment.slice(i + 1);
          await new Promise((r) => setTimeout(r, 0));
          for (let k = 0; k < 50 && !document.querySelector("[role=alert] p"); k++) await new Promise((r) => setTimeout(r, 10));
          out.push(document.querySelector("[role=alert] p")?.textContent ?? "(no error shown)");
        }
      }
      return out;
    },
    { fragment, alphabet },
  );
  expect(said.length).toBe(fragment.length * 4);
  const counts = new Map<string, number>();
  for (const s of said) counts.set(s, (counts.get(s) ?? 0) + 1);
  expect([...counts.entries()]).toEqual([["This link was changed or mistyped: its check does not match. Scan the code again.", said.length]]);
  // A link really cut short still says so.
  await phone.goto(link.slice(0, -5));
  await expect(phone.getByText(/The link is cut short/)).toBeVisible();
  await phoneCtx.close();
  await host.close();
});

test("over plain HTTP on a LAN address the phone does not promise offline use", async ({ browser }) => {
  const host = await browser.newContext();
  const page = await host.newPage();
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  await page.getByRole("button", { name: "Show the code for Lee" }).tap();
  const link = await page.getByLabel("Link for Lee").inputValue();
  const lan = await browser.newContext();
  // What a phone on http://192.168.x.x sees: no secure context, no service worker.
  await lan.addInitScript(() => {
    Object.defineProperty(window, "isSecureContext", { value: false });
    Object.defineProperty(Navigator.prototype, "serviceWorker", { get: () => undefined });
  });
  const phone = await lan.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId("player-name")).toHaveText("Lee");
  await expect(phone.getByText(/Works without a network/)).toHaveCount(0);
  await expect(phone.getByText("Keep this page open: over this connection it cannot be opened again without a network.")).toBeVisible();
  // On a secure origin the promise stands.
  const ok = await (await browser.newContext()).newPage();
  await ok.goto(link);
  await expect(ok.getByText("Works without a network once opened.")).toBeVisible();
  await lan.close();
  await host.close();
});

test("at 390×844 the hand-out's Done is on screen, role 37 reads once, the seat grid is not cut off, main actions above the fold", async ({ page, browser }) => {
  await newGame(page, ["Alexandra", "Bartholomew", "Cy", "Dee", "Evangelina"]);
  await page.getByRole("button", { name: "Show the code for Alexandra" }).tap();
  await expect(page.getByTestId("qr-panel")).toBeVisible();
  expect(await onScreen(page.getByRole("button", { name: "Done, hide the code" })), "Done on screen while the code shows").toBe(true);
  await page.screenshot({ path: test.info().outputPath("handout-code.png") });
  await page.getByRole("button", { name: "Done, hide the code" }).tap();
  expect(await aboveFold(page, page.getByRole("button", { name: "Show the code for Bartholomew" }))).toBe(true);

  // A phone whose role is 37 reads "37" once wherever a role is named.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const pp = await phone.newPage();
  for (const seat of ["Alexandra", "Bartholomew", "Cy", "Dee", "Evangelina"]) {
    await page.getByRole("button", { name: new RegExp(`code for ${seat}|${seat}'s code again`) }).tap();
    const link = await page.getByLabel(`Link for ${seat}`).inputValue();
    await page.getByRole("button", { name: "Done, hide the code" }).tap();
    await pp.goto(link);
    await pp.getByRole("button", { name: "Show my role" }).tap();
    for (let r = 0; r < 5; r++) {
      const text = (await pp.getByTestId("secret").innerText()).replace(/\s+/g, " ");
      expect(text, `role text on the phone: ${text}`).not.toMatch(/37 37/);
      if (r < 4) {
        await pp.getByRole("button", { name: "Next round" }).tap();
        await pp.getByRole("button", { name: "Yes, move on" }).tap();
        await pp.getByRole("button", { name: "Show my role" }).tap();
      }
    }
    await pp.evaluate(() => localStorage.clear());
  }
  await phone.close();

  await page.getByRole("button", { name: /start round 1/i }).tap();
  expect(await aboveFold(page, page.getByRole("radio", { name: "Evangelina" })), "first-player choice above the fold").toBe(true);
  await page.getByRole("radio", { name: "Cy" }).tap();
  expect(await aboveFold(page, page.getByRole("button", { name: "The round is over: enter the cards" }))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("round.png") });
  await page.getByRole("button", { name: "The round is over: enter the cards" }).tap();
  // The seat grid: every cell fits its box, the page never scrolls sideways, the reveal is on screen.
  const cells = page.getByTestId("seat-grid").getByRole("button");
  expect(await cells.count()).toBeGreaterThan(0);
  const clipped = await page.getByTestId("seat-grid").evaluate((grid) =>
    [...grid.querySelectorAll("button, th")].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await aboveFold(page, page.getByRole("button", { name: "Reveal roles and coins" }))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("entry.png") });
  await page.getByRole("button", { name: "Reveal roles and coins" }).tap();
  expect(await aboveFold(page, page.getByRole("button", { name: "Next round" }))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("summary.png"), fullPage: true });
  const summary = (await page.getByTestId("round-1-summary").innerText()).replace(/\s+/g, " ");
  expect(summary).not.toMatch(/37 37/);
});

test("fewer taps: a 5-player round is entered through the seat grid in at most 12 taps, in both languages", async ({ page }) => {
  for (const lang of ["en", "ru"] as const) {
    const names = lang === "en" ? ["Ann", "Bob", "Cy", "Dee", "Eve"] : ["Аня", "Боря", "Вика", "Гоша", "Даша"];
    const t =
      lang === "en"
        ? { start: /start round 1/i, end: "The round is over: enter the cards", reveal: "Reveal roles and coins", sword: "Sword", shield: "Shield", on: (o: string, c: string, x: string) => `${o}: ${c} on ${x}`, hill: (o: string) => `${o}: Hill still in hand` }
        : { start: /начать раунд 1/i, end: "Раунд окончен: ввести карты", reveal: "Открыть роли и монеты", sword: "Меч", shield: "Щит", on: (o: string, c: string, x: string) => `${o}: ${c} → ${x}`, hill: (o: string) => `${o}: Холм в руке` };
    await newGame(page, names, lang);
    await page.getByRole("button", { name: t.start }).tap();
    await page.getByRole("radio", { name: names[0] }).tap();
    await page.getByRole("button", { name: t.end }).tap();
    let taps = 0;
    const tap = async (l: Locator) => {
      await l.tap();
      taps++;
    };
    // Every sword on the next seat, every shield two seats on; Cy still holds the Hill.
    // The Sword is the card in hand when the grid opens.
    await expect(page.getByRole("radio", { name: t.sword, exact: true })).toBeChecked();
    for (let s = 0; s < 5; s++) await tap(page.getByRole("button", { name: t.on(names[s]!, t.sword, names[(s + 1) % 5]!) }));
    await tap(page.getByRole("radio", { name: t.shield, exact: true }));
    for (let s = 0; s < 5; s++) await tap(page.getByRole("button", { name: t.on(names[s]!, t.shield, names[(s + 2) % 5]!) }));
    await tap(page.getByLabel(t.hill(names[2]!)));
    // No sword and shield point at each other in this pattern: no blocked pair to resolve.
    await expect(page.getByTestId("blocked-pair")).toHaveCount(0);
    // A reload in the middle of the next step keeps every placement.
    await page.reload();
    await page.getByRole("radio", { name: t.shield, exact: true }).tap();
    for (let s = 0; s < 5; s++) {
      await expect(page.getByRole("button", { name: t.on(names[s]!, t.shield, names[(s + 2) % 5]!) })).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page.getByLabel(t.hill(names[2]!))).toBeChecked();
    await page.getByRole("radio", { name: t.sword, exact: true }).tap();
    for (let s = 0; s < 5; s++) {
      await expect(page.getByRole("button", { name: t.on(names[s]!, t.sword, names[(s + 1) % 5]!) })).toHaveAttribute("aria-pressed", "true");
    }
    await page.screenshot({ path: test.info().outputPath(`seat-grid-${lang}.png`) });
    await page.getByRole("button", { name: t.reveal }).tap();
    console.log(`[taps] ${lang}: 5-player round entered in ${taps} taps (plus one to open the entry and one to reveal)`);
    expect(taps).toBeLessThanOrEqual(12);
    await expect(page.getByTestId("round-1-summary")).toBeVisible();
  }
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  for (const lang of ["en", "ru"] as const) {
    test(`${lang}: the round summary's "why" column is on screen, not cut off in a sideways scroll`, async ({ page }) => {
      const names = lang === "en" ? ["Ann", "Bob", "Cy", "Dee", "Eve"] : ["Аня", "Боря", "Вика", "Гоша", "Даша"];
      const t =
        lang === "en"
          ? { start: /start round 1/i, end: "The round is over: enter the cards", reveal: "Reveal roles and coins", shield: "Shield", sword: "Sword", on: (o: string, c: string, x: string) => `${o}: ${c} on ${x}`, hill: (o: string) => `${o}: Hill still in hand` }
          : { start: /начать раунд 1/i, end: "Раунд окончен: ввести карты", reveal: "Открыть роли и монеты", shield: "Щит", sword: "Меч", on: (o: string, c: string, x: string) => `${o}: ${c} → ${x}`, hill: (o: string) => `${o}: Холм в руке` };
      await page.goto(`/${lang}/pechenka`);
      const field = page.getByLabel(lang === "ru" ? "Имя ещё одного игрока" : "Another player's name", { exact: true });
      await expect(page.getByRole("button", { name: lang === "ru" ? "Добавить" : "Add", exact: true })).toBeEnabled();
      for (const n of names) {
        await field.fill(n);
        await field.press("Enter");
        await expect(field).toHaveValue("");
      }
      await page.getByRole("button", { name: lang === "ru" ? "Раздать роли" : "Deal the roles" }).tap();
      await page.getByRole("button", { name: t.start }).tap();
      await page.getByRole("radio", { name: names[0] }).tap();
      await page.getByRole("button", { name: t.end }).tap();
      // Every Sword on the next seat, every Shield two seats on, every Hill kept: a reason on every row.
      for (let s = 0; s < 5; s++) await page.getByRole("button", { name: t.on(names[s]!, t.sword, names[(s + 1) % 5]!) }).tap();
      await page.getByRole("radio", { name: t.shield, exact: true }).tap();
      for (let s = 0; s < 5; s++) await page.getByRole("button", { name: t.on(names[s]!, t.shield, names[(s + 2) % 5]!) }).tap();
      for (let s = 0; s < 5; s++) await page.getByLabel(t.hill(names[s]!)).check();
      await page.getByRole("button", { name: t.reveal }).tap();
      const table = page.getByTestId("round-1-summary");
      await expect(table).toBeVisible();
      // Nothing scrolls sideways: the table is as wide as its box, and every cell ends on screen.
      const fits = await table.evaluate((el) => {
        const box = el.parentElement as HTMLElement;
        const cells = [...el.querySelectorAll("th, td")].map((c) => c.getBoundingClientRect().right);
        return { scroll: box.scrollWidth - box.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth, right: Math.max(...cells) };
      });
      expect(fits.scroll).toBeLessThanOrEqual(0);
      expect(fits.page).toBeLessThanOrEqual(0);
      expect(fits.right).toBeLessThanOrEqual(320);
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/pechenka-summary-320-${lang}.png`, fullPage: true });
    });
  }
});

test("fewer taps: a 5-player round where every Sword and Shield was placed and most players kept the Hill takes at most 12 taps", async ({ page }) => {
  for (const lang of ["en", "ru"] as const) {
    const names = lang === "en" ? ["Ann", "Bob", "Cy", "Dee", "Eve"] : ["Аня", "Боря", "Вика", "Гоша", "Даша"];
    const t =
      lang === "en"
        ? { start: /start round 1/i, end: "The round is over: enter the cards", reveal: "Reveal roles and coins", sword: "Sword", shield: "Shield", on: (o: string, c: string, x: string) => `${o}: ${c} on ${x}`, hill: (o: string) => `${o}: Hill still in hand`, all: "Everyone kept the Hill" }
        : { start: /начать раунд 1/i, end: "Раунд окончен: ввести карты", reveal: "Открыть роли и монеты", sword: "Меч", shield: "Щит", on: (o: string, c: string, x: string) => `${o}: ${c} → ${x}`, hill: (o: string) => `${o}: Холм в руке`, all: "Холм у всех в руке" };
    await newGame(page, names, lang);
    await page.getByRole("button", { name: t.start }).tap();
    await page.getByRole("radio", { name: names[0] }).tap();
    await page.getByRole("button", { name: t.end }).tap();
    let taps = 0;
    const tap = async (l: Locator) => {
      await l.tap();
      taps++;
    };
    for (let s = 0; s < 5; s++) await tap(page.getByRole("button", { name: t.on(names[s]!, t.sword, names[(s + 1) % 5]!) }));
    // Every Sword placed: the Shield is in hand without a tap.
    await expect(page.getByRole("radio", { name: t.shield, exact: true })).toBeChecked();
    for (let s = 0; s < 5; s++) await tap(page.getByRole("button", { name: t.on(names[s]!, t.shield, names[(s + 2) % 5]!) }));
    // Everyone but Dee kept the Hill: one tap for all, one to untick Dee's.
    await tap(page.getByRole("button", { name: t.all }));
    for (let s = 0; s < 5; s++) await expect(page.getByLabel(t.hill(names[s]!))).toBeChecked();
    await expect(page.getByRole("button", { name: t.all })).toHaveCount(0);
    await tap(page.getByLabel(t.hill(names[3]!)));
    await expect(page.getByLabel(t.hill(names[3]!))).not.toBeChecked();
    await page.screenshot({ path: test.info().outputPath(`seat-grid-hills-${lang}.png`), fullPage: true });
    await page.getByRole("button", { name: t.reveal }).tap();
    console.log(`[taps] ${lang}: all ten Swords and Shields, four Hills kept: ${taps} taps`);
    expect(taps).toBeLessThanOrEqual(12);
    await expect(page.getByTestId("summary-row-0")).toContainText(lang === "en" ? "Hill kept: +1" : "+1");
    await expect(page.getByTestId("summary-row-3")).not.toContainText(lang === "en" ? "Hill kept" : "Холм");
  }
});

/** A round's cards as they lie: per seat the Sword's target, the Shield's target (null: not placed), the Hill still in hand. */
type Shape = { name: string; seats: [number | null, number | null, boolean][] };

test("every round of a 5-player game, whatever was played, is entered in at most 12 taps (one tap per player for Sword and Shield)", async ({ page }) => {
  test.setTimeout(120_000);
  const names = ["Ann", "Bob", "Cy", "Dee", "Eve"];
  const nx = (s: number, k: number) => (s + k) % 5;
  const shapes: Shape[] = [
    // The seat grid alone took 13 here: ten cards placed, three Hills kept.
    { name: "every card placed, 3 Hills kept", seats: [0, 1, 2, 3, 4].map((s) => [nx(s, 1), nx(s, 2), s <= 2]) },
    { name: "every card placed, no Hill kept", seats: [0, 1, 2, 3, 4].map((s) => [nx(s, 2), nx(s, 4), false]) },
    { name: "Swords only, 2 Hills kept; one Sword and Shield on the same player", seats: [0, 1, 2, 3, 4].map((s) => [nx(s, 3), s === 4 ? nx(s, 3) : null, s === 1 || s === 3]) },
    // Round 4's first player is Dee: the only card is the last player's in table order (Cy).
    { name: "one Sword, by the last player in table order; every Hill kept", seats: [0, 1, 2, 3, 4].map((s) => [s === 2 ? 0 : null, null, true]) },
    { name: "nothing placed, one Hill kept", seats: [0, 1, 2, 3, 4].map((s) => [null, null, s === 4]) },
  ];
  await newGame(page, names);
  await page.getByRole("button", { name: /start round 1/i }).tap();
  await page.getByRole("radio", { name: "Ann" }).tap();
  const picker = page.getByTestId("pair-picker");
  const pair = (owner: number, sword: number | null, shield: number | null) =>
    picker.getByRole("button", { name: `${names[owner]} — Sword: ${sword === null ? "not placed" : names[sword]}, Shield: ${shield === null ? "not placed" : names[shield]}`, exact: true });
  const report: string[] = [];
  for (const [r, shape] of shapes.entries()) {
    const first = r % 5;
    const order = [0, 1, 2, 3, 4].map((k) => (first + k) % 5);
    await page.getByRole("button", { name: "The round is over: enter the cards" }).tap();
    let taps = 0;
    const tap = async (l: Locator) => {
      await l.tap();
      taps++;
    };
    // The entry asks for the round's first player first.
    await expect(picker.getByText(`${names[first]}: the Sword's row, the Shield's column`)).toBeVisible();
    const last = Math.max(-1, ...order.map((s, k) => (shape.seats[s]![0] !== null || shape.seats[s]![1] !== null ? k : -1)));
    for (const [k, s] of order.slice(0, last + 1).entries()) {
      const [sword, shield] = shape.seats[s]!;
      await tap(pair(s, sword, shield));
      if (r === 0 && k === 1) {
        // A reload mid-entry keeps what was entered and asks for the next player.
        await page.reload();
        await expect(picker.getByText(`${names[order[2]!]}: the Sword's row, the Shield's column`)).toBeVisible();
      }
    }
    if (last === order.length - 1) {
      // Everyone entered: the line saying so has the focus, and the Hills are next on screen.
      await expect(picker.getByText("Every player is entered.", { exact: false })).toBeFocused();
    }
    const kept = shape.seats.filter(([, , hill]) => hill).length;
    if (kept > 0 && 1 + (5 - kept) < kept) {
      await tap(page.getByRole("button", { name: "Everyone kept the Hill" }));
      for (const [s, [, , hill]] of shape.seats.entries()) if (!hill) await tap(page.getByLabel(`${names[s]}: Hill still in hand`));
    } else {
      for (const [s, [, , hill]] of shape.seats.entries()) if (hill) await tap(page.getByLabel(`${names[s]}: Hill still in hand`));
    }
    // The seat grid shows exactly what was tapped.
    for (const [s, [sword, shield, hill]] of shape.seats.entries()) {
      await expect(page.getByLabel(`${names[s]}: Hill still in hand`)).toBeChecked({ checked: hill });
      for (const [card, at] of [["Sword", sword], ["Shield", shield]] as const) {
        if (at === null) continue;
        await page.getByRole("radio", { name: card, exact: true }).check();
        await expect(page.getByRole("button", { name: `${names[s]}: ${card} on ${names[at]}`, exact: true })).toHaveAttribute("aria-pressed", "true");
      }
    }
    if (r === 0) await page.screenshot({ path: test.info().outputPath("pair-entry-done-en.png"), fullPage: true });
    // What the seat grid alone would have taken: a tap per card, one for the Shield unless every Sword was placed, the Hills.
    const swords = shape.seats.filter(([s]) => s !== null).length;
    const shields = shape.seats.filter(([, s]) => s !== null).length;
    const before = swords + shields + (shields > 0 && swords < 5 ? 1 : 0) + (kept === 0 ? 0 : Math.min(kept, 1 + 5 - kept));
    report.push(`round ${r + 1} (${shape.name}): ${taps} taps (seat grid alone: ${before})`);
    expect(taps, shape.name).toBeLessThanOrEqual(12);
    await page.getByRole("button", { name: "Reveal roles and coins" }).tap();
    for (const [s, [, , hill]] of shape.seats.entries()) {
      const row = page.getByTestId(`round-${r + 1}-summary`).getByTestId(`summary-row-${s}`);
      if (hill) await expect(row).toContainText("Hill kept: +1");
      else await expect(row).not.toContainText("Hill kept");
    }
    await page.getByRole("button", { name: r === 4 ? "Finish the game" : "Next round" }).tap();
  }
  console.log(`[taps] ${report.join("; ")}`);
  await expect(page.getByTestId("winners")).toBeVisible();
});

test.describe("the one-tap-per-player grid at 320 px, dark", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, colorScheme: "dark" });
  for (const lang of ["en", "ru"] as const) {
    test(`${lang}: a 5-player grid fits the screen with 44 px cells, and says whose cards it asks for`, async ({ page }) => {
      const names = lang === "en" ? ["Ann", "Bob", "Cy", "Dee", "Evangelina"] : ["Аня", "Боря", "Вика", "Гоша", "Евангелина"];
      await newGame(page, names, lang);
      await page.getByRole("button", { name: lang === "en" ? /start round 1/i : /начать раунд 1/i }).tap();
      await page.getByRole("radio", { name: names[0] }).tap();
      await page.getByRole("button", { name: lang === "en" ? "The round is over: enter the cards" : "Раунд окончен: ввести карты" }).tap();
      const picker = page.getByTestId("pair-picker");
      await expect(picker).toContainText(lang === "en" ? `${names[0]}: the Sword's row, the Shield's column` : `${names[0]}: меч — строка, щит — столбец`);
      const cells = picker.locator("td button");
      await expect(cells).toHaveCount(25);
      const sizes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => [b.width, b.height, b.right]));
      expect(sizes.every(([w, h]) => (w ?? 0) >= 44 && (h ?? 0) >= 44)).toBe(true);
      expect(Math.max(...sizes.map(([, , right]) => right ?? 0))).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await picker.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/pechenka-pair-320-dark-${lang}.png` });
      // Keyboard: a cell is a button; Enter enters the pair and the next player is asked for.
      await picker.getByRole("button", { name: lang === "en" ? `${names[0]} — Sword: ${names[1]}, Shield: ${names[2]}` : `${names[0]} — меч: ${names[1]}, щит: ${names[2]}`, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(picker).toContainText(lang === "en" ? `${names[1]}: the Sword's row` : `${names[1]}: меч — строка`);
      await page.screenshot({ path: `test-results/pechenka-pair-320-dark-${lang}-next.png`, fullPage: true });
    });
  }
});

test.describe("round entry at 320 px with long names", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const long = {
    en: ["Alexandra", "Bartholomew", "Evangelina", "Maximilian", "Christopher", "Josephine"],
    ru: ["Александра", "Варфоломей", "Евангелина", "Константин", "Анастасия", "Святослав"],
  };
  for (const n of [6, 5] as const) {
    for (const lang of ["en", "ru"] as const) {
      test(`${lang}, ${n} players: both grids fit the screen, every cell is 44 px, every name is whole on one line`, async ({ page }) => {
        const names = long[lang].slice(0, n);
        await page.goto(`/${lang}/pechenka`);
        const field = page.getByLabel(lang === "ru" ? "Имя ещё одного игрока" : "Another player's name", { exact: true });
        await expect(page.getByRole("button", { name: lang === "ru" ? "Добавить" : "Add", exact: true })).toBeEnabled();
        for (const name of names) {
          await field.fill(name);
          await field.press("Enter");
          await expect(field).toHaveValue("");
        }
        // The seat list keeps every long name on the screen (it was 341 px wide at 320).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), "set-up page width").toBeLessThanOrEqual(320);
        await page.getByRole("button", { name: lang === "ru" ? "Раздать роли" : "Deal the roles" }).tap();
        await page.getByRole("button", { name: lang === "en" ? /start round 1/i : /начать раунд 1/i }).tap();
        await page.getByRole("radio", { name: names[0] }).tap();
        await page.getByRole("button", { name: lang === "en" ? "The round is over: enter the cards" : "Раунд окончен: ввести карты" }).tap();
        for (const id of ["pair-picker", "seat-grid"]) {
          const grid = page.getByTestId(id);
          await expect(grid).toBeVisible();
          const report = await grid.evaluate((root) => {
            const box = (el: Element) => el.getBoundingClientRect();
            // The grid and every box in it (but the screen-reader-only texts): nothing wider than its box.
            const scrolling: string[] = [];
            for (const el of [root, ...root.querySelectorAll("*")]) {
              if (el.closest(".sr-only") || el.tagName === "svg" || el.closest("svg")) continue;
              if (el.scrollWidth > el.clientWidth + 1) scrolling.push(`${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
            }
            const cells = [...root.querySelectorAll("td button, td label")].map((el) => {
              const b = box(el);
              return { w: b.width, h: b.height, left: b.left, right: b.right };
            });
            // A name on one line: its text makes a single line box (a name broken mid-word makes two or more).
            const names = [...root.querySelectorAll("[data-name]")].map((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              const lines = new Set([...range.getClientRects()].map((r) => (getComputedStyle(el).writingMode.startsWith("vertical") ? Math.round(r.left) : Math.round(r.top)))).size;
              const th = el.closest("th")!;
              return { text: el.textContent, lines, cut: box(el).right > box(th).right + 1 || box(el).left < box(th).left - 1 || box(el).bottom > box(th).bottom + 1, height: box(th).height };
            });
            return { scrolling, cells, names };
          });
          expect(report.scrolling, `${id}: boxes that scroll sideways`).toEqual([]);
          expect(report.cells.length, id).toBeGreaterThanOrEqual(n * (n - 1));
          for (const c of report.cells) {
            expect(c.w, `${id}: cell width`).toBeGreaterThanOrEqual(44);
            expect(c.h, `${id}: cell height`).toBeGreaterThanOrEqual(44);
            expect(c.left, `${id}: cell on screen`).toBeGreaterThanOrEqual(0);
            expect(c.right, `${id}: cell on screen`).toBeLessThanOrEqual(320);
          }
          // Each player's name appears whole, on one line, in the rows and in the columns.
          // (The picker asks for the first player: their own name is not among the choices.)
          for (const name of id === "pair-picker" ? names.slice(1) : names) expect(report.names.filter((x) => x.text === name).length, `${id}: ${name} labels`).toBeGreaterThanOrEqual(2);
          for (const x of report.names) {
            expect(x.lines, `${id}: "${x.text}" on one line`).toBe(1);
            expect(x.cut, `${id}: "${x.text}" inside its header`).toBe(false);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await page.getByTestId("pair-picker").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/pechenka-entry-320-${n}-${lang}.png`, fullPage: true });
      });
    }
  }
});

import { chromium, expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { STATIC_BASE as BASE } from "../e2e-static/site";
import { addPlayer, startGame } from "./helpers/table";
import { makeRevealFragment } from "../../lib/pechenka/link";

// The largest paint is the server's HTML, and nothing the browser adds later moves it.
// Figures (LCP, TBT, CLS per route) live in `npm run bench`; these tests assert no timings.

/** Game and text pages: their main heading and first paragraph must come with the server's HTML. */
const PAGES = [
  "/en",
  "/ru",
  "/en/cake",
  "/ru/cake",
  "/en/eleusis",
  "/ru/eleusis",
  "/en/pechenka",
  "/ru/pechenka",
  "/en/eleusis/workshop",
  "/en/eleusis/verify",
  "/en/cake/rules",
  "/ru/eleusis/rules",
  "/en/eleusis/rules/new-eleusis",
  "/en/pechenka/rules",
  "/en/players",
  // Without ?id= the game screen says so in its server HTML (shown by an inline script before hydration).
  "/en/eleusis/play",
  "/ru/eleusis/play",
  "/en/cake/play",
  "/ru/cake/play",
  "/en/pechenka/play",
  "/ru/pechenka/play",
  // Likewise the phone page without a fragment (never a role: the server cannot know it).
  "/en/pechenka/card",
  "/ru/pechenka/card",
];

/** The text of a server HTML fragment as the browser shows it (tags dropped, entities decoded). */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

// Checked in two halves, each on one page (a failure names the path).
const PAGE_GROUPS = [PAGES.slice(0, 12), PAGES.slice(12)];

for (const group of PAGE_GROUPS) {
  test(`the main heading and first paragraph are in the server HTML, as the page shows them: ${group.join(", ")}`, async ({ page, request }) => {
    for (const path of group) {
      // The HTML as it arrives, before any script runs.
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
      expect(main.length, path).toBeGreaterThan(100);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main);
      const p = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(main.slice(h1 ? h1.index : 0));
      expect(h1, `${path}: an <h1> in the server HTML`).not.toBeNull();
      expect(p, `${path}: a <p> after the heading in the server HTML`).not.toBeNull();
      const serverH1 = textOf(h1![1]!);
      const serverP = textOf(p![1]!);
      expect(serverH1.length, path).toBeGreaterThan(2);
      expect(serverP.length, path).toBeGreaterThan(2);

      // After hydration the same heading and paragraph are on screen: client code did not replace them.
      await page.goto(path);
      const shownH1 = page.locator("main h1").first();
      await expect(shownH1, path).toHaveText(serverH1);
      await expect(page.locator("main p", { hasText: serverP }).first(), path).toBeVisible();
    }
  });
}

test("the stylesheet is one file linked by every page, and stays applied through hydration and a client-side navigation", async ({ page, request }) => {
  for (const path of ["/en", "/ru/eleusis/rules", "/en/eleusis/play"]) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<link rel="stylesheet" href="[^"]+\.css"/g), path).toHaveLength(1);
    expect(html, path).not.toContain("<style");
  }
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/en");
  // Hydrated: React has claimed the server's <main>.
  await page.waitForFunction(() => Object.keys(document.getElementById("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
  const styled = () =>
    page.evaluate(() => ({
      sheet: [...document.styleSheets].map((s) => (s.href ?? "inline").replace(/^.*\//, "")),
      body: getComputedStyle(document.body).backgroundColor,
      h1: getComputedStyle(document.querySelector("main h1")!).fontWeight,
    }));
  const before = await styled();
  expect(before.sheet).toHaveLength(1);
  expect(before.sheet[0]).toMatch(/\.css$/);
  expect(before.body).not.toBe("rgba(0, 0, 0, 0)");
  expect(before.h1).toBe("700");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Players" }).click();
  await expect(page).toHaveURL(/\/en\/players$/);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await styled()).toEqual(before);
  expect(errors).toEqual([]);
});

test("before any framework code runs, a game screen without ?id= says there is no such game, and one with an id says loading", async ({ page }) => {
  // Only the server's HTML and its inline scripts: the framework's chunks never arrive.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
  const missing = page.getByRole("heading", { level: 1, name: "No such game on this device" });
  await page.goto("/en/eleusis/play");
  await expect(missing).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeHidden();
  await page.goto("/en/eleusis/play?id=some-game");
  await expect(page.locator("main").getByText("Loading…")).toBeVisible();
  await expect(missing).toBeHidden();
  await page.goto("/ru/eleusis/play");
  await expect(page.getByRole("heading", { level: 1, name: "Такой игры на этом устройстве нет" })).toBeVisible();
  // Piece of Cake and Pechenka game screens likewise (Pechenka's said "loading" until its code ran).
  await page.goto("/en/pechenka/play");
  await expect(missing).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeHidden();
  await page.goto("/en/pechenka/play?id=some-game");
  await expect(page.locator("main").getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
  await expect(missing).toBeHidden();
  await page.goto("/en/cake/play");
  await expect(page.locator("main").getByRole("link", { name: "Start a new game" })).toBeVisible();
  await page.goto("/en/cake/play?id=some-game");
  await expect(page.locator("main").getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Start a new game" })).toBeHidden();
  // The phone page: no fragment, the message; a fragment, "reading" (its role only ever comes from client code).
  await page.goto("/en/pechenka/card");
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await page.goto("about:blank"); // a new document, not a same-page fragment change
  await page.goto("/en/pechenka/card#AQIDBAUGBwgJCgsMDQ4P");
  await expect(page.locator("main").getByText("Reading the link…")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeHidden();
});

// A game screen opened without ?id= drew its gate but loaded the whole session screen with it (the
// game's rules, the store, the panels: ~20 kB gzip and the most hydration work of any route). Its
// session screen is now a chunk of its own, loaded only for an id, and in the same language.
test("a game screen opened without ?id= loads no session code; with an id it loads it and shows the game's own state", async ({ browser }) => {
  for (const [path, marker, lang] of [
    ["/en/eleusis/play", "JudgeSession", "en"],
    ["/ru/cake/play", "CakeGame", "ru"],
    ["/en/pechenka/play", "PechenkaSession", "en"],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    page.on("response", (r) => void (r.request().resourceType() === "script" && r.ok() && bodies.push(r.text().catch(() => ""))));
    const loaded = async () => (await Promise.all(bodies)).some((t) => t.includes(`"${marker}"`));
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await loaded(), `${path}: ${marker} without an id`).toBe(false);
    // An id this device does not hold: the session screen loads and says so itself.
    await page.goto(`${path}?id=not-here`, { waitUntil: "networkidle" });
    await expect.poll(loaded, { message: `${path}: ${marker} with an id` }).toBe(true);
    if (path.includes("cake")) await expect(page.locator("main").getByRole("link", { name: lang === "ru" ? "Начать новую партию" : "Start a new game" })).toBeVisible();
    else await expect(page.getByRole("heading", { level: 1, name: "No such game on this device" })).toBeVisible();
    await expect(page.locator("main").getByRole("status")).toBeHidden();
    await context.close();
  }
});

// Pechenka's set-up imported the deal and the game's rules (its reducer) for its first load, though
// only "Deal the roles" needs them; like Cake's and Eleusis's set-ups it now loads them on that tap.
test("Pechenka's set-up loads the game's rules on \"Deal\", not with the page; a failed load says so and keeps the players", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const bodies: Promise<string>[] = [];
  page.on("response", (r) => void (r.request().resourceType() === "script" && r.ok() && bodies.push(r.text().catch(() => ""))));
  const loaded = async () => (await Promise.all(bodies)).some((t) => t.includes('"resolveBlock"'));
  await page.goto("/en/pechenka", { waitUntil: "networkidle" });
  for (const n of ["Ann", "Bo", "Cy", "Di"]) await addPlayer(page, n);
  expect(await loaded(), "the reducer before Deal").toBe(false);
  await failedStart(page, "Deal the roles", "Remove Di from this game");
  await page.getByRole("button", { name: "Deal the roles" }).click();
  await expect(page).toHaveURL(/\/en\/pechenka\/play\?id=/);
  await expect(page.getByRole("heading", { name: /Hand out the roles/ })).toBeVisible();
  expect(await loaded(), "the reducer after Deal").toBe(true);
  await context.close();
});

// The set-ups' "start" buttons load the game's code on tap; a failed load left Cake's and Eleusis's
// button disabled for good ("busy"), with nothing said.
test("Cake's and Eleusis's set-ups: a failed load on start says so, keeps what was entered, and the next tap starts", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto("/en/cake", { waitUntil: "networkidle" });
  for (const n of ["Ann", "Bo"]) await addPlayer(page, n);
  await failedStart(page, "Start the game", "Remove Bo from this game");
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);

  await page.goto("/en/eleusis", { waitUntil: "networkidle" });
  for (const n of ["Eve", "Fay", "Gus", "Hal"]) await addPlayer(page, n);
  await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
  await expect(page.getByTestId("lint")).toContainText("in every position");
  await failedStart(page, "Seal the rule and start", "Remove Hal from this game");
  await expect(page.getByRole("combobox", { name: "Preset rule" })).toHaveValue("suit-cycle");
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  await context.close();
});

/**
 * The network drops before the start button's tap: the message, the page and what was entered stay, the
 * button works again. The network comes back only once every chunk of the tap has failed for good:
 * Turbopack's runtime tries a failed chunk once more 200–600 ms later, and the tap's message shows at the
 * first chunk that failed (Promise.all). A tap made while another chunk's second try is still on its way
 * waits on that try; restored too early, that try could still fail and take the next tap with it.
 */
async function failedStart(page: Page, button: string, kept: string): Promise<void> {
  const chunks = /\/_next\/static\/chunks\/.*\.js$/;
  const url = page.url();
  const tries = new Map<string, number>();
  await page.route(chunks, async (route) => {
    await route.abort();
    const u = route.request().url();
    tries.set(u, (tries.get(u) ?? 0) + 1);
  });
  await page.getByRole("button", { name: button }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("could not be loaded");
  await expect(page.getByRole("button", { name: kept })).toBeVisible();
  await expect(page.getByRole("button", { name: button })).toBeEnabled();
  expect(page.url()).toBe(url);
  await expect.poll(() => tries.size > 0 && [...tries.values()].every((n) => n >= 2), { message: `every chunk tried twice: ${JSON.stringify([...tries.values()])}` }).toBe(true);
  await page.unroute(chunks);
}

test("the framework's scripts enter the page only after its first contentful paint, and the page then works", async ({ page }) => {
  // From the document's start: when the first framework chunk's <script> element appears (in the
  // server HTML it would appear while parsing, before any paint). The legacy polyfill (noModule) is
  // never run by a browser that runs this test.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof HTMLScriptElement && n.src.includes("/_next/static/chunks/") && !n.noModule) {
            (window as unknown as { firstChunkAt: number }).firstChunkAt = performance.now();
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/en/cake", "/ru/eleusis", "/en"]) {
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { firstChunkAt?: number }).firstChunkAt !== undefined);
    const { chunkAt, fcp, manifest } = await page.evaluate(() => ({
      chunkAt: (window as unknown as { firstChunkAt: number }).firstChunkAt,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? null,
    }));
    expect(fcp, path).not.toBeNull();
    expect(chunkAt, path).toBeGreaterThanOrEqual(fcp!);
    expect(manifest, path).toBe(`${BASE}/manifest.webmanifest`);
  }
  // Booted: the icon link, no request until then, now names the icon (a tab or a bookmark shows it).
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute("href"))).toBe(`${BASE}/icons/icon-192.png`);
  // Booted: the cake set-up takes a player.
  await page.goto("/en/cake");
  await page.getByLabel("Another player's name").fill("Ann");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Ann" })).toBeVisible();
});

/** Sum of layout-shift scores since the page started (shifts right after input do not count). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) sum += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries are delivered in the next task.
        setTimeout(() => resolve(sum), 0);
      }),
  );
}

test("home: stored games appear without moving anything on screen (layout shift 0)", async ({ page }) => {
  await startGame(page, "/en/cake", ["Ann", "Bob"], "Start the game");
  await startGame(page, "/en/cake", ["Cy", "Dee", "Eve"], "Start the game");
  // Tall enough that the whole list of games is on screen, where a shift would count.
  await page.setViewportSize({ width: 390, height: 2400 });
  await page.goto("/en");
  const list = page.getByRole("region", { name: "Your games" });
  await expect(list.getByRole("link", { name: "Resume: Piece of Cake, Ann, Bob" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Resume: Piece of Cake, Cy, Dee, Eve" })).toBeVisible();
  await expect(list.getByLabel("Import a game from a file")).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  // The same in Russian, and at phone size.
  await page.setViewportSize({ width: 320, height: 2400 });
  await page.goto("/ru");
  await expect(page.getByRole("region", { name: "Ваши игры" }).getByRole("link", { name: /Ann, Bob/ }).first()).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

test("the game pages load their stored game without a layout shift, also when the screen wake lock is refused", async ({ page }) => {
  // Refused, as on a phone in battery saver: the keep-the-screen-on hint that follows must not push the game down.
  await page.addInitScript(() => Object.defineProperty(WakeLock.prototype, "request", { configurable: true, value: () => Promise.reject(new DOMException("battery saver", "NotAllowedError")) }));
  await startGame(page, "/en/cake", ["Ann", "Bob"], "Start the game");
  const url = page.url();
  await page.setViewportSize({ width: 390, height: 2400 });
  await page.goto(url);
  await expect(page.getByRole("navigation", { name: "Game screens" })).toBeVisible();
  await expect(page.getByTestId("wake-hint")).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

test("plain HTTP on a network name: the limited-mode notice appears without pushing the page down", async ({ baseURL }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP referee.test 127.0.0.1"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`http://referee.test:${new URL(baseURL!).port}/en`);
    await expect(page.getByRole("note")).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
    await page.screenshot({ path: "test-results/paint-notice-390.png" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: "test-results/paint-notice-320-dark.png" });
  } finally {
    await browser.close();
  }
});

/** Marks of the in-app scanner's code: its video element, and jsQR (an option name only the decoder has). */
const SCANNER_MARKS = ["scanner-video", "invertFirst"];

// zod (72 kB of script to evaluate) came with the set-up page's rule chooser and PIN, the workshop's
// empty box, the verify page without a link and the Cake screen without a game: a schema loads when
// there is something to read (a stored game, a link, typed text), not with a page opened bare.
// Nor does any page's first load carry the in-app scanner (its camera code or the QR decoder).
test("no page opened without input loads zod or the scanner", async ({ browser }) => {
  test.setTimeout(180_000);
  const carried: Record<string, string[]> = {};
  const open = async (path: string) => {
    // A new context each time: nothing cached from the page before.
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    page.on("response", (r) => void (r.request().resourceType() === "script" && r.ok() && bodies.push(r.text().catch(() => ""))));
    await page.goto(path, { waitUntil: "networkidle" });
    const scripts = await Promise.all(bodies);
    const marks = ["ZodError", ...SCANNER_MARKS].filter((m) => scripts.some((t) => t.includes(m)));
    if (marks.length > 0) carried[path] = marks;
    await context.close();
  };
  // Three pages at a time: most of each is waiting for the network to go quiet.
  // The player's card page: bare, with a broken link and with a real one.
  const card = makeRevealFragment({ table: "3fa09c11d2", deal: 1, seat: 0, name: "Ann", players: 4, roles: ["cookie", "blue", "strontium", "n37"] });
  const paths = [...PAGES, "/en/handover", "/ru/handover", "/", "/en/pechenka/card", "/ru/pechenka/card#broken", `/en/pechenka/card#${card}`];
  for (let i = 0; i < paths.length; i += 3) await Promise.all(paths.slice(i, i + 3).map(open));
  expect(carried).toEqual({});
});

// A rules page is a long text: on load a phone lays out and paints its first screen, not every
// section (content-visibility: auto); the rest stays in the accessibility tree and renders as it nears.
test("a rules page lays out only what is near the screen; a section further down is still read out, and renders when scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ru/eleusis/rules");
  const sections = page.locator("main article section");
  // A skipped section's own box is laid out (at a placeholder size); what it holds is not.
  const skipped = (n: number) => sections.nth(n).locator("h2").evaluate((e) => !e.checkVisibility({ contentVisibilityAuto: true }));
  const count = await sections.count();
  expect(count).toBeGreaterThan(4);
  expect(await skipped(0)).toBe(false);
  expect(await skipped(count - 1)).toBe(true);
  const heading = (await sections.nth(count - 1).locator("h2").textContent())!;
  await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toHaveCount(1);
  await sections.nth(count - 1).scrollIntoViewIfNeeded();
  await expect.poll(() => skipped(count - 1)).toBe(false);
  await expect(sections.nth(count - 1).locator("h2")).toBeInViewport();
});

// The CSP allows styles from the site's files only ('self'): no page may carry an inline <style>.
test("no page carries an inline style; the policy, header and meta tag, allows the site's stylesheet only", async ({ request }) => {
  for (const path of ["/en", "/en/eleusis/rules", "/ru/cake/rules", "/en/eleusis"]) {
    const res = await request.get(path);
    const html = await res.text();
    expect(html, path).not.toMatch(/<style\b|\sstyle="/);
    expect(res.headers()["content-security-policy"], path).toContain("style-src 'self';");
    expect(html, path).toContain("style-src 'self';");
  }
});

test("the receive page loads the scanner when asked to scan", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") void res.text().then((t) => scripts.push(t), () => undefined);
  });
  const carried = () => SCANNER_MARKS.filter((m) => scripts.some((s) => s.includes(m)));
  await page.goto("/en/handover");
  await page.waitForLoadState("networkidle");
  expect(carried()).toEqual([]);
  await page.getByRole("button", { name: "Scan a code" }).click();
  await expect(page.getByTestId("qr-scanner")).toBeVisible();
  await expect.poll(() => carried()).toContain("scanner-video");
});

test("the player's card page loads the scanner when asked to scan", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") void res.text().then((t) => scripts.push(t), () => undefined);
  });
  const carried = () => SCANNER_MARKS.filter((m) => scripts.some((s) => s.includes(m)));
  await page.goto("/ru/pechenka/card#broken");
  await page.waitForLoadState("networkidle");
  expect(carried()).toEqual([]);
  await page.getByRole("button", { name: "Сканировать код" }).click();
  await expect(page.getByTestId("card-scanner")).toBeVisible();
  await expect.poll(() => carried()).toContain("scanner-video");
});

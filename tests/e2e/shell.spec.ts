import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { GAME_ROUTES, ROUTES } from "./helpers/routes";
import { waitForWorker } from "./helpers/sw";
import { seatPlayers } from "./helpers/eleusis";
import { STATIC_DIR } from "../e2e-static/site";
import { STATIC_BASE as BASE } from "../e2e-static/site";

// Offline use, installing and updates need the service worker (blocked by default, playwright.config.ts):
// the tests about them say `serviceWorkers: "allow"`; the others run without one (it precaches every page).

test.describe("language", () => {
  test.describe("with the worker", () => {
    test.use({ serviceWorkers: "allow" });
    test("/ shows a first-time Russian browser the Russian home page and remembers a switch across a reload", async ({ browser }) => {
      const context = await browser.newContext({ locale: "ru-RU" });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Настольный судья");
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      // The home page at / works like /ru's: into a game and back.
      await page.getByRole("link", { name: /Кусочек торта/ }).first().click();
      await expect(page).toHaveURL(/\/ru\/cake$/);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Настольный судья");

      await page.goto("/ru/cake/rules");
      await page.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/en\/cake\/rules$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      // The remembered choice wins: at / from the server (cookie), or through the worker's precached / (its
      // inline script goes to /en) once the worker is installed.
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    });
  });

  test("/ answers an English browser with the English home page in one response, decided by the server", async ({ page }) => {
    const res = await page.goto("./");
    expect(res?.status()).toBe(200);
    expect(res?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe(`${BASE}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
    await expect(page.getByRole("link", { name: "Русский" })).toHaveAttribute("href", `${BASE}/ru`);
  });

  test("/ is still a prerendered page for the service worker's precache (no redirect)", async ({ request }) => {
    const res = await request.get("./", { headers: { "Accept-Language": "ru", "Sec-Fetch-Mode": "same-origin" }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("location.replace(");
  });

  test("unknown pages get our own 404 in both languages", async ({ page }) => {
    const res = await page.goto("/en/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
  });
});

test("security headers on every response", async ({ request }) => {
  for (const path of ["/en", "/ru/cake/rules", "/manifest.webmanifest", "/sw.js"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain("unsafe-eval");
    expect(h["referrer-policy"]).toBe("no-referrer");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["permissions-policy"]).toContain("camera=(self)");
    expect(h["x-powered-by"]).toBeUndefined();
  }
  expect((await request.get("/sw.js")).headers()["cache-control"]).toContain("no-cache");
});

test.describe("with the worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("no CSP violations or console errors on the home page", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto("/en");
    await waitForWorker(page);
    await page.goto("/ru/eleusis/rules");
    expect(problems).toEqual([]);
  });

  test("installable: the manifest parses, its icons load, the worker controls the page, no installability errors", async ({ page, request }) => {
    await page.goto("/en");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`${BASE}/manifest.webmanifest`);
    const manifest = await (await request.get(href!)).json();
    expect(manifest.name).toContain("Tabletop Referee");
    expect(manifest.name).toContain("Настольный судья");
    expect(manifest.display).toBe("standalone");
    expect(manifest.start_url).toBe(`${BASE}/`);
    const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]));
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
    await waitForWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  });

  // Every route offline after one visit is checked on a static host (tests/e2e-static/static.spec.ts).
  // A game screen's session screen is a chunk of its own, loaded only for an id: after one online
  // visit a stored game of each kind must still open with the network off, from the worker's cache
  // (the browser's own cache is emptied first, so only the worker can answer).
  test("a stored game of each kind opens offline, its session screen coming from the worker", async ({ page, context }) => {
    test.setTimeout(120_000);
    const games: { url: string; shows: () => Promise<void> }[] = [];
    await page.goto("/en/cake");
    await waitForWorker(page);
    for (const name of ["Ann", "Bo"]) {
      await page.getByLabel("Another player's name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await page.getByRole("button", { name: "Start the game" }).click();
    await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
    games.push({ url: page.url(), shows: () => expect(page.getByRole("navigation", { name: "Player" })).toBeVisible() });
    await page.goto("/en/pechenka");
    // New names for each game: a name already on this device's list is offered, not added again.
    for (const name of ["Kim", "Lee", "Max", "Ned"]) {
      await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await page.getByRole("button", { name: "Deal the roles" }).click();
    await expect(page).toHaveURL(/\/en\/pechenka\/play\?id=/);
    games.push({ url: page.url(), shows: () => expect(page.getByRole("button", { name: "Show the code for Kim" })).toBeVisible() });
    await seatPlayers(page, ["Pat", "Quin", "Rob", "Sam"], "suit-cycle");
    await page.getByRole("button", { name: "Seal the rule and start" }).click();
    await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
    games.push({ url: page.url(), shows: () => expect(page.getByTestId("starter-title")).toBeVisible() });

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await context.setOffline(true);
    for (const game of games) {
      await page.goto(game.url);
      await game.shows();
      await expect(page.locator("main").getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
    }
  });
});

/** axe's serious and critical findings on the page as it is now, one line each. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Opens each path in turn on one page (its cache warm, no worker) and runs axe; the failure lists the
 * findings by route, e.g. { "/ru/cake": ["color-contrast: …"] }.
 */
async function axeRoutes(page: Page, paths: readonly string[], ready?: () => Promise<void>): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    if (ready) await ready();
    const findings = await seriousFindings(page);
    if (findings.length > 0) found[path] = findings;
  }
  expect(found).toEqual({});
}

// Every route in both languages (the dictionaries differ in length and so in wrapping), grouped by
// language and kind, one page per group.
const ru = (path: string) => path.startsWith("/ru");
const AXE_GROUPS: { name: string; paths: string[] }[] = [
  { name: "English pages, the offline page", paths: [...ROUTES.filter((r) => !ru(r.path)).map((r) => r.path), "/~offline"] },
  { name: "Russian pages", paths: ROUTES.filter((r) => ru(r.path)).map((r) => r.path) },
  { name: "English game pages", paths: GAME_ROUTES.filter((r) => !ru(r.path)).map((r) => r.path) },
  { name: "Russian game pages", paths: GAME_ROUTES.filter((r) => ru(r.path)).map((r) => r.path) },
];

test.describe("accessibility", () => {
  for (const group of AXE_GROUPS) {
    test(`axe: ${group.name} (${group.paths.join(", ")})`, async ({ page }) => {
      await axeRoutes(page, group.paths);
    });
  }
});

test.describe("accessibility in dark mode", () => {
  test.use({ colorScheme: "dark" });
  const DARK = ["/ru", "/en/eleusis", "/ru/pechenka", "/en/cake", "/ru/players", "/en/eleusis/workshop", "/ru/eleusis/verify"];
  test(`axe (dark): ${DARK.join(", ")}`, async ({ page }) => {
    await axeRoutes(page, DARK, () => expect(page.locator("main h1").first()).toBeVisible());
  });

  test("no text field or list is a white box on the dark page (set-up with its selects, verify, receive)", async ({ page }) => {
    const whiteFields = () =>
      page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("input:not([type=radio]):not([type=checkbox]):not([type=file]), select, textarea")]
          .filter((el) => el.checkVisibility() && getComputedStyle(el).backgroundColor === "rgb(255, 255, 255)")
          .map((el) => el.outerHTML.slice(0, 80)),
      );
    await page.goto("/en/eleusis");
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    for (const n of ["Ann", "Bob", "Cy"]) {
      await page.getByLabel("Another player's name").fill(n);
      await page.getByRole("button", { name: "Add", exact: true }).click();
    }
    await expect(page.getByLabel("Preset rule")).toBeVisible();
    await expect(page.locator("main select")).toHaveCount(2);
    expect(await whiteFields()).toEqual([]);
    for (const path of ["/en/eleusis/verify", "/en/handover"]) {
      await page.goto(path);
      await expect(page.locator("main input").first()).toBeVisible();
      expect(await whiteFields(), path).toEqual([]);
    }
  });
});

test("usable at 320 px wide: no horizontal scroll, the header on one line", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  // The set-ups and the players page hold the widest Russian form row: a name field beside «Добавить».
  for (const path of ["/ru", "/ru/eleusis/rules", "/en/cake/rules", "/ru/eleusis", "/ru/cake", "/ru/pechenka", "/ru/players"]) {
    await page.goto(path);
    if (!path.endsWith("rules") && path !== "/ru") {
      await expect(page.getByRole("button", { name: "Добавить", exact: true }).first()).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    // One row of 44 px targets plus padding; a wrapped header would be twice as tall.
    const nav = await page.getByRole("navigation", { name: /Main navigation|Основная навигация/ }).boundingBox();
    expect(nav!.height, path).toBeLessThan(70);
  }
  await context.close();
});

test("plain HTTP on a network name: the app says once what is off, and still works", async ({ baseURL }) => {
  // Chromium resolves a made-up host name to loopback, so the page is not a secure context
  // while no traffic leaves this machine.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP referee.test 127.0.0.1"],
  });
  const page = await browser.newPage();
  const port = new URL(baseURL!).port;
  await page.goto(`http://referee.test:${port}/en`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  const note = page.getByRole("note");
  await expect(note).toContainText("offline use, installing the app and keeping the screen awake are off");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
  await note.getByRole("button", { name: "Got it" }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
  await expect(page.getByRole("note")).toHaveCount(0);
  await browser.close();
});

test("on localhost (a secure context) no limited-mode notice is shown", async ({ page }) => {
  await page.goto("/ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Настольный судья");
  await expect(page.getByRole("note")).toHaveCount(0);
});

// Both rewrite the one built worker script the server serves: one after the other, never beside each other.
test.describe("updates", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ serviceWorkers: "allow" });

  test("a new version waits quietly and is applied only when the person asks", async ({ page }) => {
    const swPath = path.join(process.cwd(), STATIC_DIR, "sw.js");
    const original = readFileSync(swPath, "utf8");
    try {
      await page.goto("/en");
      await waitForWorker(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      // A new build: the worker script changes byte-wise.
      writeFileSync(swPath, `${original}\n// next version ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole("status").filter({ hasText: "An update is ready." });
      await expect(prompt).toBeVisible();
      // Nothing reloaded by itself.
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await prompt.getByRole("button", { name: "Update now" }).click();
      await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
    } finally {
      writeFileSync(swPath, original);
    }
  });

  test("coming back into view looks for a new version (the worker script never from the HTTP cache) and says when it is ready", async ({ page }) => {
    const swPath = path.join(process.cwd(), STATIC_DIR, "sw.js");
    const original = readFileSync(swPath, "utf8");
    try {
      await page.goto("/en");
      await waitForWorker(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.updateViaCache)).toBe("none");
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      writeFileSync(swPath, `${original}\n// next version ${Date.now()}\n`);
      // The phone switches back to the app: nothing else asks for an update.
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange"));
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await expect(page.getByRole("status").filter({ hasText: "An update is ready." })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    } finally {
      writeFileSync(swPath, original);
    }
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { BrowserContext, Page } from "@playwright/test";
import { metaCsp } from "../../lib/security-headers.mjs";
import { GAME_ROUTES, ROUTES } from "../e2e/helpers/routes";
import { waitForWorker } from "../e2e/helpers/sw";
import { STATIC_BASE, STATIC_DIR, STATIC_HOST, STATIC_ORIGIN } from "./site";
import { urlsOutsideBase } from "./urls";
import { readQr } from "../e2e/helpers/qr";

// The static folder (built with BASE_PATH=/tabletop-referee) on a plain HTTPS file server, opened as
// https://referee.test:<port>/tabletop-referee/ — a network origin, not a localhost exception.
const SITE = `${STATIC_ORIGIN}${STATIC_BASE}`;
/** A route as a path under the base path: "/en/cake" -> "en/cake" (resolved against baseURL). */
const at = (route: string) => route.replace(/^\//, "");
const ROLE_NAMES = ["Cookie", "Blue", "Strontium", "37"];

/** With the network off, Chromium reports each link prefetch it cannot make, and Next's router reports an RSC
 * fetch it cannot make before it falls back to a full page load (which the worker serves): expected offline. */
const OFFLINE_NOISE = /^(Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)$|Failed to fetch RSC payload for .* Falling back to browser navigation)/s;

/**
 * Console errors and page errors (a CSP violation is a console error), and every request that leaves the
 * origin or asks for a server route. Set `offline` when the network goes off.
 */
function watch(context: BrowserContext, problems: string[]): { offline: boolean } {
  const state = { offline: false };
  const onPage = (page: Page) => {
    page.on("console", (m) => {
      if (m.type() !== "error" || (state.offline && OFFLINE_NOISE.test(m.text()))) return;
      problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${page.url()}: ${e.message}`));
  };
  context.on("page", onPage);
  context.pages().forEach(onPage);
  context.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(`${STATIC_ORIGIN}/`) && !/^(data|blob):/.test(url)) problems.push(`request outside the origin: ${url}`);
    else if (/^(https?:)/.test(url) && new URL(url).pathname.includes("/api/")) problems.push(`request for a server route: ${url}`);
  });
  return state;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith(".html") ? [path.join(dir, e.name)] : [],
  );
}

async function newPechenka(page: Page, names: string[]): Promise<void> {
  await page.goto("en/pechenka");
  for (const n of names) {
    await page.getByLabel("Another player's name").fill(n);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Deal the roles" }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/en/pechenka/play\\?id=`));
  await expect(page.getByRole("heading", { name: /Hand out the roles/ })).toBeVisible();
}

async function peek(phone: Page): Promise<string> {
  await phone.getByTestId("hold-area").hover();
  await phone.mouse.down();
  const name = (await phone.getByTestId("role-name").textContent()) ?? "";
  await phone.mouse.up();
  return name.trim();
}

test("the folder: every page carries the meta CSP and only base-path URLs; _headers; no server route", () => {
  const pages = htmlFiles(STATIC_DIR);
  expect(pages.length).toBeGreaterThan(ROUTES.length + GAME_ROUTES.length);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaCsp()}">`;
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    expect(urlsOutsideBase(html, STATIC_BASE), file).toEqual([]);
    // The policy comes before any script or stylesheet, so it governs all of them.
    const head = html.slice(0, html.indexOf("<script"));
    expect(head, file).toContain(meta);
    expect(html.indexOf(meta), file).toBeLessThan(html.indexOf("<link"));
    // The first paint waits for <main> (app/_components/PaintWhole.tsx): the link is in <head>, and its element is there.
    expect(html.slice(0, html.indexOf("<body")), file).toContain('<link rel="expect" href="#main" blocking="render"/>');
    expect(html, file).toMatch(/<main\b[^>]*\bid="main"/);
  }
  const headers = readFileSync(path.join(STATIC_DIR, "_headers"), "utf8");
  expect(headers.split("\n")[0]).toBe(`${STATIC_BASE}/*`);
  expect(headers).toContain("frame-ancestors 'none'");
  expect(existsSync(path.join(STATIC_DIR, "api"))).toBe(false);
  // A static host has no LAN address to offer: the QR links use the page's own origin.
  expect(JSON.parse(readFileSync(path.join(STATIC_DIR, "lan.json"), "utf8"))).toEqual({ publicUrl: null, addresses: [] });
  const manifest = JSON.parse(readFileSync(path.join(STATIC_DIR, "manifest.webmanifest"), "utf8"));
  expect([manifest.start_url, manifest.scope]).toEqual([`${STATIC_BASE}/`, `${STATIC_BASE}/`]);
  for (const icon of manifest.icons) expect(icon.src).toMatch(new RegExp(`^${STATIC_BASE}/icons/`));
});

test("/ goes to the browser's language under the base path, and to the default one without scripts", async ({ browser }) => {
  // Plain HTML: its one script (the redirect) comes first in <head>, with no framework to load.
  const root = readFileSync(path.join(STATIC_DIR, "index.html"), "utf8");
  expect(root.match(/<script\b/g)).toHaveLength(1);
  expect(root).not.toMatch(/_next\/static\/chunks\/[^"]*\.js"/);
  expect(root.indexOf("<script>")).toBeLessThan(root.indexOf("</head>"));
  const ru = await browser.newContext({ locale: "ru-RU" });
  const page = await ru.newPage();
  await page.goto(`${SITE}`); // no trailing slash: the host redirects to the folder
  await expect(page).toHaveURL(`${SITE}/ru`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Настольный судья");
  // The language switch keeps the base path, and `/` remembers the choice.
  await page.goto("ru/cake/rules");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${SITE}/en/cake/rules`);
  await page.goto("");
  await expect(page).toHaveURL(`${SITE}/en`);
  await ru.close();

  const noScript = await browser.newContext({ locale: "ru-RU", javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("");
  await expect(plain).toHaveURL(`${SITE}/en`);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Tabletop Referee");
  await noScript.close();
});

test("every route of both languages renders its own heading; no console errors, CSP reports or requests outside the origin", async ({ page, context }) => {
  const problems: string[] = [];
  watch(context, problems);
  for (const r of ROUTES) {
    await page.goto(at(r.path));
    await expect(page.locator("main"), r.path).toContainText(r.text);
  }
  for (const r of GAME_ROUTES) {
    await page.goto(at(r.path));
    await expect(page.getByRole("heading", { level: 1 }), r.path).toHaveText(r.heading);
  }
  expect(problems).toEqual([]);
  // An unknown page: the host's 404 status (which Chromium logs) with our own bilingual page.
  const missing = await page.goto("en/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(`${SITE}/en`);
});

test("the worker controls the page with the base-path scope; installable; the wake lock is granted", async ({ page, context }) => {
  const problems: string[] = [];
  watch(context, problems);
  await page.goto("en");
  expect(await page.evaluate(() => [location.hostname, window.isSecureContext])).toEqual([STATIC_HOST, true]);
  await waitForWorker(page);
  const worker = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return { scope: reg?.scope, script: navigator.serviceWorker.controller?.scriptURL };
  });
  expect(worker).toEqual({ scope: `${SITE}/`, script: `${SITE}/sw.js` });

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe(`${STATIC_BASE}/manifest.webmanifest`);
  const icons = await page.evaluate(async (url) => {
    const manifest = await (await fetch(url)).json();
    return Promise.all(
      manifest.icons.map(async (i: { src: string }) => {
        const res = await fetch(i.src);
        return `${i.src} ${res.status} ${res.headers.get("content-type")}`;
      }),
    );
  }, href!);
  expect(icons).toHaveLength(3);
  for (const line of icons) expect(line).toMatch(/ 200 image\/png$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

  const wakeLock = await page.evaluate(async () => {
    const lock = await navigator.wakeLock.request("screen");
    const held = !lock.released;
    await lock.release();
    return held;
  });
  expect(wakeLock).toBe(true);
  expect(problems).toEqual([]);
});

test("after one visit, offline: every route renders (none visited before) and a reload mid-game keeps the game", async ({ page, context }) => {
  const problems: string[] = [];
  const watching = watch(context, problems);
  await page.goto("en");
  await waitForWorker(page);
  await context.setOffline(true);
  watching.offline = true;
  for (const r of ROUTES) {
    await page.goto(at(r.path));
    await expect(page.locator("main"), r.path).toContainText(r.text);
  }
  for (const r of GAME_ROUTES) {
    await page.goto(at(r.path));
    await expect(page.getByRole("heading", { level: 1 }), r.path).toHaveText(r.heading);
  }
  // `/` offline: the language used last (the last route above is Russian).
  await page.goto("");
  await expect(page).toHaveURL(`${SITE}/ru`);
  // Following a link offline also works (a client navigation falls back to the precached page).
  await page.getByRole("link", { name: "Правила: Кусочек торта" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Кусочек торта");
  expect(problems).toEqual([]);
  // A Pechenka game started offline: hand one code out, reload, everything is still there.
  await newPechenka(page, ["Ann", "Bob", "Cy", "Dee"]);
  await page.getByRole("button", { name: "Show the code for Ann" }).click();
  const link = await readQr(page);
  expect(link.startsWith(`${SITE}/en/pechenka/card#`)).toBe(true);
  await page.getByRole("button", { name: "Done, hide the code" }).click();
  await expect(page.getByTestId("shown-0")).toHaveText(/code shown/);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("heading", { name: /Hand out the roles/ })).toBeVisible();
  await expect(page.getByTestId("shown-0")).toHaveText(/code shown/);
  expect(problems).toEqual([]);
  // A page that was never built gets the offline fallback, not a browser error.
  await page.goto("en/never-built");
  await expect(page.locator("main")).toContainText(/not saved for offline use|Нет сети|Page not found/);
});

test("a Pechenka QR opens this host's card page, and a second phone sees its role there offline after one visit", async ({ page, context, browser }) => {
  const problems: string[] = [];
  watch(context, problems);
  await newPechenka(page, ["Ann", "Bob", "Cy", "Dee"]);
  await page.getByRole("button", { name: "Show the code for Bob" }).click();
  await expect(page.getByRole("heading", { name: "Code for Bob" })).toBeVisible();
  const link = await readQr(page);
  expect(link).toBe(await page.getByLabel("Link for Bob").inputValue());
  expect(link).toMatch(new RegExp(`^https://${STATIC_HOST}:\\d+${STATIC_BASE}/en/pechenka/card#[A-Za-z0-9_-]+$`));

  const phone = await browser.newContext({ locale: "en-US" });
  const phoneWatch = watch(phone, problems);
  const p = await phone.newPage();
  await p.goto("en");
  await waitForWorker(p);
  await phone.setOffline(true);
  phoneWatch.offline = true;
  await p.goto(link);
  await expect(p.getByTestId("player-name")).toHaveText("Bob");
  expect(ROLE_NAMES).toContain(await peek(p));
  await p.reload();
  await expect(p.getByTestId("player-name")).toHaveText("Bob");
  expect(problems).toEqual([]);
});

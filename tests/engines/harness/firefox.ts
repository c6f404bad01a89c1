import puppeteer from "puppeteer-core";
import type { Browser, Page } from "puppeteer-core";
import { sleep } from "./tab";
import type { Driver } from "./tab";

/*
 * Firefox ESR (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core: headless, a fresh profile per
 * session, the test certificate accepted. The viewport is a phone's (390 × 844).
 */

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const at = (mark: string) => `[data-engine-pick="${mark}"]`;

export async function launchFirefox(): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: { "intl.accept_languages": "en-US", "browser.sessionstore.resume_from_crash": false },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  // The tab in front: a person acts in the tab they look at, so a step in another tab brings it to the front first.
  const shown: Tabs = { page, open: new Set() };
  return tabDriver(browser, page, shown);
}

/**
 * Sets the phone's viewport. puppeteer-core sends the screen orientation with it, a BiDi command that some
 * Firefox ESR releases lack (ESR 140 answers "unknown command"); the viewport itself is set by a
 * command of its own, so on that answer the page is watched until it has the phone's width, and anything
 * else still fails.
 */
async function phoneViewport(page: Page, viewport: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (e) {
    if (!(e instanceof Error && e.message.includes("setScreenOrientationOverride"))) throw e;
    // The viewport's own command may still be on its way when the orientation's is refused.
    const until = Date.now() + 5_000;
    let width = await page.evaluate(() => window.innerWidth);
    while (width !== viewport.width && Date.now() < until) {
      await sleep(50);
      width = await page.evaluate(() => window.innerWidth);
    }
    if (width === viewport.width) return;
    throw new Error(`Firefox: the viewport is ${width} px wide, not ${viewport.width} (${e.message})`, { cause: e });
  }
}

/** The browser's tabs: the one in front, and those not closed yet (the last one to close quits the browser). */
type Tabs = { page: Page; open: Set<Page> };

async function tabDriver(browser: Browser, page: Page, shown: Tabs): Promise<Driver> {
  shown.open.add(page);
  const viewport = { width: 390, height: 844 };
  await phoneViewport(page, viewport);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: uncaught: ${e instanceof Error ? e.message : String(e)}`));
  const front = async () => {
    if (shown.page === page) return;
    await page.bringToFront();
    shown.page = page;
  };

  return {
    engine: "firefox",
    viewport,
    async goto(url) {
      await front();
      await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    },
    async reload() {
      await front();
      await page.reload({ waitUntil: "load", timeout: 30_000 });
    },
    async url() {
      // Asked of the page: puppeteer-core follows history.pushState through a BiDi event that Firefox ESR 140
      // does not send, so its page.url() stays on the set-up page after the app has moved to the game.
      // Mid-navigation (no document to ask) it answers with what it knows.
      return page.evaluate(() => location.href).catch(() => page.url());
    },
    run(fn, ...args) {
      return page.evaluate(fn as never, ...(args as unknown as never[])) as never;
    },
    async click(mark) {
      await front();
      const el = await page.$(at(mark));
      if (!el) throw new Error(`firefox: element ${mark} went away before the click`);
      // In the middle of the screen, clear of the sticky header, as a person would tap it.
      await el.evaluate((e) => e.scrollIntoView({ block: "center" }));
      await el.click();
    },
    async type(mark, text) {
      await front();
      await page.evaluate((s: string) => {
        const el = document.querySelector(s) as HTMLInputElement | HTMLTextAreaElement | null;
        el?.focus();
        el?.select();
      }, at(mark));
      if (text === "") await page.keyboard.press("Backspace");
      else await page.keyboard.type(text);
    },
    async select(mark, value) {
      await front();
      await page.select(at(mark), value);
    },
    async press(mark) {
      await front();
      const el = await page.$(at(mark));
      const box = await el?.boundingBox();
      if (!box) throw new Error(`firefox: element ${mark} has no box to press`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    },
    async release() {
      await page.mouse.up();
    },
    async screenshot() {
      await front();
      return Buffer.from(await page.screenshot({ type: "png" }));
    },
    engineErrors() {
      return [...errors];
    },
    async openTab() {
      const tab = await browser.newPage();
      shown.page = tab;
      return tabDriver(browser, tab, shown);
    },
    async close() {
      if (!shown.open.delete(page)) return;
      if (shown.open.size === 0) return browser.close();
      // Closed as a person closes a tab: the page gets its pagehide (and gives its locks back).
      await page.close();
    },
  };
}

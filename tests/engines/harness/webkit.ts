import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Builder, By, Key } from "selenium-webdriver";
import type { WebDriver } from "selenium-webdriver";
import type { Driver } from "./tab";

/*
 * WebKit (WebKitGTK's MiniBrowser, Debian's webkit2gtk-driver) over WebDriver classic with selenium-webdriver,
 * through WebKitWebDriver on an X display (Xvfb; tests/engines/run.mjs starts one and sets DISPLAY).
 * One WebKitWebDriver per session, so two sessions are two browsers with their own (ephemeral) storage.
 * WebKitWebDriver has no BiDi here: the engine's own console is not readable, so errors come from the page's
 * recorder only (tests/engines/harness/recorder.js). The window cannot be narrower than MiniBrowser's toolbar.
 */

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const at = (mark: string) => By.css(`[data-engine-pick="${mark}"]`);

/** A free TCP port on 127.0.0.1 for a driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function startDriver(): Promise<{ process: ChildProcess; port: number }> {
  if (!process.env.DISPLAY) throw new Error("WebKit needs an X display: run the engines' tests with `npm run test:engines` (it starts Xvfb)");
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=127.0.0.1"], { stdio: "ignore" });
  const end = Date.now() + 15_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return { process: child, port };
    } catch {
      // not listening yet
    }
    if (Date.now() > end) {
      child.kill();
      throw new Error("WebKitWebDriver did not answer within 15 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function launchWebKit(): Promise<Driver> {
  const server = await startDriver();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${server.port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        acceptInsecureCerts: true,
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
  } catch (error) {
    server.process.kill();
    throw error;
  }
  // A page that never finishes loading fails its step in 30 s instead of WebKitWebDriver's 300 s.
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
  const shown: Windows = { handle: await driver.getWindowHandle(), open: new Set() };
  return windowDriver(driver, server.process, shown.handle, shown);
}

/** The session's windows: the one commands go to, and those not closed yet (the last one to close quits the browser). */
type Windows = { handle: string; open: Set<string> };

/**
 * One window of the WebDriver session. WebDriver classic talks to one window at a time, so each command to a
 * window first switches to it (a person acts in the window they look at).
 */
async function windowDriver(driver: WebDriver, serverProcess: ChildProcess, handle: string, shown: Windows): Promise<Driver> {
  shown.open.add(handle);
  const front = async () => {
    if (shown.handle === handle) return;
    await driver.switchTo().window(handle);
    shown.handle = handle;
  };
  await front();
  // 390 × 844 asked; MiniBrowser keeps its window at least as wide as its toolbar (447 px here).
  await driver.manage().window().setRect({ width: 390, height: 844 });
  const size = (await driver.executeScript("return [innerWidth, innerHeight]")) as [number, number];
  const viewport = { width: size[0], height: size[1] };
  let pressed = false;

  return {
    engine: "webkit",
    viewport,
    async goto(url) {
      await front();
      await driver.get(url);
    },
    async reload() {
      await front();
      await driver.navigate().refresh();
    },
    async url() {
      await front();
      return driver.getCurrentUrl();
    },
    async run(fn, ...args) {
      await front();
      return driver.executeScript(fn as never, ...args) as never;
    },
    async click(mark) {
      await front();
      const el = await driver.findElement(at(mark));
      // In the middle of the screen, clear of the sticky header (WebDriver refuses a click another element covers).
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", el);
      await el.click();
    },
    async type(mark, text) {
      await front();
      const el = await driver.findElement(at(mark));
      await driver.executeScript("arguments[0].focus(); arguments[0].select && arguments[0].select();", el);
      await el.sendKeys(text === "" ? Key.BACK_SPACE : text);
    },
    async select(mark, value) {
      await front();
      await driver.findElement(By.css(`[data-engine-pick="${mark}"] option[value="${value}"]`)).click();
    },
    async press(mark) {
      await front();
      const el = await driver.findElement(at(mark));
      await driver.actions().move({ origin: el }).press().perform();
      pressed = true;
    },
    async release() {
      if (pressed) await driver.actions().release().perform();
      pressed = false;
    },
    async screenshot() {
      await front();
      return Buffer.from(await driver.takeScreenshot(), "base64");
    },
    engineErrors() {
      return [];
    },
    async openTab() {
      // WebDriver's New Window: MiniBrowser opens it as a window of the same browser (same storage, same locks).
      await driver.switchTo().newWindow("tab");
      const tab = await driver.getWindowHandle();
      shown.handle = tab;
      return windowDriver(driver, serverProcess, tab, shown);
    },
    async close() {
      if (!shown.open.delete(handle)) return;
      if (shown.open.size === 0) {
        try {
          await driver.quit();
        } finally {
          serverProcess.kill();
        }
        return;
      }
      await front();
      // Closed as a person closes a window: the page gets its pagehide (and gives its locks back).
      await driver.close();
      const [next] = [...shown.open];
      if (next) {
        await driver.switchTo().window(next);
        shown.handle = next;
      }
    },
  };
}

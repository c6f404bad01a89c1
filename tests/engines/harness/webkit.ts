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
  // 390 × 844 asked; MiniBrowser keeps its window at least as wide as its toolbar (447 px here).
  await driver.manage().window().setRect({ width: 390, height: 844 });
  const size = (await driver.executeScript("return [innerWidth, innerHeight]")) as [number, number];
  const viewport = { width: size[0], height: size[1] };
  let pressed = false;

  return {
    engine: "webkit",
    viewport,
    async goto(url) {
      await driver.get(url);
    },
    async reload() {
      await driver.navigate().refresh();
    },
    url() {
      return driver.getCurrentUrl();
    },
    run(fn, ...args) {
      return driver.executeScript(fn as never, ...args) as never;
    },
    async click(mark) {
      const el = await driver.findElement(at(mark));
      // In the middle of the screen, clear of the sticky header (WebDriver refuses a click another element covers).
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", el);
      await el.click();
    },
    async type(mark, text) {
      const el = await driver.findElement(at(mark));
      await driver.executeScript("arguments[0].focus(); arguments[0].select && arguments[0].select();", el);
      await el.sendKeys(text === "" ? Key.BACK_SPACE : text);
    },
    async select(mark, value) {
      await driver.findElement(By.css(`[data-engine-pick="${mark}"] option[value="${value}"]`)).click();
    },
    async press(mark) {
      const el = await driver.findElement(at(mark));
      await driver.actions().move({ origin: el }).press().perform();
      pressed = true;
    },
    async release() {
      if (pressed) await driver.actions().release().perform();
      pressed = false;
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), "base64");
    },
    engineErrors() {
      return [];
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        server.process.kill();
      }
    },
  };
}

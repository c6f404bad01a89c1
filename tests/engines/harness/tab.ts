import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pick } from "./query";
import type { Name, Picked, Query } from "./query";
import { SITE } from "./site";

export const ENGINES = ["firefox", "webkit"] as const;
export type EngineName = (typeof ENGINES)[number];

/** What one engine's driver does; everything else is written once, in `Person`. */
export interface Driver {
  readonly engine: EngineName;
  /** The viewport this browser got (WebKit's window cannot be narrower than its toolbar). */
  readonly viewport: { width: number; height: number };
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page (awaiting a promise it returns). */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(mark: string): Promise<void>;
  /** Types `text` into the focused, selected field (replacing what was selected). */
  type(mark: string, text: string): Promise<void>;
  select(mark: string, value: string): Promise<void>;
  /** Presses the pointer on the element and keeps it down until `release`. */
  press(mark: string): Promise<void>;
  release(): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Errors the engine itself reported for this tab (console, uncaught), where its protocol has them. */
  engineErrors(): string[];
  /** Another tab of the same browser (the same storage, locks and IndexedDB), blank. */
  openTab(): Promise<Driver>;
  /** Closes this tab; closing the last one quits the browser. Closing twice does nothing. */
  close(): Promise<void>;
}

const ERRORS_KEY = "engine-test-errors";
let shots = 0;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run in the page: what it is still loading (empty once settled, see `Person.settled`). Next's framework, once it
 * runs, loads more chunks (e.g. the page's dictionaries, which the parts that read them wait for while they
 * hydrate), so the page also counts as loading until its framework has started (`window.next`), React has
 * hydrated every element of `<main>` (each carries React's `__reactFiber$…` key) and no script was requested
 * for `quietMs`.
 */
export function pageLoading(quietMs = 500): string[] {
  if (document.readyState !== "complete") return ["the document"];
  const scripts = ([...document.querySelectorAll("script[src]")] as HTMLScriptElement[]).filter((s) => !s.noModule);
  const next = "__next_f" in self;
  if (next && !scripts.some((s) => new URL(s.src).pathname.includes("/_next/static/"))) return ["the framework to boot"];
  const styles = [...document.querySelectorAll('link[rel="stylesheet"][href]')] as HTMLLinkElement[];
  const pending = [...scripts.map((s) => s.src), ...styles.map((l) => l.href)].filter((url) => performance.getEntriesByName(url).length === 0);
  if (pending.length > 0) return pending;
  if (next && !("next" in window)) return ["the framework to start"];
  if (next && [...document.querySelectorAll("main, main *")].some((e) => !Object.keys(e).some((k) => k.startsWith("__reactFiber$")))) return ["the page to hydrate"];
  const lastRequest = Math.max(0, ...scripts.flatMap((s) => performance.getEntriesByName(s.src).map((e) => e.startTime)));
  return performance.now() - lastRequest < quietMs ? ["a pause after the last script requested"] : [];
}

/** A person at one browser: finds things by role, label and name, taps, types, reads; waits as a person would. */
export class Person {
  constructor(
    readonly driver: Driver,
    readonly timeout = 15_000,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /**
   * Opens a path under the site (e.g. "en/cake") or a whole URL, and waits until its scripts have loaded.
   * The page shown before is left only once what it was loading has arrived (see `settled`).
   */
  async open(pathOrUrl: string): Promise<void> {
    await this.settled();
    await this.driver.goto(/^https?:/.test(pathOrUrl) ? pathOrUrl : `${SITE}/${pathOrUrl}`);
    await this.settled();
  }

  async reload(): Promise<void> {
    await this.settled();
    try {
      await this.driver.reload();
    } catch (error) {
      await this.snap("reload");
      throw error;
    }
    await this.settled();
  }

  /**
   * Waits until the page has loaded, its framework has booted and every script and stylesheet it has inserted
   * so far has arrived (each has a resource timing entry; `pageLoading` says what is missing). Leaving a page while its chunks are on the
   * way makes engines report the loads they cut off (Firefox: "A ServiceWorker intercepted the request and
   * encountered an unexpected error" for each chunk its worker was answering), which is the test's haste, not
   * the app failing; so `open` and `reload` wait for this before leaving a page as well as after arriving.
   * The framework boots after the first paint (lib/slim-html.mjs): until the inline loader inserts its
   * scripts, a page that carries Next's page data (`self.__next_f`) has no framework `<script src>` at all,
   * and on a busy machine that first paint comes after the load event.
   */
  async settled(): Promise<void> {
    let waiting: string[] = [];
    await this.until(
      () => `the page's scripts to load (waiting for ${waiting.join(", ")})`,
      async () => {
        waiting = await this.run(pageLoading);
        return waiting.length === 0;
      },
    );
  }

  url(): Promise<string> {
    return this.driver.url();
  }

  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run(fn, ...args);
  }

  /** Polls `check` until it returns a value other than undefined/false; fails with `what` after the timeout. */
  async until<T>(what: string | (() => string), check: () => Promise<T | undefined | false>, timeout = this.timeout): Promise<T> {
    const end = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const v = await check();
        if (v !== undefined && v !== false) return v;
      } catch (error) {
        last = error;
      }
      if (Date.now() > end) {
        const message = typeof what === "string" ? what : what();
        await this.snap("timeout");
        throw new Error(`${this.engine}: timed out waiting for ${message}${last ? ` (${String(last)})` : ""}`);
      }
      await sleep(100);
    }
  }

  /** Saves a screenshot to test-results/engines/<engine>-<n>-<name>.png (kept for a failed step) and returns its path. */
  async snap(name: string): Promise<string | null> {
    try {
      const dir = process.env.ENGINES_RESULTS ?? "test-results/engines";
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${this.engine}-${++shots}-${name}.png`);
      writeFileSync(file, await this.driver.screenshot());
      console.log(`[${this.engine}] screenshot: ${file}`);
      return file;
    } catch {
      return null;
    }
  }

  /** The element `q` names, once visible: its mark and visible text. */
  async find(q: Query, timeout = this.timeout): Promise<{ mark: string; text: string }> {
    let picked: Picked = { error: "not tried" };
    return this.until(
      () => ("error" in picked ? picked.error : "?"),
      async () => {
        picked = await this.driver.run(pick, q);
        return "mark" in picked ? picked : undefined;
      },
      timeout,
    );
  }

  /** Whether `q` names a visible element right now. */
  async has(q: Query): Promise<boolean> {
    const picked = await this.driver.run(pick, q);
    return "mark" in picked;
  }

  /** Taps what `q` names once it can be used (a disabled button is waited for, as a person would). */
  async click(q: Query): Promise<void> {
    const { mark } = await this.find({ ...q, enabled: true });
    await this.driver.click(mark);
  }

  /** Ticks a radio or checkbox, tapping its label where the input itself is drawn by CSS (visually hidden). */
  async check(q: Query): Promise<void> {
    const { mark } = await this.find(q);
    const target = await this.driver.run((m: string) => {
      const input = document.querySelector(`[data-engine-pick="${m}"]`) as HTMLInputElement | null;
      if (!input) return m;
      const box = input.getBoundingClientRect();
      const label = input.labels?.[0];
      if ((box.width > 2 && box.height > 2) || !label) return m;
      label.setAttribute("data-engine-pick", `${m}-label`);
      return `${m}-label`;
    }, mark);
    await this.driver.click(target);
    await this.until(`${JSON.stringify(q)} to be checked`, () =>
      this.driver.run((m: string) => (document.querySelector(`[data-engine-pick="${m}"]`) as HTMLInputElement | null)?.checked === true, mark),
    );
  }

  async fill(q: Query, text: string): Promise<void> {
    const { mark } = await this.find({ ...q, enabled: true });
    await this.driver.type(mark, text);
  }

  async select(q: Query, value: string): Promise<void> {
    const { mark } = await this.find(q);
    await this.driver.select(mark, value);
  }

  /** Waits until the element `q` names shows `text` (a substring, or a pattern); returns its text. */
  async see(q: Query, text?: Name | RegExp): Promise<string> {
    const want = text instanceof RegExp ? { re: text.source, flags: text.flags } : text;
    let seen = "";
    return this.until(
      () => `${JSON.stringify(q)} to show ${JSON.stringify(want)} (shows ${JSON.stringify(seen)})`,
      async () => {
        const picked = await this.driver.run(pick, q);
        if (!("mark" in picked)) return undefined;
        seen = picked.text;
        if (want === undefined) return seen;
        const ok = typeof want === "string" ? seen.includes(want) : new RegExp(want.re, want.flags).test(seen);
        return ok ? seen : undefined;
      },
    );
  }

  /** Waits until nothing visible matches `q`. */
  async gone(q: Query): Promise<void> {
    await this.until(`${JSON.stringify(q)} to disappear`, async () => !(await this.has(q)));
  }

  async waitForUrl(pattern: RegExp): Promise<string> {
    let url = "";
    return this.until(
      () => `the URL to match ${pattern} (is ${url})`,
      async () => {
        url = await this.url();
        return pattern.test(url) ? url : undefined;
      },
    );
  }

  /** An attribute of the element `q` names. */
  async attribute(q: Query, name: string): Promise<string | null> {
    const { mark } = await this.find(q);
    return this.driver.run((m: string, n: string) => document.querySelector(`[data-engine-pick="${m}"]`)?.getAttribute(n) ?? null, mark, name);
  }

  /** The current value of the field `q` names. */
  async value(q: Query): Promise<string> {
    const { mark } = await this.find(q);
    return this.driver.run((m: string) => (document.querySelector(`[data-engine-pick="${m}"]`) as HTMLInputElement | null)?.value ?? "", mark);
  }

  /** How many elements match a CSS selector (shown or folded away). */
  count(css: string): Promise<number> {
    return this.driver.run((s: string) => document.querySelectorAll(s).length, css);
  }

  /** Waits until a service worker controls the page (the first visit claims it once precaching is done). */
  async waitForWorker(): Promise<void> {
    await this.until("a service worker to control the page", () => this.run(() => Boolean(navigator.serviceWorker?.controller)), 60_000);
  }

  /** Presses and holds on `q` while `read` runs, then lets go. */
  async holding<T>(q: Query, read: () => Promise<T>): Promise<T> {
    const { mark } = await this.find(q);
    await this.driver.press(mark);
    try {
      return await read();
    } finally {
      await this.driver.release();
    }
  }

  /**
   * Every error this tab has seen: what the page recorded (console errors, uncaught errors, failed
   * resources, CSP violations; tests/engines/harness/recorder.js) plus what the engine reported.
   * Throws when the recorder is missing, so a page that never ran it cannot pass as clean.
   */
  async errors(): Promise<string[]> {
    const page = await this.run((key: string) => {
      const w = window as unknown as { __engineRecorder?: boolean };
      return { recorder: w.__engineRecorder === true, list: JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[] };
    }, ERRORS_KEY);
    if (!page.recorder) throw new Error(`${this.engine}: the error recorder did not run in this page`);
    return [...page.list, ...this.driver.engineErrors()];
  }

  /** The same person opening a second tab of this browser: another `Person` on the same storage. */
  async openTab(): Promise<Person> {
    return new Person(await this.driver.openTab(), this.timeout);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

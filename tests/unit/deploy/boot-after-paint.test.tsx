// @vitest-environment jsdom
import { runInThisContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ICON_PLACEHOLDER, bootAfterPaint, bootLoader } from "@/lib/slim-html.mjs";

// A prerendered page as `next build` writes it (trimmed): async framework chunks in <head> and one
// after the bootstrap push in <body>, Next's own low-priority preload for that one, the legacy
// polyfill as noModule, the manifest link and the icon link.
const A = "/base/_next/static/chunks/a.js";
const B = "/base/_next/static/chunks/b.js";
const C = "/base/_next/static/chunks/c.js";
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  `<script src="/base/_next/static/chunks/poly.js" noModule=""></script>` +
  `<link rel="manifest" href="/base/manifest.webmanifest"/><title>T</title>` +
  `<link rel="icon" href="/base/icons/icon-192.png"/><link rel="apple-touch-icon" href="/base/icons/apple-touch-icon.png"/></head>` +
  `<body><main><h1>Hello</h1><p>First paragraph</p></main>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>` +
  `<script src="${C}" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

describe("bootAfterPaint", () => {
  test("the framework's script tags and the manifest link leave the HTML for one loader at the end of <body>, in page order", () => {
    const res = bootAfterPaint(PAGE);
    if (!res.ok) throw new Error(res.error);
    expect(res.scripts).toBe(3);
    const html = res.html;
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
    expect(html).not.toContain('<link rel="manifest"');
    // No chunk is preloaded either (Next's own preload goes too); the polyfill, other preloads and inline scripts stay.
    expect(html).not.toContain('as="script"');
    const other = bootAfterPaint(PAGE.replace("<title>", `<link rel="preload" as="script" href="/x.js"/><title>`));
    expect(other.ok && other.html.includes('<link rel="preload" as="script" href="/x.js"/>')).toBe(true);
    expect(html).toContain('<script src="/base/_next/static/chunks/poly.js" noModule=""></script>');
    expect(html).toContain('<script id="_R_">');
    expect(html.endsWith(`${bootLoader([A, B, C], "/base/manifest.webmanifest", "/base/icons/icon-192.png")}</body></html>`)).toBe(true);
    // The heading and paragraph are untouched server HTML.
    expect(html).toContain("<main><h1>Hello</h1><p>First paragraph</p></main>");
  });

  test("the icon link costs no request until the loader points it at the icon; a browser without scripts reads the icon from <noscript>", () => {
    const res = bootAfterPaint(PAGE);
    if (!res.ok) throw new Error(res.error);
    expect(res.html).toContain(`<link rel="icon" href="${ICON_PLACEHOLDER}"/><noscript><link rel="icon" href="/base/icons/icon-192.png"/></noscript>`);
    expect(ICON_PLACEHOLDER).toMatch(/^data:/);
    // The home-screen icon is no request on load (only iOS reads it, when the page is added).
    expect(res.html).toContain('<link rel="apple-touch-icon" href="/base/icons/apple-touch-icon.png"/>');
    const two = bootAfterPaint(PAGE.replace("<title>", '<link rel="icon" href="/other.png"/><title>'));
    expect(two.ok).toBe(false);
  });

  test("a page without framework scripts is left as it is", () => {
    const html = "<html><head></head><body><p>x</p></body></html>";
    expect(bootAfterPaint(html)).toEqual({ ok: true, html, scripts: 0 });
  });

  test("a framework script in another form stops the build (a Next upgrade is noticed, not shipped half-booted)", () => {
    const res = bootAfterPaint(PAGE.replace(`<script src="${B}" async="">`, `<script src="${B}" defer="">`));
    expect(res.ok).toBe(false);
    expect(bootAfterPaint(PAGE.replace("</body>", "")).ok).toBe(false);
  });
});

describe("the loader", () => {
  /** The callbacks the loader gave a stand-in PerformanceObserver. */
  let observers: { callback: (list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void; disconnected: boolean }[];
  let frames: (() => void)[];

  const run = (scripts: string[], manifest: string | null, icon: string | null = null) => {
    const body = /^<script>([\s\S]*)<\/script>$/.exec(bootLoader(scripts, manifest, icon))![1]!;
    // The loader is an inline page script: run as the browser would, in the page's (jsdom's) globals.
    runInThisContext(body);
  };
  const inserted = () =>
    [...document.head.querySelectorAll("script[src], link")].map((e) => e.getAttribute("src") ?? `${e.getAttribute("rel")} ${e.getAttribute("href")}`);
  const visibility = (state: string) => Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  const paint = (name: string) => {
    for (const o of observers) if (!o.disconnected) o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (o.disconnected = true) });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = "";
    observers = [];
    frames = [];
    visibility("visible");
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]["callback"]) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.stubGlobal("requestAnimationFrame", (f: () => void) => frames.push(f));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("inserts nothing before the first contentful paint, then the manifest and the scripts in order, once", () => {
    run([A, B, C], "/m.json");
    vi.advanceTimersByTime(1000);
    expect(inserted()).toEqual([]);
    paint("first-paint");
    vi.advanceTimersByTime(10);
    expect(inserted()).toEqual([]);
    paint("first-contentful-paint");
    expect(inserted()).toEqual([]); // not inside the observer's callback: in a task after it
    vi.advanceTimersByTime(0);
    expect(inserted()).toEqual(["manifest /m.json", A, B, C]);
    expect([...document.head.querySelectorAll("script")].every((s) => s.async)).toBe(true);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(5000);
    expect(inserted()).toHaveLength(4);
  });

  test("points the page's icon link at the icon with the boot, not before; a page without one still boots", () => {
    document.head.innerHTML = `<link rel="icon" href="${ICON_PLACEHOLDER}">`;
    run([A], null, "/i.png");
    expect(inserted()).toEqual([`icon ${ICON_PLACEHOLDER}`]);
    paint("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(inserted()).toEqual(["icon /i.png", A]);
    document.head.innerHTML = `<link rel="icon" href="${ICON_PLACEHOLDER}">`;
    vi.stubGlobal("PerformanceObserver", undefined);
    run([B], null, "/i.png");
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(inserted()).toEqual(["icon /i.png", B]);
    document.head.innerHTML = "";
    run([C], null, "/i.png");
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(inserted()).toEqual([C]);
  });

  test("a page opened in the background boots at once; one hidden before its paint boots then", () => {
    visibility("hidden");
    run([A], null);
    expect(inserted()).toEqual([A]);
    document.head.innerHTML = "";
    visibility("visible");
    run([B], null);
    expect(inserted()).toEqual([]);
    visibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(inserted()).toEqual([B]);
  });

  test("without paint timing it boots after the first frame; with no paint reported, 3 s after load", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    run([A], null);
    expect(inserted()).toEqual([]);
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(inserted()).toEqual([A]);

    document.head.innerHTML = "";
    vi.unstubAllGlobals();
    vi.stubGlobal("PerformanceObserver", class { static supportedEntryTypes = ["paint"]; observe() {} });
    run([B], null);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2999);
    expect(inserted()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(inserted()).toEqual([B]);
  });
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { recordFigure } from "./harness/figures";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { SITE, startSite, stopSite } from "./harness/site";
import { pageLoading } from "./harness/tab";

beforeAll(startSite);
afterAll(stopSite);

// The journeys' "no console errors" holds only if errors are seen at all: in WebKit, whose WebDriver has no
// console log here, the page's recorder is the only witness.
test("the error recorder sees a console error, an uncaught error and a CSP violation, across a reload; the page is a secure context at phone size", async () => {
  const p = await newPerson();
  try {
    await p.open("en");
    await p.see({ role: "heading", name: re(/Tabletop Referee/) });
    expect(await p.errors()).toEqual([]);
    const page = await p.run(() => ({ secure: window.isSecureContext, worker: "serviceWorker" in navigator, subtle: Boolean(crypto.subtle) }));
    expect(page).toEqual({ secure: true, worker: true, subtle: true });
    recordFigure("viewport", `${p.driver.viewport.width}×${p.driver.viewport.height}`);
    expect(p.driver.viewport.width).toBeLessThanOrEqual(p.engine === "webkit" ? 450 : 390);

    await p.run(() => {
      console.error("probe: console");
      setTimeout(() => {
        throw new Error("probe: uncaught");
      });
      const img = document.createElement("img");
      img.src = "https://example.invalid/probe.png"; // img-src 'self': refused by the CSP before any request
      document.body.append(img);
    });
    await p.reload();
    await p.see({ role: "heading", name: re(/Tabletop Referee/) });
    const errors = (await p.errors()).join("\n");
    expect(errors).toContain("probe: console");
    expect(errors).toContain("probe: uncaught");
    expect(errors).toMatch(/CSP img-src https:\/\/example\.invalid/);
  } finally {
    await p.close();
  }
});

// A test that leaves a page while its chunks are on the way makes the engine report the loads it cut off (in
// Firefox, one "A ServiceWorker intercepted the request and encountered an unexpected error" per chunk its worker
// was answering), so a step counts a page as loaded only once the framework its loader inserts after the first
// paint has arrived, and leaves it only once every script it inserted since has arrived.
test("a page counts as loaded once the framework it boots after its first paint has arrived, and not while a script is on its way", async () => {
  const p = await newPerson();
  try {
    await p.open("en/cake");
    const booted = await p.run(() => {
      const loader = [...document.scripts].find((s) => !s.src && s.text.includes("first-contentful-paint"));
      const listed = [...(loader?.text.matchAll(/"([^"]*\/_next\/static\/[^"]*\.js)"/g) ?? [])].map((m) => new URL(m[1] ?? "", location.href).href);
      return { listed: listed.length, missing: listed.filter((url) => performance.getEntriesByName(url).length === 0) };
    });
    expect(booted.listed, "the page boots its framework from an inline loader").toBeGreaterThan(0);
    expect(booted.missing).toEqual([]);
    // What the framework loads once it runs (the page's dictionaries) has arrived too, and the page has hydrated.
    await p.settled();
    expect(await p.errors()).toEqual([]);

    // A chunk inserted and not arrived yet (a script of a type the browser never fetches stands for it).
    const pending = await p.run((url: string) => {
      const s = document.createElement("script");
      s.type = "text/plain";
      s.id = "on-its-way";
      s.src = url;
      document.head.append(s);
      return s.src;
    }, `${SITE}/_next/static/chunks/on-its-way.js`);
    expect(await p.run(pageLoading)).toContain(pending);
    await p.run(() => document.getElementById("on-its-way")?.remove());
    expect(await p.run(pageLoading)).not.toContain(pending);

    // An element in <main> that React has not hydrated yet (one put there behind React's back stands for it).
    await p.run(() => document.querySelector("main")?.append(Object.assign(document.createElement("p"), { id: "not-hydrated" })));
    expect(await p.run(pageLoading)).toEqual(["the page to hydrate"]);
    await p.run(() => document.getElementById("not-hydrated")?.remove());

    // The page as it is between its load event and its first paint: the loader has not inserted the framework yet.
    const framework = await p.run(() => {
      const scripts = [...document.querySelectorAll('script[src*="/_next/static/"]:not([nomodule])')];
      scripts.forEach((s) => s.remove());
      return scripts.length;
    });
    expect(framework).toBeGreaterThan(0);
    expect(await p.run(pageLoading)).toEqual(["the framework to boot"]);
  } finally {
    await p.close();
  }
});

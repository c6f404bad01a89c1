import { afterAll, beforeAll, expect, test } from "vitest";
import { recordFigure } from "./harness/figures";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { startSite, stopSite } from "./harness/site";

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

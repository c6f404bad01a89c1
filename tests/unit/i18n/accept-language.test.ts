import { NextRequest } from "next/server";
import { describe, expect, test } from "vitest";
import { acceptedLanguages } from "@/lib/i18n/accept-language";
import { pickLocale } from "@/lib/i18n/locales";
import { proxy } from "@/proxy.server";

describe("Accept-Language", () => {
  test.each([
    ["ru-RU,ru;q=0.9,en;q=0.8", ["ru-RU", "ru", "en"]],
    ["en;q=0.5, ru;q=0.9", ["ru", "en"]],
    ["de, *;q=0.1", ["de"]],
    ["fr;q=0, en", ["en"]],
    ["ru;q=abc, en", ["en"]],
    ["", []],
    [null, []],
  ])("%j -> %j", (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe("`/` on npm start: the server picks the language", () => {
  function visit(headers: Record<string, string>): Response {
    return proxy(new NextRequest("http://127.0.0.1:3000/", { headers }));
  }

  test.each([
    ["ru-RU,ru;q=0.9,en;q=0.8", "/ru"],
    ["en-GB,en;q=0.9", "/en"],
    ["de-DE,de;q=0.9", "/en"],
    ["de,ru;q=0.5", "/ru"],
  ])("a first navigation with %j gets %s's page at / itself, private to this request", (accept, path) => {
    const res = visit({ "sec-fetch-mode": "navigate", "accept-language": accept });
    // Served in place (no redirect, so no extra round trip): Next reads the rewrite from this header.
    expect(res.headers.get("location")).toBeNull();
    expect(new URL(res.headers.get("x-middleware-rewrite") ?? "").pathname).toBe(path);
    expect(path).toBe(`/${pickLocale(acceptedLanguages(accept))}`);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });

  test("the last chosen language (cookie) wins; a bad cookie is ignored", () => {
    const chosen = visit({ "sec-fetch-mode": "navigate", "accept-language": "ru", cookie: "tr.locale=en" });
    expect(new URL(chosen.headers.get("x-middleware-rewrite") ?? "").pathname).toBe("/en");
    const bad = visit({ "sec-fetch-mode": "navigate", "accept-language": "ru", cookie: "tr.locale=xx" });
    expect(new URL(bad.headers.get("x-middleware-rewrite") ?? "").pathname).toBe("/ru");
  });

  test("the service worker's precache request gets the page itself, not a redirect", () => {
    const res = visit({ "sec-fetch-mode": "same-origin", "accept-language": "ru" });
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});

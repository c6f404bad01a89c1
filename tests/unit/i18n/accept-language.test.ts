import { describe, expect, test } from "vitest";
import { DEFAULT_LOCALE, LOCALES, pickLocale } from "@/lib/i18n/locales";
import { STORAGE_KEYS } from "@/lib/store/backend";
import * as serve from "@/lib/serve.mjs";

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
    expect(serve.acceptedLanguages(header)).toEqual(expected);
  });
});

describe("`/` on npm start: the server picks the language (lib/serve.mjs)", () => {
  test.each([
    ["ru-RU,ru;q=0.9,en;q=0.8", "ru"],
    ["en-GB,en;q=0.9", "en"],
    ["de-DE,de;q=0.9", "en"],
    ["de,ru;q=0.5", "ru"],
    ["en;q=0.5, ru;q=0.9", "ru"],
    ["fr;q=0, ru", "ru"],
    ["RU", "ru"],
    ["", "en"],
    [undefined, "en"],
  ])("Accept-Language %j opens %s, as the app's own pickLocale would", (accept, lang) => {
    expect(serve.rootLanguage(accept, undefined)).toBe(lang);
    expect(lang).toBe(pickLocale(serve.acceptedLanguages(accept ?? null)));
  });

  test("the last chosen language (cookie) wins; a bad cookie is ignored", () => {
    expect(serve.rootLanguage("ru", "a=1; tr.locale=en")).toBe("en");
    expect(serve.rootLanguage("ru", "tr.locale=xx")).toBe("ru");
  });

  test("the server's languages, default and cookie are the app's", () => {
    expect(serve.LOCALES).toEqual(LOCALES);
    expect(serve.DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
    expect(serve.LOCALE_COOKIE).toBe(STORAGE_KEYS.locale);
  });
});

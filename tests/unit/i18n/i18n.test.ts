import { describe, expect, test } from "vitest";
import { common } from "@/lib/i18n/dict/common";
import { isLocale, pickLocale, switchLocalePath } from "@/lib/i18n/locales";
import { countOf, plural } from "@/lib/i18n/plural";

describe("Russian plurals through Intl.PluralRules", () => {
  const coin = common.ru.plural.coin;
  test.each([
    [1, "1 монета"],
    [2, "2 монеты"],
    [4, "4 монеты"],
    [5, "5 монет"],
    [11, "11 монет"],
    [21, "21 монета"],
    [22, "22 монеты"],
    [0, "0 монет"],
  ])("%i → %s", (n, expected) => {
    expect(countOf("ru", n, coin)).toBe(expected);
  });
  test("English one/other", () => {
    expect(countOf("en", 1, common.en.plural.coin)).toBe("1 coin");
    expect(plural("en", 0, common.en.plural.coin)).toBe("coins");
  });
});

describe("language choice", () => {
  test.each([
    [["ru-RU", "en"], "ru"],
    [["en-GB"], "en"],
    [["de-DE", "ru"], "ru"],
    [["fr"], "en"],
    [[], "en"],
  ])("%j → %s", (langs, expected) => {
    expect(pickLocale(langs)).toBe(expected);
  });
  test("isLocale rejects anything else", () => {
    expect(isLocale("ru")).toBe(true);
    expect(isLocale("RU")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
  test.each([
    ["/ru/cake/rules", "en", "/en/cake/rules"],
    ["/en", "ru", "/ru"],
    ["/", "ru", "/ru"],
    ["/cake", "en", "/en/cake"],
  ] as const)("switch %s to %s", (from, to, expected) => {
    expect(switchLocalePath(from, to)).toBe(expected);
  });
});

describe("dictionaries", () => {
  /** Same keys in both languages at every depth (the type system checks this too). */
  function shape(v: unknown): unknown {
    if (typeof v === "function") return "fn";
    if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, shape((v as Record<string, unknown>)[k])]));
    return typeof v;
  }
  test("common has the same shape in ru and en, and no empty strings", () => {
    const { plural: ruPlural, ...ru } = common.ru;
    const { plural: enPlural, ...en } = common.en;
    expect(shape(ru)).toEqual(shape(en));
    // Plural forms differ by design (ru: one/few/many, en: one/other); the word keys must match.
    expect(Object.keys(ruPlural).sort()).toEqual(Object.keys(enPlural).sort());
    const strings = JSON.stringify(common).match(/""/g);
    expect(strings).toBeNull();
  });
});

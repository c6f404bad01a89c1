import { describe, expect, test } from "vitest";
import { KINDS, TOTAL_SLICES, maxSlicesInPlay } from "@/lib/cake/kinds";
import { MIN_LEGAL, TOO_EASY_SHARE } from "@/lib/eleusis/lint";
import { ELEUSIS_NUMBERS, TOO_EASY_PERCENT } from "@/lib/eleusis/rule-numbers";
import { outScores } from "@/lib/eleusis/scoring";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka";
import { cake } from "@/lib/i18n/dict/cake";
import { cakeRules } from "@/lib/i18n/dict/rules-cake";
import { eleusisRules } from "@/lib/i18n/dict/rules-eleusis";
import { pechenkaRules } from "@/lib/i18n/dict/rules-pechenka";
import { LOCALES } from "@/lib/i18n/locales";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import { COINS, MAX_COINS_PER_ROUND } from "@/lib/pechenka/coins";
import { scoreRound } from "@/lib/pechenka/scoring";

// Each game's rule numbers live in one table (docs/rules.md); scoring, the dictionaries and the
// rules pages must all say what the table says.

const textOf = (doc: RulesDoc): string =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []), s.houseRule ?? "", ...(s.table ?? []).flat()])].join("\n");
const tableAfter = (doc: RulesDoc, header: string) => doc.sections.find((s) => s.table?.[0]?.[0] === header)?.table?.slice(1);

describe("Pechenka coins (lib/pechenka/coins.ts)", () => {
  test("scoring pays the table: Sword on target, Shield on hunter, Hill kept", () => {
    // 4 players, cycle Cookie → Blue → Strontium → 37: seat 0 (Cookie) swords Blue, shields 37, keeps the Hill.
    const res = scoreRound(["cookie", "blue", "strontium", "n37"], [
      { sword: 1, shield: 3, hill: true }, { sword: null, shield: null, hill: false },
      { sword: null, shield: null, hill: false }, { sword: null, shield: null, hill: false },
    ], 4);
    expect(res.ok && res.value.reasons[0]?.map((r) => r.coins)).toEqual([COINS.sword, COINS.shield, COINS.hill]);
    expect(res.ok && res.value.coins[0]).toBe(MAX_COINS_PER_ROUND);
  });
  test.each(LOCALES)("the %s rules page's coin table and the round summary show the table's numbers", (lang) => {
    const rows = pechenkaRules[lang].sections.find((s) => s.table?.length === 4 && s.table[0]?.length === 2 && s !== pechenkaRules[lang].sections[0])?.table?.slice(1);
    expect(rows?.map((r) => r[1])).toEqual([COINS.sword, COINS.shield, COINS.hill].map(String));
    expect(textOf(pechenkaRules[lang])).toContain(` ${MAX_COINS_PER_ROUND} `);
    const t = pechenkaDict[lang].summary;
    expect(t.swordOn("A", "B")).toMatch(new RegExp(`\\+${COINS.sword}$`));
    expect(t.shieldOn("A", "B")).toMatch(new RegExp(`\\+${COINS.shield}$`));
    expect(t.hillKept).toMatch(new RegExp(`\\+${COINS.hill}$`));
  });
});

describe("Piece of Cake components (KINDS in lib/cake/kinds.ts)", () => {
  test.each(LOCALES)("the %s rules page's components table is KINDS, and its totals are KINDS'", (lang) => {
    const rows = tableAfter(cakeRules[lang], lang === "ru" ? "Вид" : "Kind");
    expect(rows).toEqual(KINDS.map((k) => [cake[lang].kinds[k.id], String(k.count), String(k.rosettes)]));
    const text = textOf(cakeRules[lang]);
    expect(text).toContain(`${TOTAL_SLICES} `);
    for (const n of [3, 4, 5]) expect(text).toContain(String(maxSlicesInPlay(n)));
  });
  test("in-play maximum follows from the box: 55 cake slices plus the extras taken", () => {
    expect([2, 3, 4, 5].map(maxSlicesInPlay)).toEqual([55, 57, 56, 55]);
  });
});

describe("Eleusis numbers (lib/eleusis/rule-numbers.ts)", () => {
  test("scoring and the checker read the table", () => {
    expect(outScores([0, 4, 6])[0]).toBe(ELEUSIS_NUMBERS.outBonus + 10);
    expect(MIN_LEGAL).toBe(ELEUSIS_NUMBERS.minLegal);
    expect(TOO_EASY_SHARE).toBe(ELEUSIS_NUMBERS.tooEasyShare);
  });
  test.each(LOCALES)("the %s rules page states the table's numbers, worked example included", (lang) => {
    const text = textOf(eleusisRules[lang]);
    expect(text).toContain(`${ELEUSIS_NUMBERS.outBonus} + 4 + 6 = ${ELEUSIS_NUMBERS.outBonus + 10}`);
    expect(text).toContain(TOO_EASY_PERCENT);
    expect(text).toContain(` ${ELEUSIS_NUMBERS.minLegal} `);
  });
});

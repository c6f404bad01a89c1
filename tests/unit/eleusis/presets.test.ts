import { describe, expect, test } from "vitest";
import { parseCards } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { lintRule } from "@/lib/eleusis/lint";
import { DIFFICULTIES, PRESETS } from "@/lib/eleusis/presets";
import { compileRule, parseRule, printRule } from "@/lib/eleusis/rule-language";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording";

const cards = (s: string): Card[] => {
  const r = parseCards(s);
  if (!r.ok) throw new Error(`bad cards ${s}`);
  return r.value;
};

/**
 * [layout oldest first, card played, expected verdict, last play accepted?] — worked out by hand from each
 * preset's wording (its source is in lib/eleusis/presets.ts).
 */
type Case = [string, string, boolean, boolean?];
const CASES: Record<string, Case[]> = {
  "red-black": [["5♠", "7♥", true], ["5♠", "7♣", false], ["9♦", "Q♠", true]],
  "suit-cycle": [["5♣", "9♦", true], ["5♦", "9♥", true], ["5♥", "9♠", true], ["5♠", "9♣", true], ["5♦", "9♠", false]],
  "even-odd": [["4♣", "7♦", true], ["4♣", "Q♦", false], ["K♣", "Q♦", true]],
  "low-high": [["7♣", "8♦", true], ["7♣", "A♦", false], ["K♣", "A♦", true], ["8♣", "K♦", false]],
  "even-red": [["Q♣", "3♥", true], ["J♣", "3♥", false], ["J♣", "3♠", true]],
  "steps-1-3": [["J♣", "A♦", true], ["J♣", "2♦", false], ["9♣", "9♦", false], ["9♣", "10♦", true]],
  "last-ok-red": [["5♣", "2♠", true, false], ["5♣", "2♠", false, true], ["5♣", "2♥", true, true]],
  "mod-4-suit": [["4♦", "K♣", true], ["Q♦", "K♣", true], ["9♦", "K♦", true], ["6♠", "K♥", true], ["7♠", "K♠", true], ["7♠", "K♣", false]],
  "prime-alternate": [["7♣", "8♦", true], ["7♣", "K♦", false], ["A♣", "J♦", true], ["Q♣", "A♦", false]],
  "higher-until-face": [["9♣", "10♦", true], ["9♣", "9♦", false], ["Q♣", "3♦", true], ["Q♣", "K♦", false], ["10♣", "J♦", true]],
  "odd-red": [["7♣", "2♥", true], ["7♣", "2♣", false], ["8♣", "2♣", true]],
  "even-clubs-diamonds": [["8♥", "3♣", true], ["8♥", "3♥", false], ["K♥", "3♠", true], ["K♥", "3♦", false]],
  "suit-moods": [
    ["5♦", "5♣", true], ["5♦", "9♦", false], ["5♣", "9♥", true], ["5♣", "9♠", false], ["5♠", "9♣", true],
    ["5♠", "9♦", false], ["5♥", "9♥", true], ["5♥", "5♠", true], ["5♥", "9♠", false],
  ],
  "parity-colour-suit": [["10♥", "3♥", true], ["10♠", "3♦", true], ["J♥", "3♠", true], ["J♣", "3♣", true], ["Q♣", "3♣", false]],
  "suit-or-value": [["5♦", "9♦", true], ["5♦", "5♠", true], ["5♦", "6♠", false]],
  "change-both": [["5♦", "9♠", true], ["5♦", "9♦", false], ["5♦", "5♠", false]],
  "close-values": [["5♦", "8♠", true], ["5♦", "9♠", false], ["K♦", "A♠", false], ["2♦", "2♠", true]],
  "rise-red": [["3♣ 9♣", "2♥", true], ["3♣ 9♣", "2♠", false], ["9♣ 3♣", "2♠", true], ["9♣ 9♦", "2♠", true], ["9♣", "2♠", true]],
  "sum-two-parity": [["3♣ 4♣", "2♥", true], ["3♣ 5♣", "2♥", false], ["3♣ 5♣", "2♠", true]],
  "verdict-direction": [["Q♣", "3♦", true, true], ["Q♣", "4♦", false, true], ["2♣", "J♦", true, false], ["2♣", "3♦", false, false]],
  "three-suits": [["5♦ 6♣", "7♥", true], ["5♦ 6♣", "7♦", false], ["5♦ 6♣", "7♣", false], ["5♦", "7♠", true]],
  "red-count-parity": [["2♥ 3♠ 4♦", "6♣", true], ["2♥ 3♠ 4♦", "7♣", false], ["2♥", "A♠", true]],
  "every-other-heart": [["2♥", "9♥", true], ["2♥", "9♠", false], ["2♥ 9♥", "9♠", true]],
  "position-blocks": [["2♥", "3♠", true], ["2♥ 3♠", "4♣", true], ["2♥ 3♠ 4♣", "5♦", true], ["2♥ 3♠ 4♣", "5♠", false], ["2♥ 3♠ 4♣ 5♦ 6♦ 7♠", "8♣", true]],
  "always-higher": [["5♦", "6♠", true], ["5♦", "5♠", false]],
};

describe("presets", () => {
  test("at least 20, all eight seed rules, unique ids, wording in both languages, a source", () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(20);
    expect(PRESETS.map((p) => p.seed).filter((n) => n !== undefined).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const p of PRESETS) {
      // the words are the dictionary's, by the preset's id
      const ru = eleusisWording.ru.presets[p.id];
      const en = eleusisWording.en.presets[p.id];
      expect(ru.wording).toMatch(/[а-я]/);
      expect(en.wording).toMatch(/[a-z]/);
      expect(ru.name).toMatch(/[а-яё]/i);
      expect(en.name).toMatch(/[a-z]/i);
      expect(en.name.length).toBeLessThan(en.wording.length);
      expect(DIFFICULTIES).toContain(p.difficulty);
    }
    for (const d of DIFFICULTIES) expect(PRESETS.some((p) => p.difficulty === d && !p.failsChecker)).toBe(true);
  });

  test("a source shown to players names a published work, in each language; no project internals", () => {
    const internal = /RULES\.md|seed|сид|issue|Ours|Tabletop Referee|§/i;
    for (const p of PRESETS) {
      if (!p.source) continue;
      const source = { en: eleusisWording.en.sources[p.source], ru: eleusisWording.ru.sources[p.source] };
      expect(source.en).not.toMatch(internal);
      expect(source.ru).not.toMatch(internal);
      expect(source.ru).not.toBe(source.en);
    }
    expect(PRESETS.filter((p) => p.source).length).toBeGreaterThanOrEqual(10);
  });

  test("every preset has hand-worked cases", () => {
    expect(Object.keys(CASES).sort()).toEqual(PRESETS.map((p) => p.id).sort());
  });

  test.each(PRESETS.map((p) => [p.id, p] as const))("%s: judged on hand-made sequences", (id, p) => {
    const r = compileRule(p.rule);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const [line, play, expected, lastOk] of CASES[id] ?? []) {
      const got = r.value.judge(cards(play)[0] as Card, { line: cards(line), lastOk: lastOk ?? true });
      expect({ line, play, lastOk, got }).toEqual({ line, play, lastOk, got: expected });
    }
  });

  test.each(PRESETS.map((p) => [p.id, p] as const))("%s: parse → print → parse round-trip", (_id, p) => {
    const once = printRule(p.rule);
    expect(once.ok).toBe(true);
    if (!once.ok) return;
    expect(printRule(once.value)).toEqual(once);
    const a = parseRule(p.rule);
    const b = parseRule(once.value);
    expect(a.ok && b.ok && strip(a.value)).toEqual(a.ok && b.ok && strip(b.value));
  });

  test.each(PRESETS.map((p) => [p.id, p] as const))("%s: passes the checker unless marked", (_id, p) => {
    const r = compileRule(p.rule);
    if (!r.ok) throw new Error(p.rule);
    const report = lintRule(r.value);
    expect(report.passes).toBe(!p.failsChecker);
  });
});

function strip(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x, (k, v: unknown) => (["start", "end", "attrStart", "fnEnd", "varStart"].includes(k) ? undefined : v)));
}

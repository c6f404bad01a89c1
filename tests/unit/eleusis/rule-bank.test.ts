import { describe, expect, test } from "vitest";
import { ALL_CARDS, color, parseCards, value } from "@/lib/eleusis/cards";
import type { Card, Suit } from "@/lib/eleusis/cards";
import { seededRandom } from "@/lib/eleusis/lint";
import { compileRule } from "@/lib/eleusis/rule-language";
import type { BankRule, SourceId } from "./rule-bank";
import { KERCOS_DRAFTS, LFAUCON_FRENCH, RETIRED, RULE_BANK, SOURCES, SOURCE_IDS } from "./rule-bank";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";

const cards = (s: string): Card[] => {
  const r = parseCards(s);
  if (!r.ok) throw new Error(`bad cards ${s}`);
  return r.value;
};
const card = (s: string): Card => cards(s)[0] as Card;

const judgeOf = (name: string) => {
  const entry = RULE_BANK.find((r) => r.name === name);
  const compiled = compileRule(entry?.rule ?? "");
  if (!compiled.ok) throw new Error(name);
  return compiled.value;
};

/** Stated / published, per source: the figure the issue-15 note quotes. */
function coverage(): Record<SourceId, string> {
  const out = {} as Record<SourceId, string>;
  for (const id of SOURCE_IDS) {
    const rules = RULE_BANK.filter((r) => r.source === id);
    out[id] = `${rules.filter((r) => r.rule !== null).length}/${rules.length}`;
  }
  return out;
}

describe("published rule banks (coverage of the rule language, current sources)", () => {
  test("every rule each source publishes at the commit read is in the bank, once", () => {
    for (const id of SOURCE_IDS) {
      const names = RULE_BANK.filter((r) => r.source === id && r.where === undefined).map((r) => r.name);
      expect({ id, count: names.length }).toEqual({ id, count: SOURCES[id].rules });
      expect(new Set(names).size).toBe(names.length);
      expect(SOURCES[id].commit).toMatch(/^[0-9a-f]{40}$/);
      expect(SOURCES[id].fileCommit).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(RULE_BANK.every((r) => r.where === undefined)).toBe(true);
    expect(RULE_BANK.length).toBe(216);
  });

  test("coverage per source: stated / published", () => {
    expect(coverage()).toEqual({ lfaucon: "139/139", scalefreegan: "41/41", whamp: "26/26", kercos: "10/10" });
  });

  test("each rule that cannot be stated says why", () => {
    for (const r of [...RULE_BANK, ...LFAUCON_FRENCH, ...KERCOS_DRAFTS, ...RETIRED]) {
      if (r.rule === null) expect(r.why?.length ?? 0).toBeGreaterThan(10);
    }
    expect([...LFAUCON_FRENCH, ...KERCOS_DRAFTS, ...RETIRED].every((r) => (r.where?.length ?? 0) > 10)).toBe(true);
  });

  test("scalefreegan rank-modulo-suit-count numbers the suits S=0, H=1, D=2, C=3 (its commit 43913b9)", () => {
    const rule = judgeOf("rank-modulo-suit-count");
    const index: Record<Suit, number> = { spades: 0, hearts: 1, diamonds: 2, clubs: 3 };
    for (const c of ALL_CARDS) {
      const expected = value(c) % 4 === index[c.suit];
      expect({ c, got: rule.judge(c, { line: cards("2♣"), lastOk: true }) }).toEqual({ c, got: expected });
    }
  });

  test("kercos GREQ_ON_RED_LOWEQ_ON_BLACK: after red equal or higher, after black equal or lower (wording corrected in 7ca95ab)", () => {
    const rule = judgeOf("GREQ_ON_RED_LOWEQ_ON_BLACK");
    for (const top of ALL_CARDS) {
      for (const c of ALL_CARDS) {
        const expected = color(top) === "red" ? value(c) >= value(top) : value(c) <= value(top);
        if (rule.judge(c, { line: [top], lastOk: true }) !== expected) throw new Error(`${JSON.stringify(c)} on ${JSON.stringify(top)}`);
      }
    }
    expect(rule.judge(card("9♣"), { line: cards("5♥"), lastOk: true })).toBe(true);
    expect(rule.judge(card("9♥"), { line: cards("5♠"), lastOk: true })).toBe(false);
  });

  // Each source's code restated in plain TypeScript (read at the commits in SOURCES; `n` = the source's history
  // length = our `count`, `top` = the last accepted card). The bank's `rule` must judge every layout the same way.
  const face = (c: Card) => value(c) > 10;
  const PRIMES_TO_97 = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];
  const mod13 = (x: number) => ((((x - 1) % 13) + 13) % 13) + 1;
  const CODE: Record<string, (c: Card, top: Card, n: number) => boolean> = {
    "medium-21": (c, top) => (c.suit === top.suit) !== face(top),
    "medium-22": (c, top) => (c.suit === top.suit) !== face(c),
    "medium-23": (c, top) => (c.suit === top.suit) !== (value(c) % 2 === 1),
    "medium-24": (c, top) => (c.suit === top.suit) !== (value(c) % 2 === 0),
    "medium-25": (c, top) => (c.suit === top.suit) !== (value(c) % 3 === 0),
    "hard-31": (c, _t, n) => PRIMES_TO_97.includes(n + 1) === face(c),
    "hard-32": (c, _t, n) => PRIMES_TO_97.includes(n + 1) === !face(c),
    "hard-33": (c, _t, n) => PRIMES_TO_97.includes(n + 1) === (color(c) === "red"),
    "hard-34": (c, _t, n) => PRIMES_TO_97.includes(n + 1) === (color(c) === "black"),
    "hard-40": (c, _t, n) => (color(c) === "red") === (Math.floor(0.5 + Math.sqrt(0.25 + 2 * n)) % 2 === 0),
    "zigzag-ranks": (c, top) => ((value(top) + value(c)) % 2 === 0 ? value(c) > value(top) : value(c) < value(top)),
    PLUS_ONE_PLUS_TWO: (c, top, n) => value(c) === mod13(value(top) + (n % 2 === 1 ? 1 : 2)),
  };
  test.each(Object.keys(CODE))("%s is stated as its source's code judges; the wording's other reading is kept beside it", (name) => {
    const entry = RULE_BANK.find((r) => r.name === name);
    expect(entry?.wordingRule, "the wording's reading is kept").toBeTruthy();
    expect(entry?.note).toBeTruthy();
    const wording = compileRule(entry?.wordingRule ?? "");
    expect(wording.ok).toBe(true);
    const rule = judgeOf(name);
    const rand = seededRandom(name.length * 104729);
    let differs = 0;
    for (let s = 0; s < 300; s++) {
      const line = Array.from({ length: 1 + (s % 110) }, () => ALL_CARDS[Math.floor(rand() * 52)] as Card);
      const top = line[line.length - 1] as Card;
      for (const c of ALL_CARDS) {
        const code = CODE[name]?.(c, top, line.length);
        const got = rule.judge(c, { line, lastOk: true });
        if (got !== code) throw new Error(`${name}: ${c.rank}${c.suit} after ${line.length} cards (top ${top.rank}${top.suit}): rule ${got}, source's code ${code}`);
        if (wording.ok && wording.value.judge(c, { line, lastOk: true }) !== code) differs++;
      }
    }
    // The wording's reading is a different rule (otherwise there would be nothing to keep).
    expect(differs).toBeGreaterThan(0);
  });

  const all: BankRule[] = [...RULE_BANK, ...LFAUCON_FRENCH, ...KERCOS_DRAFTS, ...RETIRED];
  test.each(all.filter((r) => r.rule !== null).map((r) => [`${r.source}${r.where ? " (not current)" : ""} ${r.name}`, r] as const))(
    "%s compiles, judges sensibly, passes its cases and round-trips",
    (_n, entry) => {
      const compiled = compileRule(entry.rule ?? "");
      if (!compiled.ok) throw new Error(`${entry.name}: ${ruleLanguage.en.error(compiled.error.message)}`);
      const rule = compiled.value;
      // sanity: over random layouts the rule both accepts and rejects something (it is not constant)
      const rand = seededRandom(entry.name.length * 7919);
      let accepted = 0;
      let rejected = 0;
      for (let s = 0; s < 120; s++) {
        const line = Array.from({ length: 1 + (s % 12) }, () => ALL_CARDS[Math.floor(rand() * 52)] as Card);
        for (const c of ALL_CARDS) {
          if (rule.judge(c, { line, lastOk: s % 2 === 0 })) accepted++;
          else rejected++;
        }
      }
      expect(accepted).toBeGreaterThan(0);
      expect(rejected).toBeGreaterThan(0);
      const again = compileRule(rule.canonical);
      expect(again.ok && again.value.canonical).toBe(rule.canonical);
      for (const [line, play, expected, lastOk] of entry.cases ?? []) {
        const got = rule.judge(card(play), { line: cards(line), lastOk: lastOk ?? true });
        expect({ line, play, got }).toEqual({ line, play, got: expected });
      }
    },
  );
});

import { describe, expect, test } from "vitest";
import { ALL_CARDS, parseCards } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { seededRandom } from "@/lib/eleusis/lint";
import { compileRule } from "@/lib/eleusis/rule-language";
import { KERCOS_DRAFTS, RULE_BANK } from "./rule-bank";

const cards = (s: string): Card[] => {
  const r = parseCards(s);
  if (!r.ok) throw new Error(`bad cards ${s}`);
  return r.value;
};

describe("published rule banks (issue 6 coverage study)", () => {
  test("the four sources, counted", () => {
    const bySource = (prefix: string): number => RULE_BANK.filter((r) => r.source.startsWith(prefix)).length;
    expect(bySource("lfaucon/eleusis")).toBe(98);
    expect(bySource("scalefreegan/new-eleusis")).toBe(41);
    expect(bySource("Whamp/eleusis-llm-benchmark")).toBe(74);
    expect(bySource("kercos/Eleusisbot")).toBe(10);
    expect(RULE_BANK.length).toBeGreaterThan(200);
  });

  test("at least 95 % can be stated; each one that cannot says why", () => {
    const stated = RULE_BANK.filter((r) => r.rule !== null).length;
    expect(stated / RULE_BANK.length).toBeGreaterThanOrEqual(0.95);
    for (const r of [...RULE_BANK, ...KERCOS_DRAFTS]) if (r.rule === null) expect(r.why?.length ?? 0).toBeGreaterThan(10);
  });

  test.each([...RULE_BANK, ...KERCOS_DRAFTS].filter((r) => r.rule !== null).map((r) => [`${r.source} ${r.name}`, r] as const))(
    "%s compiles, judges sensibly and round-trips",
    (_n, entry) => {
      const compiled = compileRule(entry.rule ?? "");
      if (!compiled.ok) throw new Error(`${entry.name}: ${compiled.error.message.en}`);
      const rule = compiled.value;
      // sanity: over random layouts the rule both accepts and rejects something (it is not constant)
      const rand = seededRandom(entry.name.length * 7919);
      let accepted = 0;
      let rejected = 0;
      for (let s = 0; s < 120; s++) {
        const line = Array.from({ length: 1 + (s % 12) }, () => ALL_CARDS[Math.floor(rand() * 52)] as Card);
        for (const card of ALL_CARDS) {
          if (rule.judge(card, { line, lastOk: s % 2 === 0 })) accepted++;
          else rejected++;
        }
      }
      expect(accepted).toBeGreaterThan(0);
      expect(rejected).toBeGreaterThan(0);
      const again = compileRule(rule.canonical);
      expect(again.ok && again.value.canonical).toBe(rule.canonical);
      for (const [line, play, expected, lastOk] of entry.cases ?? []) {
        const got = rule.judge(cards(play)[0] as Card, { line: cards(line), lastOk: lastOk ?? true });
        expect({ line, play, got }).toEqual({ line, play, got: expected });
      }
    },
  );
});

import { describe, expect, test } from "vitest";
import { lintRule, seededRandom } from "@/lib/eleusis/lint";
import type { LintReport } from "@/lib/eleusis/lint";
import { PRESETS } from "@/lib/eleusis/presets";
import { compileRule, run } from "@/lib/eleusis/rule-language";
import { compile } from "@/lib/eleusis/rule-language/compile";
import { interpret } from "@/tests/bench/interpret";
import { LFAUCON_FRENCH, RETIRED, RULE_BANK } from "./rule-bank";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";

const lint = (text: string, engine?: "closures" | "interpreter"): LintReport => {
  const r = compileRule(text);
  if (!r.ok) throw new Error(ruleLanguage.en.error(r.error.message));
  return lintRule(r.value, engine === "interpreter" ? { evaluate: (ir) => (e) => interpret(ir, e) } : {});
};

describe("exact figures worked out by hand", () => {
  test("red on black: exactly 26 legal in every one of the 52 positions", () => {
    const r = lint("card.color != prev.color");
    expect(r).toMatchObject({ mode: "exact", positions: 52, min: 26, avg: 26, share: 0.5, minOk: true, tooEasy: false, passes: true });
    expect(r.allLegal.count).toBe(0);
    expect(r.refersToMissing).toBe(false);
  });
  test("1–3 steps up the circle: 3 values × 4 suits = 12 everywhere", () => {
    expect(lint("step(prev, card) in [1, 2, 3]")).toMatchObject({ min: 12, avg: 12, passes: true });
  });
  test("mod-4 suit: 13 everywhere", () => {
    expect(lint("card.suit == [clubs, diamonds, hearts, spades][prev.value mod 4]")).toMatchObject({ min: 13, avg: 13 });
  });
  test("even on odd: 24 after an odd card (6 even values), 28 after an even one; average (28·24 + 24·28)/52", () => {
    const r = lint("card.even != prev.even");
    expect(r.min).toBe(24);
    expect(r.avg).toBeCloseTo((28 * 24 + 24 * 28) / 52, 10);
    expect(r.worst[0]?.line[0]?.rank).toBe("A");
  });
  test("lastOk doubles the positions: 52 × 2, 26 each", () => {
    expect(lint("if lastOk then card.color == red else card.color == black")).toMatchObject({ positions: 2, min: 26, mode: "exact" });
    expect(lint("if lastOk and prev.red then card.black else card.red")).toMatchObject({ positions: 104, min: 26 });
  });
  test("always higher fails: nothing beats a king; average 4·(12+…+0)/13 = 24", () => {
    const r = lint("card.value > prev.value");
    expect(r).toMatchObject({ min: 0, avg: 24, minOk: false, passes: false });
    expect(r.worst.every((w) => w.line[0]?.rank === "K")).toBe(true);
    expect(r.worst).toHaveLength(4);
  });
  test("too easy: anything but the same suit and value", () => {
    const r = lint("card != prev");
    expect(r).toMatchObject({ min: 51, tooEasy: true, passes: true });
  });
  test("every card legal somewhere", () => {
    const r = lint("prev.face or card.red");
    expect(r.allLegal.count).toBe(12);
    expect(r.allLegal.examples).toHaveLength(5);
  });
  test("prev2: the full 52 × 52 × 2 space, and the first play is listed as looking at a missing card", () => {
    const r = lint("if lastOk then card.suit != prev2.suit else card.value != prev.value");
    expect(r.positions).toBe(52 * 52 * 2);
    expect(r.evaluations).toBeGreaterThanOrEqual(52 * 52 * 2 * 52);
    expect(r.refersToMissing).toBe(true);
    expect(r.min).toBe(39);
  });
  test("a rule of the played card alone is one position", () => {
    expect(lint("card.red or card.face")).toMatchObject({ mode: "constant", positions: 1, min: 32 });
  });
});

describe("rules that look deeper are sampled, deterministically", () => {
  test("every other card a heart: 13 at worst", () => {
    const a = lint("count mod 2 == 0 or card.suit == hearts");
    expect(a.mode).toBe("sampled");
    expect(a.min).toBe(13);
    expect(a.passes).toBe(true);
    expect(lint("count mod 2 == 0 or card.suit == hearts")).toEqual(a);
  });
  test("the running total rule dies once the total is high", () => {
    const r = lint("sum(line) + card.value <= 42");
    expect(r.mode).toBe("sampled");
    expect(r.min).toBe(0);
    expect(r.passes).toBe(false);
  });
});

describe("the interpreter and the closures agree", () => {
  test.each([
    "if lastOk then card.value > prev.value or card.suit == prev2.suit else card.color != prev.color",
    "step(prev2, card) in [1, 2, 3] or (card.value + prev.value).prime",
    "count(c in line[-5:]: c.red) mod 2 == card.value mod 2",
    "card.suit.index == (prev.suit.index + 1) mod 4 and max(card.value, prev.value) > 3",
  ])("%s", (text) => {
    expect(lint(text, "interpreter")).toEqual(lint(text, "closures"));
  });
});

test("closures and interpreter give the same verdict for every preset and every rule-bank rule (current, French list, retired) on random layouts", () => {
  const rand = seededRandom(42);
  for (const text of [...PRESETS.map((p) => p.rule), ...[...RULE_BANK, ...LFAUCON_FRENCH, ...RETIRED].flatMap((r) => (r.rule ? [r.rule] : []))]) {
    const r = compileRule(text);
    if (!r.ok) throw new Error(text);
    const fn = compile(r.value.ir);
    for (let i = 0; i < 40; i++) {
      const line = Array.from({ length: 1 + (i % 15) }, () => Math.floor(rand() * 52));
      const env = { card: Math.floor(rand() * 52), line, lastOk: i % 3 !== 0 };
      expect(run((x) => interpret(r.value.ir, x), { ...env, vars: [0, 0, 0, 0] })).toEqual(run(fn, { ...env, vars: [0, 0, 0, 0] }));
    }
  }
});

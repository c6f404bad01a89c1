import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ALL_CARDS } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { lintRule, seededRandom } from "@/lib/eleusis/lint";
import { PRESETS } from "@/lib/eleusis/presets";
import { compileRule, printRule, run } from "@/lib/eleusis/rule-language";
import type { Env } from "@/lib/eleusis/rule-language/compile";
import { compile } from "@/lib/eleusis/rule-language/compile";
import { interpret } from "@/tests/bench/interpret";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";

const TOKENS = [
  "card", "prev", "prev2", "line", "count", "lastOk", ".value", ".suit", ".color", ".even", ".red", ".index", "clubs", "hearts",
  "red", "black", "A", "K", "0", "1", "3", "13", "-1", "and", "or", "not", "if", "then", "else", "in", "mod", "div", "==", "!=",
  "<", "<=", ">", "+", "-", "*", "(", ")", "[", "]", ",", ":", "step(", "any(", "all(", "count(", "sum(", "len(", "abs(", "min(",
  "c", "x", " ", "true", "false", "♥", "=", "@", "\n", "#", "line[-2:]", "c in line:", "%", "&&", "!", "≤",
];

function check(text: string): void {
  const r = compileRule(text);
  if (!r.ok) {
    expect(r.error.start).toBeGreaterThanOrEqual(0);
    expect(r.error.end).toBeGreaterThanOrEqual(r.error.start);
    expect(r.error.end).toBeLessThanOrEqual(text.length);
    expect(ruleLanguage.ru.error(r.error.message).length).toBeGreaterThan(0);
    expect(ruleLanguage.en.error(r.error.message).length).toBeGreaterThan(0);
    return;
  }
  // a compiled rule judges any layout without throwing, and its canonical form is a fixed point
  const rand = seededRandom(text.length);
  for (let i = 0; i < 5; i++) {
    const line = Array.from({ length: i * 3 }, () => ALL_CARDS[Math.floor(rand() * 52)] as Card);
    const v = r.value.explain(ALL_CARDS[i] as Card, { line, lastOk: i % 2 === 0 });
    expect(typeof v.accepted).toBe("boolean");
  }
  const again = compileRule(r.value.canonical);
  expect(again.ok && again.value.canonical).toBe(r.value.canonical);
}

describe("fuzz: always a result, never a throw, never a hang", () => {
  test("random token soup", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }), (parts) => check(parts.join(" "))),
      { numRuns: 3000, seed: 6 },
    );
  });
  test("random unicode strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 80, unit: "binary" }), (s) => check(s)), { numRuns: 2000, seed: 7 });
  });
  test("mutated presets", () => {
    const texts = PRESETS.map((p) => p.rule);
    fc.assert(
      fc.property(
        fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.constantFrom(...TOKENS, "", ""),
        (text, a, b, insert) => {
          const i = a % (text.length + 1);
          const j = Math.min(text.length, i + (b % 6));
          check(text.slice(0, i) + insert + text.slice(j));
        },
      ),
      { numRuns: 3000, seed: 8 },
    );
  });
  test("the closures and the plain interpreter agree on every compiled fuzz rule", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 30 }), fc.nat(), (parts, seed) => {
        const r = compileRule(parts.join(" "));
        if (!r.ok) return;
        const closures = compile(r.value.ir);
        const rand = seededRandom(seed);
        for (let i = 0; i < 8; i++) {
          const line = Array.from({ length: i }, () => Math.floor(rand() * 52));
          const env = (): Env => ({ card: Math.floor(rand() * 52), line, lastOk: i % 2 === 0, vars: [0, 0, 0, 0] });
          const e = env();
          const a = run(closures, { ...e, vars: [0, 0, 0, 0] });
          const b = run((x) => interpret(r.value.ir, x), { ...e, vars: [0, 0, 0, 0] });
          expect(b).toEqual(a);
          compared++;
        }
      }),
      { numRuns: 4000, seed: 9 },
    );
    expect(compared).toBeGreaterThan(100);
  });
  test("hostile shapes are refused quickly", () => {
    const t = performance.now();
    for (const text of [
      "(".repeat(5000),
      "not ".repeat(1000) + "true",
      "1 + ".repeat(490) + "1 == 2",
      `any(a in line: any(b in line: any(c in line: a == b and b == c)))`,
      `any(a in [${"1, ".repeat(300)}1]: any(b in [${"1, ".repeat(300)}1]: a == b))`,
      "x".repeat(3000),
    ]) {
      const r = compileRule(text);
      if (r.ok) lintRule(r.value);
      expect(printRule(text).ok || !r.ok).toBe(true);
    }
    expect(performance.now() - t).toBeLessThan(3000);
  });
});

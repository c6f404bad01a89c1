import { describe, expect, test } from "vitest";
import { parseCards } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { compileRule, parseRule, printRule, renderCaret } from "@/lib/eleusis/rule-language";
import type { CompiledRule } from "@/lib/eleusis/rule-language";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";

const cards = (s: string): Card[] => {
  const r = parseCards(s);
  if (!r.ok) throw new Error(`bad cards ${s}`);
  return r.value;
};
const card = (s: string): Card => cards(s)[0] as Card;
const rule = (text: string): CompiledRule => {
  const r = compileRule(text);
  if (!r.ok) throw new Error(`${r.error.code}: ${ruleLanguage.en.error(r.error.message)}\n${renderCaret(text, r.error)}`);
  return r.value;
};
/** Judges `play` after the layout `line` (oldest first), lastOk defaulting to true. */
const judge = (text: string, line: string, play: string, lastOk = true): boolean =>
  rule(text).judge(card(play), { line: cards(line), lastOk });

describe("the seed's five lines (docs/rules.md#eleusis-presets) parse and mean what they say", () => {
  test("1. red on black and black on red", () => {
    const r = "card.color != prev.color";
    expect(judge(r, "5♠", "7♥")).toBe(true);
    expect(judge(r, "5♠", "7♣")).toBe(false);
    expect(judge(r, "5♦", "K♠")).toBe(true);
    expect(judge(r, "5♦", "K♥")).toBe(false);
  });
  test("5. on an even card red, on an odd card black", () => {
    const r = "if prev.even then card.color == red else card.color == black";
    expect(judge(r, "4♣", "9♦")).toBe(true);
    expect(judge(r, "Q♣", "9♠")).toBe(false);
    expect(judge(r, "K♣", "2♠")).toBe(true); // K = 13, odd
    expect(judge(r, "A♥", "2♥")).toBe(false);
  });
  test("6. one, two or three steps up around the circle K → A → 2", () => {
    const r = "step(prev, card) in [1, 2, 3]";
    expect(judge(r, "5♣", "6♦")).toBe(true);
    expect(judge(r, "5♣", "8♦")).toBe(true);
    expect(judge(r, "5♣", "9♦")).toBe(false);
    expect(judge(r, "5♣", "5♦")).toBe(false);
    expect(judge(r, "Q♣", "A♦")).toBe(true); // Q → K → A: 2 steps
    expect(judge(r, "K♣", "3♦")).toBe(true);
    expect(judge(r, "K♣", "4♦")).toBe(false);
  });
  test("7. if the previous play was right, red; if not, black", () => {
    const r = "if lastOk then card.color == red else card.color == black";
    expect(judge(r, "5♣", "6♦", true)).toBe(true);
    expect(judge(r, "5♣", "6♦", false)).toBe(false);
    expect(judge(r, "5♣", "6♠", false)).toBe(true);
  });
  test("8. previous value mod 4: 0 → ♣, 1 → ♦, 2 → ♥, 3 → ♠", () => {
    const r = "card.suit == [clubs, diamonds, hearts, spades][prev.value mod 4]";
    expect(judge(r, "8♥", "2♣")).toBe(true); // 8 mod 4 = 0
    expect(judge(r, "K♥", "2♦")).toBe(true); // 13 mod 4 = 1
    expect(judge(r, "10♥", "2♥")).toBe(true); // 10 mod 4 = 2
    expect(judge(r, "J♥", "2♠")).toBe(true); // 11 mod 4 = 3
    expect(judge(r, "J♥", "2♣")).toBe(false);
  });
});

describe("the whole line", () => {
  test("running total at most 42", () => {
    const r = "sum(line) + card.value <= 42";
    expect(judge(r, "K♣ K♦ K♥", "3♠")).toBe(true); // 39 + 3
    expect(judge(r, "K♣ K♦ K♥", "4♠")).toBe(false);
  });
  test("no suit twice among the last three cards", () => {
    const r = "not any(c in line[-2:]: c.suit == card.suit)";
    expect(judge(r, "2♣ 3♦", "4♥")).toBe(true);
    expect(judge(r, "2♣ 3♦", "4♣")).toBe(false);
    expect(judge(r, "2♣ 3♦ 5♥", "4♣")).toBe(true);
    expect(judge(r, "2♣", "4♦")).toBe(true); // only one card yet
  });
  test("a suit not yet seen until all four have appeared", () => {
    const r = "all(s in [clubs, diamonds, hearts, spades]: any(c in line: c.suit == s)) or not any(c in line: c.suit == card.suit)";
    expect(judge(r, "2♣ 3♦", "4♣")).toBe(false);
    expect(judge(r, "2♣ 3♦", "4♥")).toBe(true);
    expect(judge(r, "2♣ 3♦ 4♥ 5♠", "6♣")).toBe(true);
  });
  test("suits by position: 1 red, 2 black, 3 red …", () => {
    // block number of position p (0-based) = how many k with k(k+1)/2 <= p; even blocks red
    const r = "if count(k in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]: k * (k + 1) <= 2 * count) mod 2 == 0 then card.red else card.black";
    // the starter is position 0 (red); the next play is position 1 (black)
    expect(judge(r, "2♥", "3♠")).toBe(true);
    expect(judge(r, "2♥ 3♠", "4♣")).toBe(true);
    expect(judge(r, "2♥ 3♠ 4♣", "5♦")).toBe(true);
    expect(judge(r, "2♥ 3♠ 4♣", "5♠")).toBe(false);
  });
  test("indexing from either end, count, lengths, slices", () => {
    expect(judge("line[0].suit == card.suit", "2♥ 3♠", "9♥")).toBe(true);
    expect(judge("line[-1] == prev and line[-2] == prev2", "2♥ 3♠", "9♥")).toBe(true);
    expect(judge("count == 3 and len(line) == 3", "2♥ 3♠ 4♠", "9♥")).toBe(true);
    expect(judge("len(line[1:]) == 2 and len(line[:-1]) == 2 and line[1:][0] == line[1]", "2♥ 3♠ 4♠", "9♥")).toBe(true);
    expect(judge("count(c in line: c.red) == 1", "2♥ 3♠ 4♠", "9♥")).toBe(true);
    expect(judge("sum(c in line: c.value) == 9", "2♥ 3♠ 4♠", "9♥")).toBe(true);
    expect(judge("card in line", "2♥ 3♠ 4♠", "3♠")).toBe(true);
    expect(judge("card not in line", "2♥ 3♠ 4♠", "3♠")).toBe(false);
  });
});

describe("arithmetic and constants", () => {
  test.each([
    ["-7 mod 4 == 1", true], ["7 div 2 == 3", true], ["A == 1 and J == 11 and Q == 12 and K == 13", true],
    ["abs(3 - 10) == 7", true], ["min(3, 1, 2) == 1 and max([3, 9, 2]) == 9", true], ["step(K, 2) == 2", true],
    ["(2 + 3) * 2 == 10", true], ["2 + 3 * 2 == 8", true], ["10 - 3 - 2 == 5", true], ["7.prime", true],
    ["(8).prime or 9.odd == false", false], ["if 1 < 2 then true else false", true], ["(card.value + 1).odd", true],
    ["hearts.color == red and spades.index == 3 and clubs.index == 0", true],
  ])("%s", (text, expected) => {
    const r = compileRule(text);
    expect(r.ok && r.value.judge(card("2♣"), { line: cards("3♣"), lastOk: true })).toBe(expected);
  });
  test("mod is never negative", () => {
    expect(judge("(prev.value - 13) mod 5 == 0", "3♣", "2♣")).toBe(true); // -10 mod 5 = 0
  });
});

describe("a rule with no value in a position is a fault, not a missing card", () => {
  test("a computed divisor of zero: accepted, flagged div-zero, not 'a card not there yet'", () => {
    for (const op of ["mod", "div"]) {
      const v = rule(`card.value ${op} (prev.value - card.value) == 1`).explain(card("3♣"), { line: cards("3♦"), lastOk: true });
      expect(v).toEqual({ accepted: true, missing: false, fault: "div-zero" });
    }
  });
  test("a computed index past the end of a written list: flagged index-past-end", () => {
    const r = rule("[1, 2, 3][card.value] == 2");
    expect(r.explain(card("A♣"), { line: cards("3♦"), lastOk: true })).toEqual({ accepted: true, missing: false });
    expect(r.explain(card("A♣"), { line: cards("3♦"), lastOk: true }).accepted).toBe(true);
    expect(r.explain(card("2♣"), { line: cards("3♦"), lastOk: true })).toEqual({ accepted: false, missing: false });
    expect(r.explain(card("5♣"), { line: cards("3♦"), lastOk: true })).toEqual({ accepted: true, missing: false, fault: "index-past-end" });
  });
  test("an index past the end of the line (or a slice of it) is still a card not there yet", () => {
    expect(rule("line[-3:][2].red").explain(card("2♣"), { line: cards("K♠"), lastOk: true })).toEqual({ accepted: true, missing: true });
  });
  test.each([
    ["card.value mod 0 == 1", "division-by-zero", 15, 16],
    ["card.value div -0 == 1", "division-by-zero", 15, 17],
    ["[1, 2, 3][3] == card.value", "index-past-end", 10, 11],
    ["[1, 2, 3][-4] == card.value", "index-past-end", 10, 12],
  ])("a literal fault is refused as it is typed: %j", (text, code, start, end) => {
    const r = compileRule(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.code, r.error.start, r.error.end]).toEqual([code, start, end]);
    expect(ruleLanguage.ru.error(r.error.message)).not.toContain("карт");
    expect(ruleLanguage.en.error(r.error.message)).not.toContain("not there");
  });
  test("[1, 2, 3][-3] and [1, 2, 3][2] are fine", () => {
    expect(judge("[1, 2, 3][-3] == 1 and [1, 2, 3][2] == 3", "3♣", "2♣")).toBe(true);
  });
});

describe("a rule that looks at a card that does not exist yet accepts (docs/rules.md#eleusis-checker)", () => {
  test("prev2 on the first play", () => {
    const r = rule("card.value > prev2.value");
    expect(r.explain(card("2♣"), { line: cards("K♠"), lastOk: true })).toEqual({ accepted: true, missing: true });
    expect(r.explain(card("2♣"), { line: cards("K♠ Q♠"), lastOk: true })).toEqual({ accepted: false, missing: false });
  });
  test("short-circuit: a guarded look is not a missing look", () => {
    const r = rule("count < 2 or card.value > prev2.value");
    expect(r.explain(card("2♣"), { line: cards("K♠"), lastOk: true })).toEqual({ accepted: true, missing: false });
  });
  test("out-of-range index", () => {
    expect(rule("line[5].red").explain(card("2♣"), { line: cards("K♠"), lastOk: true }).missing).toBe(true);
  });
});

describe("errors: position, caret, bilingual", () => {
  test.each([
    ["card.colour == red", "unknown-attribute", 5, 11, "color"],
    ["card.suit == 3", "type-mismatch", 0, 14, "A suit cannot be compared with a number"],
    ["card == hearts", "type-mismatch", 0, 14, "card.suit"],
    ["crad.red", "unknown-name", 0, 4, "card"],
    ["prev.value < card.value and", "expected", 27, 27, "end of the rule"],
    ["card.value = 3", "single-equals", 11, 12, "=="],
    ["card.red and (prev.red", "expected", 22, 22, ")"],
    ["card.value + 1", "not-boolean", 0, 14, "true/false"],
    ["1 < 2 < 3", "chained-comparison", 6, 7, "two"],
    ["card.value @ 2", "bad-char", 11, 12, "@"],
    ["stap(prev, card) == 1", "unknown-function", 0, 4, "step"],
    ["any(card in line: card.red)", "shadowing", 4, 8, "taken"],
    ["card.suit in [hearts, 3]", "mixed-list", 22, 23, "one kind"],
    ["", "empty", 0, 0, "empty"],
    ["toString", "unknown-name", 0, 8, "Unknown name"],
    ["card.constructor", "unknown-attribute", 5, 16, "no property"],
    ["hearts.colour == red", "unknown-attribute", 7, 13, "no property"],
  ])("%j → %s at %i..%i", (text, code, start, end, fragment) => {
    const r = compileRule(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect([r.error.start, r.error.end]).toEqual([start, end]);
    expect(ruleLanguage.en.error(r.error.message)).toContain(fragment);
    expect(ruleLanguage.ru.error(r.error.message).length).toBeGreaterThan(5);
    expect(ruleLanguage.ru.error(r.error.message)).not.toBe(ruleLanguage.en.error(r.error.message));
  });
  test("the caret sits under the spot on its own line", () => {
    const text = "card.red and\nprev.colur == red";
    const r = compileRule(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(renderCaret(text, r.error)).toBe("prev.colur == red\n     ^^^^^");
  });
  test("Russian type error reads naturally", () => {
    const r = compileRule("card == hearts");
    expect(!r.ok && ruleLanguage.ru.error(r.error.message)).toBe("Карту нельзя сравнивать с мастью — может быть, card.suit?");
  });
  test("hostile input: too long, too deep", () => {
    const long = compileRule("true or ".repeat(300) + "true");
    expect(!long.ok && long.error.code).toBe("too-long");
    const deep = compileRule("(".repeat(200) + "true" + ")".repeat(200));
    expect(!deep.ok && deep.error.code).toBe("too-deep");
    const nots = compileRule("not ".repeat(300) + "true");
    expect(!nots.ok && nots.error.code).toBe("too-deep");
  });
});

describe("canonical printer", () => {
  test.each([
    ["card.color!=prev.color", "card.color != prev.color"],
    ["(card.value+1)  mod 13==prev.value", "(card.value + 1) mod 13 == prev.value"],
    ["card.red && !prev.red || lastOk", "card.red and not prev.red or lastOk"],
    ["card.red and (prev.red or lastOk)", "card.red and (prev.red or lastOk)"],
    ["10 - (3 - 2) == 9", "10 - (3 - 2) == 9"],
    ["card.suit == ♥", "card.suit == hearts"],
    ["card.value ≤ 7 # low cards", "card.value <= 7"],
    ["(if lastOk then red else black) == card.color", "(if lastOk then red else black) == card.color"],
    ["any( c in line : c.red )", "any(c in line: c.red)"],
    ["line[-3:][0].value%2==1", "line[-3:][0].value mod 2 == 1"],
  ])("%j → %j", (text, canonical) => {
    expect(printRule(text)).toEqual({ ok: true, value: canonical });
  });
  test("printing is stable and re-parses to the same tree", () => {
    const texts = [
      "if prev.even then card.color == red else card.color == black",
      "not (card.red == prev.red) and -(card.value - 3) < 2",
      "(card.value > 3) == (prev.value > 3)",
      "if if lastOk then true else false then card.red else if prev.red then card.black else true",
    ];
    for (const t of texts) {
      const once = printRule(t);
      expect(once.ok).toBe(true);
      if (!once.ok) continue;
      expect(printRule(once.value)).toEqual(once);
      expect(shape(parseRule(once.value))).toEqual(shape(parseRule(t)));
    }
  });
});

/** The tree without positions. */
function shape(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x, (k, v: unknown) => (["start", "end", "attrStart", "fnEnd", "varStart"].includes(k) ? undefined : v)));
}

describe("the cost estimate follows a slice's real bound", () => {
  test("two nested quantifiers over the last three cards are accepted and cost little", () => {
    const text = "any(a in line[-3:]: any(b in line[-3:]: a.suit != b.suit and a.value + b.value == card.value))";
    const r = rule(text);
    expect(r.cost).toBeLessThan(2_000);
    expect(judge(text, "5♣ 2♦ 3♣", "5♥")).toBe(true); // 2♦ + 3♣
    expect(judge(text, "5♣ 2♣ 3♣", "5♥")).toBe(false); // one suit only
  });
  test.each([
    ["line[-3:]", 3], ["line[:5]", 5], ["line[2:6]", 4], ["line[-5:-2]", 3], ["line[-2:5]", 2], ["line[4:]", 100], ["line[:-4]", 100],
    ["line[count - 3:]", 104],
  ])("%s holds at most %i cards", (slice, bound) => {
    const one = rule(`any(a in ${slice}: a.red)`).cost;
    const two = rule(`any(a in ${slice}: any(b in ${slice}: a.red)) or true`).cost;
    // the inner pass costs about bound × body, so the nested rule costs about bound² steps
    expect(two).toBeGreaterThanOrEqual(bound * bound);
    expect(two).toBeLessThan(Math.max(bound, 1) * Math.max(bound, 1) * 20 + 2_000);
    expect(one).toBeLessThan(Math.max(bound, 1) * 20 + 300);
  });
  test("three nested passes over the whole line are still refused", () => {
    const r = compileRule("any(a in line: any(b in line: any(c in line: a.value + b.value == c.value)))");
    expect(!r.ok && r.error.code).toBe("too-costly");
  });
});

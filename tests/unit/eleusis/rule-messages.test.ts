import { describe, expect, test } from "vitest";
import { seededRandom } from "@/lib/eleusis/lint";
import type { RuleMessageId } from "@/lib/eleusis/rule-language";
import { compileRule, renderCaret, RULE_ERROR_CODES } from "@/lib/eleusis/rule-language";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";
import { parseRuleText } from "@/lib/forms/rule-text";

// The rule language's error messages, word for word in both languages, with their carets: a
// corpus of wrong rules (one or more for every message, then seeded mutations of good rules and
// seeded token soups) rendered to a snapshot file. The snapshot was written by the rule modules
// when they still held their own { ru, en } words (before a change moved the words into
// lib/i18n/dict/rule-language): the same text must come out of the dictionary.
// MESSAGE_IDS lists every RuleMessage id; the type check below keeps it complete.

const EVERY_MESSAGE = [
  "true or ".repeat(300) + "true", // too-long
  "card.value == 1234567", "card.value == 3x", "card.value = 3", "card.value @ 2", "card.red and ☃",
  "card.red and (prev.red", "if card.red prev.red else true", "if card.red then prev.red", "card.", "card.3", "[1, 2", "step(prev, card",
  "any(c in line c.red)", "any(c in line: c.red", "card.red card.red", "card.red and", "(".repeat(60) + "true" + ")".repeat(60),
  "", "   # only a comment", "1 < 2 < 3", "card.value < prev.value < 3", "card.value + 1", "card", "line[card] == 1", "line[0:card].red",
  "-card == 1", "card.value < hearts", "card.suit + 1 == 2", "[1, 2, 3][3] == card.value", "[1, 2, 3][-4] == card.value",
  "[1][1] == 1", "(if card.red then 1 else hearts) == 1", "[] == [1]", "card.suit in [hearts, 3]", "card in [1, 2]",
  "step == 1", "crad.red", "toString", "♣c == card.suit", "Card.red", "card.colour == red", "card.rank == 3", "card.constructor",
  "hearts.colour == red", "card.value.red.red", "1.foo", "card.suit == 3", "card == hearts", "card == prev", "line == line",
  "3 == card", "card.suit in [1, 2]", "card in line", "card.value mod 0 == 1", "card.value div -0 == 1", "step(prev) == 1",
  "step(hearts, card) == 1", "step(prev, red) == 1", "abs() == 1", "abs(card) == 1", "min() == 1", "max([hearts]) == 1",
  "min(card, 1) == 1", "len(card) == 1", "len() == 1", "sum(card) == 1", "sum([hearts]) == 1", "any(line)", "count(line) == 1",
  "all() ", "stap(prev, card) == 1", "foo(1) == 2", "any(card in line: card.red)", "any(red in line: true)", "all(if in line: true)",
  "any(a in line: any(b in line: any(c in line: any(d in line: d.red))))", "sum(c in line: c.red) == 1", "any(c in line: c.value)",
  "count(c in [1, 2]: c) == 1", "sum(a in line: sum(b in line: sum(c in line: count(d in line: d.value > a.value + b.value + c.value)))) > 99",
  "card.red and\nprev.colur == red", "card.value % 0 == 1", "card.value ≤ hearts", "!card", "card.red && ", "line[-3:][2] == 1",
  "line[1:2:3]", "card.value in 3", "card.suit not in hearts", "not not 3", "if true then 1 else 2", "lastOk + 1 == 2", "count.red",
  "prev2.suit.red.index", "hearts.index.even == hearts", "x", "if", "then", "(", ")", "]", ",", "#", "==", "card.red)", "card[0]",
  "A.red", "K.even == J", "true == 1", "false.red", "any(a in line: any(b in line: any(c in line: a.value + b.value + c.value == 30)))",
];

const GOOD = [
  "card.color != prev.color", "card.suit == prev.suit or card.value == prev.value", "step(prev, card) in [1, 2, 3]",
  "if lastOk then card.red else card.black", "count(c in line: c.suit == card.suit) < 3", "card.value > prev.value",
  "any(c in line[-3:]: c.value == card.value)", "sum(c in line: c.value) mod 2 == card.value mod 2", "card.even == prev.odd",
  "abs(card.value - prev.value) <= 2", "min(card.value, prev.value) > 3", "card.suit in [clubs, hearts]",
  "not (card.face and prev.face)", "len(line) < 10 or card.red", "card.value == prev2.value + 1",
];
const TOKENS = [
  "card", "prev", "prev2", "line", "count", "lastOk", ".value", ".suit", ".color", ".even", ".red", ".index", "clubs", "hearts",
  "red", "black", "A", "K", "0", "1", "3", "13", "-1", "and", "or", "not", "if", "then", "else", "in", "mod", "div", "==", "!=",
  "<", "<=", ">", "+", "-", "*", "(", ")", "[", "]", ",", ":", "step(", "any(", "all(", "count(", "sum(", "len(", "abs(", "min(",
  "c", "x", " ", "true", "false", "♥", "=", "@", "\n", "#", "line[-2:]", "c in line:", "%", "&&", "!", "≤", "colour", "crad",
];

function corpus(): string[] {
  const rand = seededRandom(13);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const out = [...EVERY_MESSAGE];
  for (const good of GOOD) {
    for (let i = 0; i < 12; i++) {
      const at = Math.floor(rand() * (good.length + 1));
      const cut = Math.floor(rand() * 4);
      out.push(good.slice(0, at) + (rand() < 0.6 ? pick(TOKENS) : "") + good.slice(at + cut));
    }
  }
  for (let i = 0; i < 200; i++) {
    out.push(Array.from({ length: 1 + Math.floor(rand() * 7) }, () => pick(TOKENS)).join(" "));
  }
  return [...new Set(out)];
}

const MESSAGE_IDS = [
  "too-long", "number-too-large", "number-into-letters", "single-equals", "bad-char", "expected", "unexpected", "too-deep", "empty",
  "chained-comparison", "not-boolean", "needs-number", "not-a-list", "index-past-end", "if-branches", "empty-list", "mixed-list",
  "function-needs-brackets", "unknown-name", "no-card-property", "no-property", "cannot-compare", "cannot-be-in", "division-by-zero",
  "usage", "step-operand", "unknown-function", "name-taken", "too-many-quantifiers", "too-costly",
] as const satisfies readonly RuleMessageId[];

type Missing = Exclude<RuleMessageId, (typeof MESSAGE_IDS)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

type Said = { text: string; code: string; caret: string; ru: string; en: string };
// Read through the rule text field's one schema (lib/forms/rule-text.ts, whose check is compileRule):
// the snapshot below was written from compileRule itself and must not change by a byte.
function said(text: string): Said | null {
  const r = parseRuleText(text);
  if (r.ok) return null;
  return { text, code: r.error.code, caret: renderCaret(text, r.error), ru: ruleLanguage.ru.error(r.error.message), en: ruleLanguage.en.error(r.error.message) };
}

describe("rule-language messages: word for word in both languages, with their carets", () => {
  test("the corpus", async () => {
    const all = corpus().map(said).filter((s): s is Said => s !== null);
    // every code is in the corpus but "unexpected": the parser always says what it expected
    expect(RULE_ERROR_CODES.filter((c) => !all.some((s) => s.code === c))).toEqual(["unexpected"]);
    expect(all.length).toBeGreaterThan(300);
    // and so is every message the dictionary words (RuleMessage ids), "unexpected" aside as above
    const ids = new Set<string>(corpus().map(compileRule).flatMap((r) => (r.ok ? [] : [r.error.message.id])));
    expect(MESSAGE_IDS.filter((id) => !ids.has(id))).toEqual(["unexpected"]);
    await expect(JSON.stringify(all, null, 1) + "\n").toMatchFileSnapshot("./__snapshots__/rule-messages.json");
  });
});

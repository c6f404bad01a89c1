/**
 * Rule-language errors: a code, what to say (a message id with its typed parameters, worded by
 * the dictionary lib/i18n/dict/rule-language), and the span of text it points at.
 */
import type { Result } from "@/lib/result";
import type { Type } from "./ir";

export const RULE_ERROR_CODES = [
  "too-long", "too-deep", "empty", "bad-char", "bad-number", "single-equals", "expected", "unexpected",
  "unknown-name", "unknown-attribute", "unknown-function", "type-mismatch", "not-boolean", "bad-arguments",
  "empty-list", "mixed-list", "chained-comparison", "shadowing", "not-a-list", "too-costly",
  "division-by-zero", "index-past-end",
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** What the parser found where it stopped: the end, a number, or a word or sign. */
export type Found = { kind: "eof" } | { kind: "num"; value: number } | { kind: "token"; text: string };
/** What the parser expected there: one of some tokens, or a kind of thing. */
export type Expected =
  | { kind: "tokens"; texts: readonly string[] }
  | { kind: "end-or-operator" }
  | { kind: "property-name" }
  | { kind: "value" }
  | { kind: "colon-and-condition" };
/** The part of a rule that needs a number. */
export type Operand =
  | { kind: "index" }
  | { kind: "slice-bound" }
  | { kind: "minus" }
  | { kind: "comparison"; op: string }
  | { kind: "operator"; op: string }
  | { kind: "function"; fn: string }
  | { kind: "sum-body" };

/**
 * What an error says, as an id with typed parameters; `hint` is a fix to suggest (e.g. "card.suit"),
 * `suggestion` a name the text was probably meant to be, `has` the names there are.
 */
export type RuleMessage =
  | { id: "too-long"; max: number }
  | { id: "number-too-large" }
  | { id: "number-into-letters" }
  | { id: "single-equals" }
  | { id: "bad-char"; char: string }
  | { id: "expected"; expected: Expected; found: Found }
  | { id: "unexpected"; found: Found }
  | { id: "too-deep"; max: number | null }
  | { id: "empty" }
  | { id: "chained-comparison" }
  | { id: "not-boolean"; type: Type }
  | { id: "needs-number"; operand: Operand; type: Type; hint: string | null }
  | { id: "not-a-list"; type: Type }
  | { id: "index-past-end"; length: number }
  | { id: "if-branches"; then: Type; else: Type }
  | { id: "empty-list" }
  | { id: "mixed-list"; first: Type; item: Type }
  | { id: "function-needs-brackets"; name: string }
  | { id: "unknown-name"; name: string; suggestion: string | null }
  | { id: "no-card-property"; attr: string; suggestion: string | null; has: readonly string[] }
  | { id: "no-property"; type: Type; attr: string; has: readonly string[] }
  | { id: "cannot-compare"; left: Type; right: Type; hint: string | null }
  | { id: "cannot-be-in"; item: Type; list: Type; hint: string | null }
  | { id: "division-by-zero"; op: string }
  | { id: "usage"; usage: string }
  | { id: "step-operand"; type: Type }
  | { id: "unknown-function"; name: string; suggestion: string | null; has: readonly string[] }
  | { id: "name-taken"; name: string }
  | { id: "too-many-quantifiers"; max: number }
  | { id: "too-costly" };
export type RuleMessageId = RuleMessage["id"];

export type RuleError = {
  code: RuleErrorCode;
  message: RuleMessage;
  /** Offsets into the rule text (UTF-16 units), end exclusive; start === end for "here". */
  start: number;
  end: number;
};

export type RuleResult<T> = Result<T, RuleError>;

export function ruleError(code: RuleErrorCode, start: number, end: number, message: RuleMessage): RuleError {
  return { code, message, start, end };
}

/** Internal: thrown only inside the front end and caught at its boundary, never escapes the API. */
export class RuleFailure {
  constructor(readonly error: RuleError) {}
}

export function fail(code: RuleErrorCode, start: number, end: number, message: RuleMessage): never {
  throw new RuleFailure(ruleError(code, start, end, message));
}

/**
 * The line of the rule text holding the error and a caret line under the spot, e.g.
 * "card.colour == red\n     ^^^^^^".
 */
export function renderCaret(text: string, error: Pick<RuleError, "start" | "end">): string {
  const start = Math.max(0, Math.min(error.start, text.length));
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", start);
  const lineEnd = nl === -1 ? text.length : nl;
  const line = text.slice(lineStart, lineEnd);
  const width = Math.max(1, Math.min(error.end, lineEnd) - start);
  return `${line}\n${" ".repeat(start - lineStart)}${"^".repeat(width)}`;
}

/** Levenshtein distance, small inputs only (names). */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prevDiag = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prevDiag + cost);
      prevDiag = tmp;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest candidate within a sensible distance, e.g. suggest("colour", ["color"]) === "color". */
export function suggest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = name.length <= 3 ? 1 : name.length <= 6 ? 2 : 3;
  return bestD <= limit ? best : undefined;
}

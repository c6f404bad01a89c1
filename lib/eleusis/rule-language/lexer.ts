/** Tokens of the rule language; accepts a few friendly synonyms (&&, ||, !, %, ≤, ≥, ≠, ♣…). */
import { fail } from "./errors";

export const KEYWORDS = ["and", "or", "not", "if", "then", "else", "in", "mod", "div", "true", "false"] as const;
export type Keyword = (typeof KEYWORDS)[number];

export type Token =
  | { kind: "num"; value: number; start: number; end: number }
  | { kind: "ident"; text: string; start: number; end: number }
  | { kind: "kw"; text: Keyword; start: number; end: number }
  | { kind: "op"; text: string; start: number; end: number }
  | { kind: "eof"; start: number; end: number };

export const MAX_RULE_LENGTH = 2000;

const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  "♣": "clubs", "♧": "clubs", "♦": "diamonds", "♢": "diamonds", "♥": "hearts", "♡": "hearts", "♠": "spades", "♤": "spades",
};
const OP_SYNONYMS: Readonly<Record<string, { kind: "op" | "kw"; text: string }>> = {
  "&&": { kind: "kw", text: "and" }, "||": { kind: "kw", text: "or" }, "!": { kind: "kw", text: "not" },
  "%": { kind: "kw", text: "mod" }, "≠": { kind: "op", text: "!=" }, "≤": { kind: "op", text: "<=" },
  "≥": { kind: "op", text: ">=" }, "−": { kind: "op", text: "-" }, "×": { kind: "op", text: "*" },
};
const TWO_CHAR_OPS = ["==", "!=", "<=", ">=", "&&", "||"];
const ONE_CHAR_OPS = "()[],.:+-*<>";

const isKeyword = (s: string): s is Keyword => (KEYWORDS as readonly string[]).includes(s);

export function tokenize(text: string): Token[] {
  if (text.length > MAX_RULE_LENGTH) {
    fail("too-long", MAX_RULE_LENGTH, text.length, { id: "too-long", max: MAX_RULE_LENGTH });
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (/\s/.test(ch) || ch === "\uFE0F" || ch === "\uFE0E") {
      i++;
      continue;
    }
    if (ch === "#") {
      // comment to the end of the line
      while (i < text.length && text[i] !== "\n") i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(ch)) {
      while (i < text.length && /[0-9]/.test(text[i] ?? "")) i++;
      if (i - start > 6) {
        fail("bad-number", start, i, { id: "number-too-large" });
      }
      if (/[A-Za-z_]/.test(text[i] ?? "")) {
        while (i < text.length && /[A-Za-z0-9_]/.test(text[i] ?? "")) i++;
        fail("bad-number", start, i, { id: "number-into-letters" });
      }
      tokens.push({ kind: "num", value: Number(text.slice(start, i)), start, end: i });
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      while (i < text.length && /[A-Za-z0-9_]/.test(text[i] ?? "")) i++;
      const word = text.slice(start, i);
      tokens.push(isKeyword(word) ? { kind: "kw", text: word, start, end: i } : { kind: "ident", text: word, start, end: i });
      continue;
    }
    const sym = Object.hasOwn(SYMBOL_NAMES, ch) ? SYMBOL_NAMES[ch] : undefined;
    if (sym) {
      tokens.push({ kind: "ident", text: sym, start, end: i + 1 });
      i++;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (TWO_CHAR_OPS.includes(two)) {
      const syn = OP_SYNONYMS[two];
      if (syn?.kind === "kw" && isKeyword(syn.text)) tokens.push({ kind: "kw", text: syn.text, start, end: i + 2 });
      else tokens.push({ kind: "op", text: syn?.text ?? two, start, end: i + 2 });
      i += 2;
      continue;
    }
    const syn = Object.hasOwn(OP_SYNONYMS, ch) ? OP_SYNONYMS[ch] : undefined;
    if (syn) {
      if (syn.kind === "kw" && isKeyword(syn.text)) tokens.push({ kind: "kw", text: syn.text, start, end: i + 1 });
      else tokens.push({ kind: "op", text: syn.text, start, end: i + 1 });
      i++;
      continue;
    }
    if (ch === "=") {
      fail("single-equals", start, start + 1, { id: "single-equals" });
    }
    if (ONE_CHAR_OPS.includes(ch)) {
      tokens.push({ kind: "op", text: ch, start, end: i + 1 });
      i++;
      continue;
    }
    const cp = text.codePointAt(i) ?? 0;
    const len = cp > 0xffff ? 2 : 1;
    fail("bad-char", start, start + len, { id: "bad-char", char: text.slice(i, i + len) });
  }
  tokens.push({ kind: "eof", start: text.length, end: text.length });
  return tokens;
}

/** Resolved, type-checked form of a rule: what both the closure compiler and the interpreter run. */

export type Type = "bool" | "num" | "suit" | "color" | "card" | { list: Type };

/** Runtime values: cards are 0..51 (cardIndex), suits 0..3 (SUITS order), colours 0 red / 1 black. */
export type V = number | boolean | readonly V[];

export const CARD_ATTRS = ["value", "suit", "color", "even", "odd", "low", "high", "face", "prime", "red", "black"] as const;
export type CardAttr = (typeof CARD_ATTRS)[number];
export const NUM_ATTRS = ["even", "odd", "prime"] as const;
export type NumAttr = (typeof NUM_ATTRS)[number];
/** Suits: index 0..3 in the order clubs, diamonds, hearts, spades; and their colour. */
export const SUIT_ATTRS = ["index", "color"] as const;
export type SuitAttr = (typeof SUIT_ATTRS)[number];

export const FUNCTIONS = ["step", "abs", "min", "max", "len", "sum", "any", "all", "count"] as const;

export type IR =
  | { k: "const"; value: V }
  | { k: "card" }
  | { k: "prev" }
  | { k: "prev2" }
  | { k: "line" }
  | { k: "count" }
  | { k: "lastOk" }
  | { k: "var"; slot: number }
  | { k: "cardAttr"; attr: CardAttr; object: IR }
  | { k: "numAttr"; attr: NumAttr; object: IR }
  | { k: "suitAttr"; attr: SuitAttr; object: IR }
  /** ofLine: the list is the line or a slice of it, so an index past its end is a card not there yet. */
  | { k: "index"; object: IR; index: IR; ofLine: boolean }
  | { k: "slice"; object: IR; from: IR | null; to: IR | null }
  | { k: "not"; operand: IR }
  | { k: "neg"; operand: IR }
  | { k: "and" | "or"; left: IR; right: IR }
  | { k: "eq" | "ne" | "lt" | "le" | "gt" | "ge"; left: IR; right: IR }
  | { k: "in"; negate: boolean; item: IR; list: IR }
  | { k: "add" | "sub" | "mul" | "mod" | "div"; left: IR; right: IR }
  | { k: "if"; cond: IR; then: IR; else: IR }
  | { k: "list"; items: IR[] }
  | { k: "step"; from: IR; to: IR; fromCard: boolean; toCard: boolean }
  | { k: "abs"; operand: IR }
  | { k: "minmax"; max: boolean; args: IR[] }
  | { k: "minmaxList"; max: boolean; list: IR }
  | { k: "len"; list: IR }
  | { k: "sumList"; list: IR; cards: boolean }
  | { k: "any" | "all" | "countIf" | "sumOf"; slot: number; list: IR; body: IR };

/** What a rule looks at; `deep` = the line beyond its last two cards (or `count`) → the checker samples. */
export type Uses = { card: boolean; prev: boolean; prev2: boolean; lastOk: boolean; line: boolean; count: boolean; deep: boolean };

export const PRIMES = new Set([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]);

export function isPrimeNumber(n: number): boolean {
  if (n < 2 || !Number.isInteger(n)) return false;
  if (n < 100) return PRIMES.has(n);
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** Thrown by evaluation when the rule looks at a card that does not exist yet; the rule then accepts. */
export const MISSING: { readonly missing: true } = Object.freeze({ missing: true as const });

/**
 * A rule that has no value in a position: a divisor of zero (x mod 0, x div 0) or an index past the end of
 * a written list ([1, 2, 3][card.value]). Unlike a missing card this is a mistake in the rule: the checker
 * reports it and the rule does not pass; where it still happens in play the rule accepts, as for a missing card.
 */
export const FAULTS = ["div-zero", "index-past-end"] as const;
export type Fault = (typeof FAULTS)[number];
export const DIV_ZERO: { readonly fault: Fault } = Object.freeze({ fault: "div-zero" as const });
export const INDEX_PAST_END: { readonly fault: Fault } = Object.freeze({ fault: "index-past-end" as const });

/** Is this IR the line or a slice of it (an index past its end looks at a card not there yet)? */
export function isOfLine(ir: IR): boolean {
  switch (ir.k) {
    case "line":
      return true;
    case "slice":
      return isOfLine(ir.object);
    case "if":
      return isOfLine(ir.then) && isOfLine(ir.else);
    default:
      return false;
  }
}

/** The longest possible line: two decks (docs/rules.md#eleusis-deck). */
export const MAX_LINE = 104;
/** Work limit per judgement, in rough steps: keeps the checker and hostile rules from hanging. */
export const MAX_COST = 50_000;

/** The value of a number known before any card is seen (a literal, possibly negated), else null. */
export function constNumber(ir: IR | null): number | null {
  if (!ir) return null;
  if (ir.k === "const" && typeof ir.value === "number") return ir.value;
  if (ir.k === "neg") {
    const v = constNumber(ir.operand);
    return v === null ? null : -v;
  }
  return null;
}

/**
 * Upper bound of the length of a slice of a list of at most n items, from its bounds when they are
 * literals, e.g. line[-3:] ≤ 3, line[:5] ≤ 5, line[2:6] ≤ 4, line[-5:-2] ≤ 3; a computed bound gives n.
 */
export function sliceBound(n: number, from: IR | null, to: IR | null): number {
  const f = from === null ? 0 : constNumber(from);
  const t = to === null ? null : constNumber(to);
  if (f === null || (to !== null && t === null)) return n;
  let bound = n;
  if (f < 0) bound = Math.min(bound, -f);
  if (t !== null && t >= 0) bound = Math.min(bound, t - Math.max(0, f));
  if (t !== null && t < 0 && f < 0) bound = Math.min(bound, t - f);
  if (t !== null && t < 0 && f >= 0) bound = Math.min(bound, n + t - f);
  if (f > 0) bound = Math.min(bound, n - f);
  return Math.max(0, Math.min(n, bound));
}

/** Upper bound of the length of a list-valued IR. */
export function listSize(ir: IR): number {
  switch (ir.k) {
    case "list":
      return ir.items.length;
    case "slice":
      return sliceBound(listSize(ir.object), ir.from, ir.to);
    case "if":
      return Math.max(listSize(ir.then), listSize(ir.else));
    case "index":
      return listSize(ir.object);
    default:
      return MAX_LINE;
  }
}

/** A rough upper bound of the steps one judgement takes, e.g. any(c in line: …) costs 104 × the body. */
export function estimateCost(ir: IR): number {
  switch (ir.k) {
    case "const": case "card": case "prev": case "prev2": case "line": case "count": case "lastOk": case "var":
      return 1;
    case "cardAttr": case "numAttr": case "suitAttr": case "not": case "neg": case "abs":
      return 1 + estimateCost("object" in ir ? ir.object : ir.operand);
    case "index":
      return 1 + estimateCost(ir.object) + estimateCost(ir.index);
    case "slice":
      return 1 + listSize(ir) + estimateCost(ir.object) + (ir.from ? estimateCost(ir.from) : 0) + (ir.to ? estimateCost(ir.to) : 0);
    case "and": case "or": case "eq": case "ne": case "lt": case "le": case "gt": case "ge":
    case "add": case "sub": case "mul": case "mod": case "div":
      return 1 + estimateCost(ir.left) + estimateCost(ir.right);
    case "in":
      return 1 + listSize(ir.list) + estimateCost(ir.item) + estimateCost(ir.list);
    case "if":
      return 1 + estimateCost(ir.cond) + Math.max(estimateCost(ir.then), estimateCost(ir.else));
    case "list":
      return 1 + ir.items.reduce((s, x) => s + estimateCost(x), 0);
    case "step":
      return 1 + estimateCost(ir.from) + estimateCost(ir.to);
    case "minmax":
      return 1 + ir.args.reduce((s, x) => s + estimateCost(x), 0);
    case "minmaxList": case "len": case "sumList":
      return 1 + listSize(ir.list) + estimateCost(ir.list);
    case "any": case "all": case "countIf": case "sumOf":
      return 1 + estimateCost(ir.list) + listSize(ir.list) * (1 + estimateCost(ir.body));
  }
}

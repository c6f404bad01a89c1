/** Type checker: syntax tree → resolved IR, with typed errors (worded by the dictionary) and name suggestions. */
import type { Expr } from "./ast";
import type { Operand, RuleResult } from "./errors";
import { RuleFailure, fail, suggest } from "./errors";
import type { CardAttr, IR, NumAttr, SuitAttr, Type, Uses, V } from "./ir";
import { CARD_ATTRS, FUNCTIONS, MAX_COST, NUM_ATTRS, SUIT_ATTRS, constNumber, estimateCost, isOfLine } from "./ir";
import { KEYWORDS } from "./lexer";

export const CONTEXT_NAMES = ["card", "prev", "prev2", "line", "count", "lastOk"] as const;
const CONSTANTS: Readonly<Record<string, { type: Type; value: V }>> = {
  clubs: { type: "suit", value: 0 }, diamonds: { type: "suit", value: 1 },
  hearts: { type: "suit", value: 2 }, spades: { type: "suit", value: 3 },
  red: { type: "color", value: 0 }, black: { type: "color", value: 1 },
  A: { type: "num", value: 1 }, J: { type: "num", value: 11 }, Q: { type: "num", value: 12 }, K: { type: "num", value: 13 },
};
export const RESERVED_NAMES: readonly string[] = [...CONTEXT_NAMES, ...Object.keys(CONSTANTS), ...FUNCTIONS];
export const MAX_QUANTIFIER_NESTING = 3;

export function sameType(a: Type, b: Type): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return sameType(a.list, b.list);
}
export function printType(t: Type): string {
  return typeof t === "string" ? t : `list of ${printType(t.list)}`;
}

type Typed = { ir: IR; type: Type };

/** 1 for line[-1], 2 for line[-2] (when "line" is not a bound variable), else 0. */
function lineFromEnd(e: Extract<Expr, { kind: "index" }>, scope: { name: string }[]): number {
  if (e.object.kind !== "name" || e.object.name !== "line" || scope.some((s) => s.name === "line")) return 0;
  const i = e.index;
  if (i.kind === "unary" && i.op === "-" && i.operand.kind === "num" && (i.operand.value === 1 || i.operand.value === 2)) {
    return i.operand.value;
  }
  return 0;
}
type Scope = { name: string; slot: number; type: Type }[];

class Checker {
  readonly uses: Uses = { card: false, prev: false, prev2: false, lastOk: false, line: false, count: false, deep: false };
  slots = 0;
  private quantDepth = 0;
  constructor(private readonly text: string) {}

  private src(e: Expr): string {
    return this.text.slice(e.start, e.end);
  }

  /** A card where a suit, colour or number is wanted: the attribute to add, e.g. "prev.suit". */
  private cardHint(e: Expr, t: Type, want: Type): string | null {
    if (t !== "card") return null;
    const attr = want === "suit" ? "suit" : want === "color" ? "color" : want === "num" ? "value" : null;
    return attr ? `${this.src(e)}.${attr}` : null;
  }

  expectBool(e: Expr, scope: Scope): IR {
    const r = this.check(e, scope);
    if (r.type !== "bool") {
      fail("not-boolean", e.start, e.end, { id: "not-boolean", type: r.type });
    }
    return r.ir;
  }

  expectNum(e: Expr, scope: Scope, operand: Operand): IR {
    const r = this.check(e, scope);
    if (r.type !== "num") {
      fail("type-mismatch", e.start, e.end, { id: "needs-number", operand, type: r.type, hint: this.cardHint(e, r.type, "num") });
    }
    return r.ir;
  }

  expectList(e: Expr, scope: Scope): { ir: IR; of: Type } {
    const r = this.check(e, scope);
    if (typeof r.type === "string") {
      fail("not-a-list", e.start, e.end, { id: "not-a-list", type: r.type });
    }
    return { ir: r.ir, of: r.type.list };
  }

  check(e: Expr, scope: Scope): Typed {
    switch (e.kind) {
      case "num":
        return { ir: { k: "const", value: e.value }, type: "num" };
      case "bool":
        return { ir: { k: "const", value: e.value }, type: "bool" };
      case "name":
        return this.name(e, scope);
      case "attr":
        return this.attr(e, scope);
      case "index": {
        const fromEnd = lineFromEnd(e, scope);
        if (fromEnd === 1) {
          // line[-1] is prev and line[-2] is prev2: keeps the checker exact
          this.uses.prev = true;
          return { ir: { k: "prev" }, type: "card" };
        }
        if (fromEnd === 2) {
          this.uses.prev2 = true;
          return { ir: { k: "prev2" }, type: "card" };
        }
        const obj = this.expectList(e.object, scope);
        const index = this.expectNum(e.index, scope, { kind: "index" });
        const i = constNumber(index);
        if (obj.ir.k === "list" && i !== null && (i >= obj.ir.items.length || i < -obj.ir.items.length)) {
          fail("index-past-end", e.index.start, e.index.end, { id: "index-past-end", length: obj.ir.items.length });
        }
        return { ir: { k: "index", object: obj.ir, index, ofLine: isOfLine(obj.ir) }, type: obj.of };
      }
      case "slice": {
        const obj = this.expectList(e.object, scope);
        const what: Operand = { kind: "slice-bound" };
        const from = e.from ? this.expectNum(e.from, scope, what) : null;
        const to = e.to ? this.expectNum(e.to, scope, what) : null;
        return { ir: { k: "slice", object: obj.ir, from, to }, type: { list: obj.of } };
      }
      case "unary":
        if (e.op === "not") return { ir: { k: "not", operand: this.expectBool(e.operand, scope) }, type: "bool" };
        return { ir: { k: "neg", operand: this.expectNum(e.operand, scope, { kind: "minus" }) }, type: "num" };
      case "binary":
        return this.binary(e, scope);
      case "if": {
        const cond = this.expectBool(e.cond, scope);
        const a = this.check(e.then, scope);
        const b = this.check(e.else, scope);
        if (!sameType(a.type, b.type)) {
          fail("type-mismatch", e.else.start, e.else.end, { id: "if-branches", then: a.type, else: b.type });
        }
        return { ir: { k: "if", cond, then: a.ir, else: b.ir }, type: a.type };
      }
      case "list": {
        if (e.items.length === 0) {
          fail("empty-list", e.start, e.end, { id: "empty-list" });
        }
        const items = e.items.map((it) => ({ e: it, r: this.check(it, scope) }));
        const first = items[0] as { e: Expr; r: Typed };
        for (const it of items) {
          if (!sameType(it.r.type, first.r.type)) {
            fail("mixed-list", it.e.start, it.e.end, { id: "mixed-list", first: first.r.type, item: it.r.type });
          }
        }
        return { ir: { k: "list", items: items.map((it) => it.r.ir) }, type: { list: first.r.type } };
      }
      case "call":
        return this.call(e, scope);
      case "quant":
        return this.quant(e, scope);
    }
  }

  private name(e: Extract<Expr, { kind: "name" }>, scope: Scope): Typed {
    for (let i = scope.length - 1; i >= 0; i--) {
      const v = scope[i];
      if (v && v.name === e.name) return { ir: { k: "var", slot: v.slot }, type: v.type };
    }
    switch (e.name) {
      case "card":
        this.uses.card = true;
        return { ir: { k: "card" }, type: "card" };
      case "prev":
        this.uses.prev = true;
        return { ir: { k: "prev" }, type: "card" };
      case "prev2":
        this.uses.prev2 = true;
        return { ir: { k: "prev2" }, type: "card" };
      case "line":
        this.uses.line = true;
        this.uses.deep = true;
        return { ir: { k: "line" }, type: { list: "card" } };
      case "count":
        this.uses.count = true;
        this.uses.deep = true;
        return { ir: { k: "count" }, type: "num" };
      case "lastOk":
        this.uses.lastOk = true;
        return { ir: { k: "lastOk" }, type: "bool" };
    }
    const c = Object.hasOwn(CONSTANTS, e.name) ? CONSTANTS[e.name] : undefined;
    if (c) return { ir: { k: "const", value: c.value }, type: c.type };
    const candidates = [...scope.map((s) => s.name), ...CONTEXT_NAMES, ...Object.keys(CONSTANTS), ...KEYWORDS, ...CARD_ATTRS];
    const lower = e.name.toLowerCase();
    const s = (FUNCTIONS as readonly string[]).includes(e.name)
      ? undefined
      : suggest(e.name, candidates) ?? (["♣", "c"].includes(lower) ? "clubs" : undefined);
    const isFn = (FUNCTIONS as readonly string[]).includes(e.name);
    fail("unknown-name", e.start, e.end, isFn ? { id: "function-needs-brackets", name: e.name } : { id: "unknown-name", name: e.name, suggestion: s ?? null });
  }

  private attr(e: Extract<Expr, { kind: "attr" }>, scope: Scope): Typed {
    const obj = this.check(e.object, scope);
    if (obj.type === "card") {
      if ((CARD_ATTRS as readonly string[]).includes(e.attr)) {
        const attr = e.attr as CardAttr;
        const type: Type = attr === "value" ? "num" : attr === "suit" ? "suit" : attr === "color" ? "color" : "bool";
        return { ir: { k: "cardAttr", attr, object: obj.ir }, type };
      }
      const s = suggest(e.attr, [...CARD_ATTRS, "colour", "rank"]);
      const fix = s === "colour" ? "color" : s === "rank" ? "value" : s;
      fail("unknown-attribute", e.attrStart, e.end, { id: "no-card-property", attr: e.attr, suggestion: fix ?? null, has: CARD_ATTRS });
    }
    if (obj.type === "num" && (NUM_ATTRS as readonly string[]).includes(e.attr)) {
      return { ir: { k: "numAttr", attr: e.attr as NumAttr, object: obj.ir }, type: "bool" };
    }
    if (obj.type === "suit" && (SUIT_ATTRS as readonly string[]).includes(e.attr)) {
      const attr = e.attr as SuitAttr;
      return { ir: { k: "suitAttr", attr, object: obj.ir }, type: attr === "index" ? "num" : "color" };
    }
    const has = obj.type === "num" ? NUM_ATTRS : obj.type === "suit" ? SUIT_ATTRS : [];
    fail("unknown-attribute", e.attrStart, e.end, { id: "no-property", type: obj.type, attr: e.attr, has });
  }

  private binary(e: Extract<Expr, { kind: "binary" }>, scope: Scope): Typed {
    switch (e.op) {
      case "and":
      case "or":
        return { ir: { k: e.op, left: this.expectBool(e.left, scope), right: this.expectBool(e.right, scope) }, type: "bool" };
      case "==":
      case "!=": {
        const a = this.check(e.left, scope);
        const b = this.check(e.right, scope);
        if (!sameType(a.type, b.type) || typeof a.type !== "string") {
          const hint = a.type === "card" ? this.cardHint(e.left, a.type, b.type) : this.cardHint(e.right, b.type, a.type);
          fail("type-mismatch", e.start, e.end, { id: "cannot-compare", left: a.type, right: b.type, hint });
        }
        return { ir: { k: e.op === "==" ? "eq" : "ne", left: a.ir, right: b.ir }, type: "bool" };
      }
      case "<":
      case "<=":
      case ">":
      case ">=": {
        const what: Operand = { kind: "comparison", op: e.op };
        const left = this.expectNum(e.left, scope, what);
        const right = this.expectNum(e.right, scope, what);
        const k = e.op === "<" ? "lt" : e.op === "<=" ? "le" : e.op === ">" ? "gt" : "ge";
        return { ir: { k, left, right }, type: "bool" };
      }
      case "in":
      case "not in": {
        const item = this.check(e.left, scope);
        const list = this.expectList(e.right, scope);
        if (!sameType(item.type, list.of) || typeof item.type !== "string") {
          fail("type-mismatch", e.start, e.end, { id: "cannot-be-in", item: item.type, list: list.of, hint: this.cardHint(e.left, item.type, list.of) });
        }
        return { ir: { k: "in", negate: e.op === "not in", item: item.ir, list: list.ir }, type: "bool" };
      }
      case "+":
      case "-":
      case "*":
      case "mod":
      case "div": {
        const what: Operand = { kind: "operator", op: e.op };
        const left = this.expectNum(e.left, scope, what);
        const right = this.expectNum(e.right, scope, what);
        const k = e.op === "+" ? "add" : e.op === "-" ? "sub" : e.op === "*" ? "mul" : e.op;
        if ((k === "mod" || k === "div") && constNumber(right) === 0) {
          fail("division-by-zero", e.right.start, e.right.end, { id: "division-by-zero", op: e.op });
        }
        return { ir: { k, left, right }, type: "num" };
      }
    }
  }

  private badArgs(e: Extract<Expr, { kind: "call" }>, usage: string): never {
    fail("bad-arguments", e.start, e.end, { id: "usage", usage });
  }

  private call(e: Extract<Expr, { kind: "call" }>, scope: Scope): Typed {
    const what: Operand = { kind: "function", fn: e.fn };
    switch (e.fn) {
      case "step": {
        const [a, b] = e.args;
        if (!a || !b || e.args.length !== 2) return this.badArgs(e, "step(prev, card)");
        const ra = this.check(a, scope);
        const rb = this.check(b, scope);
        for (const [r, x] of [[ra, a], [rb, b]] as const) {
          if (r.type !== "card" && r.type !== "num") {
            fail("type-mismatch", x.start, x.end, { id: "step-operand", type: r.type });
          }
        }
        return { ir: { k: "step", from: ra.ir, to: rb.ir, fromCard: ra.type === "card", toCard: rb.type === "card" }, type: "num" };
      }
      case "abs": {
        const [a] = e.args;
        if (!a || e.args.length !== 1) return this.badArgs(e, "abs(card.value - prev.value)");
        return { ir: { k: "abs", operand: this.expectNum(a, scope, what) }, type: "num" };
      }
      case "min":
      case "max": {
        const [a] = e.args;
        if (!a) return this.badArgs(e, `${e.fn}(a, b) / ${e.fn}([a, b, c])`);
        if (e.args.length === 1) {
          const l = this.expectList(a, scope);
          if (l.of !== "num") this.badArgs(e, `${e.fn}(a, b) / ${e.fn}([a, b, c])`);
          return { ir: { k: "minmaxList", max: e.fn === "max", list: l.ir }, type: "num" };
        }
        return { ir: { k: "minmax", max: e.fn === "max", args: e.args.map((x) => this.expectNum(x, scope, what)) }, type: "num" };
      }
      case "len": {
        const [a] = e.args;
        if (!a || e.args.length !== 1) return this.badArgs(e, "len(line)");
        return { ir: { k: "len", list: this.expectList(a, scope).ir }, type: "num" };
      }
      case "sum": {
        const [a] = e.args;
        if (!a || e.args.length !== 1) return this.badArgs(e, "sum(line) / sum(c in line: c.value)");
        const l = this.expectList(a, scope);
        if (l.of !== "num" && l.of !== "card") return this.badArgs(e, "sum(line) / sum(c in line: c.value)");
        return { ir: { k: "sumList", list: l.ir, cards: l.of === "card" }, type: "num" };
      }
      case "any":
      case "all":
      case "count":
        return this.badArgs(e, `${e.fn}(c in line: c.suit == card.suit)`);
    }
    const s = suggest(e.fn, FUNCTIONS);
    fail("unknown-function", e.start, e.fnEnd, { id: "unknown-function", name: e.fn, suggestion: s ?? null, has: FUNCTIONS });
  }

  private quant(e: Extract<Expr, { kind: "quant" }>, scope: Scope): Typed {
    if (RESERVED_NAMES.includes(e.variable) || (KEYWORDS as readonly string[]).includes(e.variable)) {
      fail("shadowing", e.varStart, e.varStart + e.variable.length, { id: "name-taken", name: e.variable });
    }
    if (this.quantDepth >= MAX_QUANTIFIER_NESTING) {
      fail("too-deep", e.start, e.end, { id: "too-many-quantifiers", max: MAX_QUANTIFIER_NESTING });
    }
    const list = this.expectList(e.list, scope);
    const slot = scope.length;
    this.slots = Math.max(this.slots, slot + 1);
    const inner: Scope = [...scope, { name: e.variable, slot, type: list.of }];
    this.quantDepth++;
    let body: IR;
    if (e.fn === "sum") {
      body = this.expectNum(e.body, inner, { kind: "sum-body" });
    } else {
      body = this.expectBool(e.body, inner);
    }
    this.quantDepth--;
    const k = e.fn === "count" ? "countIf" : e.fn === "sum" ? "sumOf" : e.fn;
    return { ir: { k, slot, list: list.ir, body }, type: e.fn === "any" || e.fn === "all" ? "bool" : "num" };
  }
}

export type Checked = { ir: IR; uses: Uses; slots: number; cost: number };

/** Type-checks a parsed rule; the whole rule must be a true/false condition. Never throws. */
export function checkRule(text: string, tree: Expr): RuleResult<Checked> {
  try {
    const c = new Checker(text);
    const ir = c.expectBool(tree, []);
    const cost = estimateCost(ir);
    if (cost > MAX_COST) {
      fail("too-costly", tree.start, tree.end, { id: "too-costly" });
    }
    return { ok: true, value: { ir, uses: c.uses, slots: c.slots, cost } };
  } catch (e) {
    if (e instanceof RuleFailure) return { ok: false, error: e.error };
    if (e instanceof RangeError) {
      return { ok: false, error: { code: "too-deep", start: 0, end: text.length, message: { id: "too-deep", max: null } } };
    }
    throw e;
  }
}

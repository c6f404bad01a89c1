/** Type checker: syntax tree → resolved IR, with bilingual type errors and name suggestions. */
import type { Expr } from "./ast";
import type { Bilingual, RuleResult } from "./errors";
import { RuleFailure, fail, suggest } from "./errors";
import type { CardAttr, IR, NumAttr, SuitAttr, Type, Uses, V } from "./ir";
import { CARD_ATTRS, FUNCTIONS, MAX_COST, NUM_ATTRS, SUIT_ATTRS, constNumber, estimateCost, isOfLine } from "./ir";
import { KEYWORDS } from "./lexer";
import { countOf } from "../../i18n/plural";

export const CONTEXT_NAMES = ["card", "prev", "prev2", "line", "count", "lastOk"] as const;
const CONSTANTS: Readonly<Record<string, { type: Type; value: V }>> = {
  clubs: { type: "suit", value: 0 }, diamonds: { type: "suit", value: 1 },
  hearts: { type: "suit", value: 2 }, spades: { type: "suit", value: 3 },
  red: { type: "color", value: 0 }, black: { type: "color", value: 1 },
  A: { type: "num", value: 1 }, J: { type: "num", value: 11 }, Q: { type: "num", value: 12 }, K: { type: "num", value: 13 },
};
export const RESERVED_NAMES: readonly string[] = [...CONTEXT_NAMES, ...Object.keys(CONSTANTS), ...FUNCTIONS];
export const MAX_QUANTIFIER_NESTING = 3;

type TypeName = { ru: string; ruAcc: string; ruWith: string; en: string };
const NAMES: Record<string, TypeName> = {
  bool: { ru: "условие (да/нет)", ruAcc: "условие (да/нет)", ruWith: "условием (да/нет)", en: "a true/false condition" },
  num: { ru: "число", ruAcc: "число", ruWith: "числом", en: "a number" },
  suit: { ru: "масть", ruAcc: "масть", ruWith: "мастью", en: "a suit" },
  color: { ru: "цвет", ruAcc: "цвет", ruWith: "цветом", en: "a colour" },
  card: { ru: "карта", ruAcc: "карту", ruWith: "картой", en: "a card" },
};
function typeName(t: Type): TypeName {
  if (typeof t === "string") return NAMES[t] as TypeName;
  const inner = typeName(t.list);
  return {
    ru: `список (${inner.ru})`, ruAcc: `список (${inner.ru})`, ruWith: `списком (${inner.ru})`,
    en: `a list of ${inner.en.replace(/^an? /, "")}s`,
  };
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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

  private cardHint(e: Expr, t: Type, want: Type): Bilingual {
    if (t !== "card") return { ru: "", en: "" };
    const attr = want === "suit" ? "suit" : want === "color" ? "color" : want === "num" ? "value" : null;
    if (!attr) return { ru: "", en: "" };
    const s = `${this.src(e)}.${attr}`;
    return { ru: ` — может быть, ${s}?`, en: ` — did you mean ${s}?` };
  }

  expectBool(e: Expr, scope: Scope): IR {
    const r = this.check(e, scope);
    if (r.type !== "bool") {
      const n = typeName(r.type);
      fail("not-boolean", e.start, e.end, {
        ru: `Здесь нужно условие (да/нет), а это ${n.ru}`,
        en: `A true/false condition is needed here, but this is ${n.en}`,
      });
    }
    return r.ir;
  }

  expectNum(e: Expr, scope: Scope, what: Bilingual): IR {
    const r = this.check(e, scope);
    if (r.type !== "num") {
      const n = typeName(r.type);
      const hint = this.cardHint(e, r.type, "num");
      fail("type-mismatch", e.start, e.end, {
        ru: `${what.ru}: нужно число, а это ${n.ru}${hint.ru}`,
        en: `${what.en}: a number is needed, but this is ${n.en}${hint.en}`,
      });
    }
    return r.ir;
  }

  expectList(e: Expr, scope: Scope): { ir: IR; of: Type } {
    const r = this.check(e, scope);
    if (typeof r.type === "string") {
      const n = typeName(r.type);
      fail("not-a-list", e.start, e.end, { ru: `Нужен список, а это ${n.ru}`, en: `A list is needed, but this is ${n.en}` });
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
        const index = this.expectNum(e.index, scope, { ru: "Номер в списке", en: "A list index" });
        const i = constNumber(index);
        if (obj.ir.k === "list" && i !== null && (i >= obj.ir.items.length || i < -obj.ir.items.length)) {
          const n = obj.ir.items.length;
          fail("index-past-end", e.index.start, e.index.end, {
            ru: `В этом списке ${countOf("ru", n, { one: "элемент", few: "элемента", many: "элементов", other: "элемента" })}: номера от 0 до ${n - 1} (или от −${n} до −1 с конца)`,
            en: `This list has ${countOf("en", n, { one: "item", other: "items" })}: indices 0 to ${n - 1} (or −${n} to −1 from the end)`,
          });
        }
        return { ir: { k: "index", object: obj.ir, index, ofLine: isOfLine(obj.ir) }, type: obj.of };
      }
      case "slice": {
        const obj = this.expectList(e.object, scope);
        const what = { ru: "Граница среза", en: "A slice bound" };
        const from = e.from ? this.expectNum(e.from, scope, what) : null;
        const to = e.to ? this.expectNum(e.to, scope, what) : null;
        return { ir: { k: "slice", object: obj.ir, from, to }, type: { list: obj.of } };
      }
      case "unary":
        if (e.op === "not") return { ir: { k: "not", operand: this.expectBool(e.operand, scope) }, type: "bool" };
        return { ir: { k: "neg", operand: this.expectNum(e.operand, scope, { ru: "Минус", en: "Minus" }) }, type: "num" };
      case "binary":
        return this.binary(e, scope);
      case "if": {
        const cond = this.expectBool(e.cond, scope);
        const a = this.check(e.then, scope);
        const b = this.check(e.else, scope);
        if (!sameType(a.type, b.type)) {
          const na = typeName(a.type);
          const nb = typeName(b.type);
          fail("type-mismatch", e.else.start, e.else.end, {
            ru: `После then — ${na.ru}, а после else — ${nb.ru}; нужно одно и то же`,
            en: `After "then" comes ${na.en} but after "else" ${nb.en}; they must match`,
          });
        }
        return { ir: { k: "if", cond, then: a.ir, else: b.ir }, type: a.type };
      }
      case "list": {
        if (e.items.length === 0) {
          fail("empty-list", e.start, e.end, { ru: "Пустой список ничего не значит", en: "An empty list means nothing here" });
        }
        const items = e.items.map((it) => ({ e: it, r: this.check(it, scope) }));
        const first = items[0] as { e: Expr; r: Typed };
        for (const it of items) {
          if (!sameType(it.r.type, first.r.type)) {
            fail("mixed-list", it.e.start, it.e.end, {
              ru: `В списке всё должно быть одного вида: ${typeName(first.r.type).ru}, а это ${typeName(it.r.type).ru}`,
              en: `A list holds one kind of thing: ${typeName(first.r.type).en}, but this is ${typeName(it.r.type).en}`,
            });
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
    fail("unknown-name", e.start, e.end, {
      ru: isFn ? `${e.name} — функция, после неё нужны скобки: ${e.name}(…)` : `Неизвестное имя «${e.name}»${s ? `. Может быть, ${s}?` : ""}`,
      en: isFn ? `${e.name} is a function and needs brackets: ${e.name}(…)` : `Unknown name "${e.name}"${s ? `. Did you mean ${s}?` : ""}`,
    });
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
      fail("unknown-attribute", e.attrStart, e.end, {
        ru: `У карты нет свойства «${e.attr}»${fix ? `. Может быть, ${fix}?` : ""} Есть: ${CARD_ATTRS.join(", ")}`,
        en: `A card has no property "${e.attr}"${fix ? `. Did you mean ${fix}?` : ""} There are: ${CARD_ATTRS.join(", ")}`,
      });
    }
    if (obj.type === "num" && (NUM_ATTRS as readonly string[]).includes(e.attr)) {
      return { ir: { k: "numAttr", attr: e.attr as NumAttr, object: obj.ir }, type: "bool" };
    }
    if (obj.type === "suit" && (SUIT_ATTRS as readonly string[]).includes(e.attr)) {
      const attr = e.attr as SuitAttr;
      return { ir: { k: "suitAttr", attr, object: obj.ir }, type: attr === "index" ? "num" : "color" };
    }
    const n = typeName(obj.type);
    const has = obj.type === "num" ? NUM_ATTRS : obj.type === "suit" ? SUIT_ATTRS : [];
    fail("unknown-attribute", e.attrStart, e.end, {
      ru: `У значения вида «${n.ru}» нет свойства «${e.attr}»${has.length ? ` (есть: ${has.join(", ")})` : ""}`,
      en: `${cap(n.en)} has no property "${e.attr}"${has.length ? ` (there are: ${has.join(", ")})` : ""}`,
    });
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
          const na = typeName(a.type);
          const nb = typeName(b.type);
          const hint = a.type === "card" ? this.cardHint(e.left, a.type, b.type) : this.cardHint(e.right, b.type, a.type);
          fail("type-mismatch", e.start, e.end, {
            ru: `${cap(na.ruAcc)} нельзя сравнивать с ${nb.ruWith}${hint.ru}`,
            en: `${cap(na.en)} cannot be compared with ${nb.en}${hint.en}`,
          });
        }
        return { ir: { k: e.op === "==" ? "eq" : "ne", left: a.ir, right: b.ir }, type: "bool" };
      }
      case "<":
      case "<=":
      case ">":
      case ">=": {
        const what = { ru: `Сравнение «${e.op}»`, en: `Comparison "${e.op}"` };
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
          const ni = typeName(item.type);
          const nl = typeName(list.of);
          const hint = this.cardHint(e.left, item.type, list.of);
          fail("type-mismatch", e.start, e.end, {
            ru: `${cap(ni.ru)} не может быть в списке, где ${nl.ru}${hint.ru}`,
            en: `${cap(ni.en)} cannot be in a list of ${nl.en.replace(/^an? /, "")}s${hint.en}`,
          });
        }
        return { ir: { k: "in", negate: e.op === "not in", item: item.ir, list: list.ir }, type: "bool" };
      }
      case "+":
      case "-":
      case "*":
      case "mod":
      case "div": {
        const what = { ru: `Действие «${e.op}»`, en: `Operator "${e.op}"` };
        const left = this.expectNum(e.left, scope, what);
        const right = this.expectNum(e.right, scope, what);
        const k = e.op === "+" ? "add" : e.op === "-" ? "sub" : e.op === "*" ? "mul" : e.op;
        if ((k === "mod" || k === "div") && constNumber(right) === 0) {
          fail("division-by-zero", e.right.start, e.right.end, {
            ru: `На ноль делить нельзя: у «${e.op} 0» нет значения`,
            en: `Division by zero: "${e.op} 0" has no value`,
          });
        }
        return { ir: { k, left, right }, type: "num" };
      }
    }
  }

  private badArgs(e: Extract<Expr, { kind: "call" }>, usage: string): never {
    fail("bad-arguments", e.start, e.end, { ru: `Пишется так: ${usage}`, en: `Usage: ${usage}` });
  }

  private call(e: Extract<Expr, { kind: "call" }>, scope: Scope): Typed {
    const what = { ru: `Функция ${e.fn}`, en: `Function ${e.fn}` };
    switch (e.fn) {
      case "step": {
        const [a, b] = e.args;
        if (!a || !b || e.args.length !== 2) return this.badArgs(e, "step(prev, card)");
        const ra = this.check(a, scope);
        const rb = this.check(b, scope);
        for (const [r, x] of [[ra, a], [rb, b]] as const) {
          if (r.type !== "card" && r.type !== "num") {
            fail("type-mismatch", x.start, x.end, {
              ru: `step считает шаги между картами или числами, а это ${typeName(r.type).ru}`,
              en: `step counts steps between cards or numbers, but this is ${typeName(r.type).en}`,
            });
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
    fail("unknown-function", e.start, e.fnEnd, {
      ru: `Нет функции «${e.fn}»${s ? `. Может быть, ${s}?` : ""} Есть: ${FUNCTIONS.join(", ")}`,
      en: `No function "${e.fn}"${s ? `. Did you mean ${s}?` : ""} There are: ${FUNCTIONS.join(", ")}`,
    });
  }

  private quant(e: Extract<Expr, { kind: "quant" }>, scope: Scope): Typed {
    if (RESERVED_NAMES.includes(e.variable) || (KEYWORDS as readonly string[]).includes(e.variable)) {
      fail("shadowing", e.varStart, e.varStart + e.variable.length, {
        ru: `Имя «${e.variable}» уже занято; возьмите другое, например c или x`,
        en: `The name "${e.variable}" is taken; pick another, e.g. c or x`,
      });
    }
    if (this.quantDepth >= MAX_QUANTIFIER_NESTING) {
      fail("too-deep", e.start, e.end, {
        ru: `Не больше ${MAX_QUANTIFIER_NESTING} вложенных any/all/count/sum`,
        en: `At most ${MAX_QUANTIFIER_NESTING} nested any/all/count/sum`,
      });
    }
    const list = this.expectList(e.list, scope);
    const slot = scope.length;
    this.slots = Math.max(this.slots, slot + 1);
    const inner: Scope = [...scope, { name: e.variable, slot, type: list.of }];
    this.quantDepth++;
    let body: IR;
    if (e.fn === "sum") {
      body = this.expectNum(e.body, inner, { ru: "sum(… : …)", en: "sum(… : …)" });
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
      fail("too-costly", tree.start, tree.end, {
        ru: "Правило слишком трудоёмкое для проверки (слишком много вложенных переборов длинных списков)",
        en: "The rule is too costly to check (too many nested passes over long lists)",
      });
    }
    return { ok: true, value: { ir, uses: c.uses, slots: c.slots, cost } };
  } catch (e) {
    if (e instanceof RuleFailure) return { ok: false, error: e.error };
    if (e instanceof RangeError) {
      return { ok: false, error: { code: "too-deep", start: 0, end: text.length, message: { ru: "Слишком глубокая вложенность", en: "Nested too deeply" } } };
    }
    throw e;
  }
}

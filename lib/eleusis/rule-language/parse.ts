/** Recursive-descent parser: tokens → syntax tree. Errors carry the span to put a caret under. */
import type { BinaryOp, CompareOp, Expr, Quantifier } from "./ast";
import { QUANTIFIERS } from "./ast";
import type { Expected, Found, RuleResult } from "./errors";
import { RuleFailure, fail } from "./errors";
import type { Token } from "./lexer";
import { tokenize } from "./lexer";

export const MAX_DEPTH = 40;

const found = (t: Token): Found => {
  switch (t.kind) {
    case "eof":
      return { kind: "eof" };
    case "num":
      return { kind: "num", value: t.value };
    case "ident":
    case "kw":
    case "op":
      return { kind: "token", text: t.text };
  }
};
const tokens = (...texts: string[]): Expected => ({ kind: "tokens", texts });

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)] as Token;
  }
  private next(): Token {
    const t = this.peek();
    if (this.pos < this.tokens.length - 1) this.pos++;
    return t;
  }
  private isOp(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === "op" && t.text === text;
  }
  private isKw(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === "kw" && t.text === text;
  }
  private expectOp(text: string, what: Expected): Token {
    if (this.isOp(text)) return this.next();
    return this.unexpected(what);
  }
  private expectKw(text: string): Token {
    if (this.isKw(text)) return this.next();
    return this.unexpected(tokens(text));
  }
  unexpected(expected?: Expected): never {
    const t = this.peek();
    const end = t.kind === "eof" ? t.start : t.end;
    if (expected) fail("expected", t.start, end, { id: "expected", expected, found: found(t) });
    fail("unexpected", t.start, end, { id: "unexpected", found: found(t) });
  }
  private enter(t: Token): void {
    if (++this.depth > MAX_DEPTH) {
      fail("too-deep", t.start, t.end, { id: "too-deep", max: MAX_DEPTH });
    }
  }
  private leave(): void {
    this.depth--;
  }

  parseRule(): Expr {
    if (this.peek().kind === "eof") {
      fail("empty", 0, 0, { id: "empty" });
    }
    const e = this.parseExpr();
    if (this.peek().kind !== "eof") {
      const t = this.peek();
      if (t.kind === "op" && (t.text === "<" || t.text === ">" || t.text === "==" || t.text === "!=" || t.text === "<=" || t.text === ">=")) {
        fail("chained-comparison", t.start, t.end, { id: "chained-comparison" });
      }
      this.unexpected({ kind: "end-or-operator" });
    }
    return e;
  }

  parseExpr(): Expr {
    const t = this.peek();
    this.enter(t);
    const e = this.isKw("if") ? this.parseIf() : this.parseOr();
    this.leave();
    return e;
  }

  private parseIf(): Expr {
    const start = this.next().start;
    const cond = this.parseExpr();
    this.expectKw("then");
    const then = this.parseExpr();
    this.expectKw("else");
    const otherwise = this.parseExpr();
    return { kind: "if", cond, then, else: otherwise, start, end: otherwise.end };
  }

  private binary(op: BinaryOp, left: Expr, right: Expr): Expr {
    return { kind: "binary", op, left, right, start: left.start, end: right.end };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isKw("or")) {
      this.next();
      left = this.binary("or", left, this.parseAnd());
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseNot();
    while (this.isKw("and")) {
      this.next();
      left = this.binary("and", left, this.parseNot());
    }
    return left;
  }

  private parseNot(): Expr {
    if (this.isKw("not")) {
      const t = this.next();
      this.enter(t);
      const operand = this.parseNot();
      this.leave();
      return { kind: "unary", op: "not", operand, start: t.start, end: operand.end };
    }
    return this.parseCompare();
  }

  private compareOp(): CompareOp | null {
    const t = this.peek();
    if (t.kind === "op" && (t.text === "==" || t.text === "!=" || t.text === "<" || t.text === "<=" || t.text === ">" || t.text === ">=")) {
      return t.text;
    }
    if (this.isKw("in")) return "in";
    if (this.isKw("not") && this.isKw("in", 1)) return "not in";
    return null;
  }

  private parseCompare(): Expr {
    const left = this.parseAdd();
    const op = this.compareOp();
    if (!op) return left;
    this.next();
    if (op === "not in") this.next();
    const right = this.parseAdd();
    const again = this.peek();
    if (this.compareOp()) {
      fail("chained-comparison", again.start, again.end, { id: "chained-comparison" });
    }
    return this.binary(op, left, right);
  }

  private parseAdd(): Expr {
    let left = this.parseMul();
    while (this.isOp("+") || this.isOp("-")) {
      const t = this.next();
      left = this.binary(t.kind === "op" && t.text === "-" ? "-" : "+", left, this.parseMul());
    }
    return left;
  }

  private parseMul(): Expr {
    let left = this.parseUnary();
    for (;;) {
      if (this.isOp("*")) {
        this.next();
        left = this.binary("*", left, this.parseUnary());
      } else if (this.isKw("mod") || this.isKw("div")) {
        const t = this.next();
        left = this.binary(t.kind === "kw" && t.text === "div" ? "div" : "mod", left, this.parseUnary());
      } else {
        return left;
      }
    }
  }

  private parseUnary(): Expr {
    if (this.isOp("-")) {
      const t = this.next();
      this.enter(t);
      const operand = this.parseUnary();
      this.leave();
      return { kind: "unary", op: "-", operand, start: t.start, end: operand.end };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    let e = this.parsePrimary();
    for (;;) {
      if (this.isOp(".")) {
        this.next();
        const name = this.peek();
        if (name.kind !== "ident") {
          return this.unexpected({ kind: "property-name" });
        }
        this.next();
        e = { kind: "attr", object: e, attr: name.text, attrStart: name.start, start: e.start, end: name.end };
      } else if (this.isOp("[")) {
        const open = this.next();
        this.enter(open);
        let from: Expr | null = null;
        if (!this.isOp(":")) from = this.parseExpr();
        if (this.isOp(":")) {
          this.next();
          const to = this.isOp("]") ? null : this.parseExpr();
          const close = this.expectOp("]", tokens("]"));
          e = { kind: "slice", object: e, from, to, start: e.start, end: close.end };
        } else {
          const close = this.expectOp("]", tokens("]"));
          e = { kind: "index", object: e, index: from as Expr, start: e.start, end: close.end };
        }
        this.leave();
      } else {
        return e;
      }
    }
  }

  private parsePrimary(): Expr {
    const t = this.peek();
    switch (t.kind) {
      case "num":
        this.next();
        return { kind: "num", value: t.value, start: t.start, end: t.end };
      case "kw":
        if (t.text === "true" || t.text === "false") {
          this.next();
          return { kind: "bool", value: t.text === "true", start: t.start, end: t.end };
        }
        if (t.text === "if") return this.parseExpr();
        return this.unexpected({ kind: "value" });
      case "ident":
        this.next();
        if (this.isOp("(")) return this.parseCall(t);
        return { kind: "name", name: t.text, start: t.start, end: t.end };
      case "op":
        if (t.text === "(") {
          this.next();
          const inner = this.parseExpr();
          this.expectOp(")", tokens(")"));
          return inner;
        }
        if (t.text === "[") {
          const open = this.next();
          this.enter(open);
          const items: Expr[] = [];
          if (!this.isOp("]")) {
            items.push(this.parseExpr());
            while (this.isOp(",")) {
              this.next();
              if (this.isOp("]")) break; // trailing comma
              items.push(this.parseExpr());
            }
          }
          const close = this.expectOp("]", tokens(",", "]"));
          this.leave();
          return { kind: "list", items, start: open.start, end: close.end };
        }
        return this.unexpected({ kind: "value" });
      case "eof":
        return this.unexpected({ kind: "value" });
    }
  }

  private parseCall(name: Extract<Token, { kind: "ident" }>): Expr {
    const open = this.next();
    this.enter(open);
    const quantifier = (QUANTIFIERS as readonly string[]).includes(name.text) ? (name.text as Quantifier) : null;
    const v = this.peek();
    if (quantifier && v.kind === "ident" && this.isKw("in", 1)) {
      this.next();
      this.next();
      const list = this.parseExpr();
      this.expectOp(":", { kind: "colon-and-condition" });
      const body = this.parseExpr();
      const close = this.expectOp(")", tokens(")"));
      this.leave();
      return { kind: "quant", fn: quantifier, variable: v.text, varStart: v.start, list, body, start: name.start, end: close.end };
    }
    const args: Expr[] = [];
    if (!this.isOp(")")) {
      args.push(this.parseExpr());
      while (this.isOp(",")) {
        this.next();
        args.push(this.parseExpr());
      }
    }
    const close = this.expectOp(")", tokens(",", ")"));
    this.leave();
    return { kind: "call", fn: name.text, fnEnd: name.end, args, start: name.start, end: close.end };
  }
}

/** Parses rule text into a syntax tree, e.g. parseRule("card.color != prev.color"). Never throws. */
export function parseRule(text: string): RuleResult<Expr> {
  try {
    return { ok: true, value: new Parser(tokenize(text)).parseRule() };
  } catch (e) {
    if (e instanceof RuleFailure) return { ok: false, error: e.error };
    if (e instanceof RangeError) {
      // stack exhaustion on hostile input that slipped past the depth limit
      return { ok: false, error: { code: "too-deep", start: 0, end: text.length, message: { id: "too-deep", max: null } } };
    }
    throw e;
  }
}

/** Syntax tree of a rule, straight from the parser (names not yet resolved). */

export type Span = { start: number; end: number };

export const COMPARE_OPS = ["==", "!=", "<", "<=", ">", ">=", "in", "not in"] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
export const ARITH_OPS = ["+", "-", "*", "mod", "div"] as const;
export type ArithOp = (typeof ARITH_OPS)[number];
export type BinaryOp = "and" | "or" | CompareOp | ArithOp;

export const QUANTIFIERS = ["any", "all", "count", "sum"] as const;
export type Quantifier = (typeof QUANTIFIERS)[number];

export type Expr = Span &
  (
    | { kind: "num"; value: number }
    | { kind: "bool"; value: boolean }
    | { kind: "name"; name: string }
    | { kind: "attr"; object: Expr; attr: string; attrStart: number }
    | { kind: "index"; object: Expr; index: Expr }
    | { kind: "slice"; object: Expr; from: Expr | null; to: Expr | null }
    | { kind: "unary"; op: "not" | "-"; operand: Expr }
    | { kind: "binary"; op: BinaryOp; left: Expr; right: Expr }
    | { kind: "if"; cond: Expr; then: Expr; else: Expr }
    | { kind: "list"; items: Expr[] }
    | { kind: "call"; fn: string; fnEnd: number; args: Expr[] }
    | { kind: "quant"; fn: Quantifier; variable: string; varStart: number; list: Expr; body: Expr }
  );

/** Binding strength used by the parser and the canonical printer (higher binds tighter). */
export function precedence(e: Expr): number {
  switch (e.kind) {
    case "if":
      return 0;
    case "binary":
      return binaryPrecedence(e.op);
    case "unary":
      return e.op === "not" ? 3 : 7;
    case "num":
    case "bool":
    case "name":
    case "attr":
    case "index":
    case "slice":
    case "list":
    case "call":
    case "quant":
      return 8;
  }
}

export function binaryPrecedence(op: BinaryOp): number {
  switch (op) {
    case "or":
      return 1;
    case "and":
      return 2;
    case "==": case "!=": case "<": case "<=": case ">": case ">=": case "in": case "not in":
      return 4;
    case "+": case "-":
      return 5;
    case "*": case "mod": case "div":
      return 6;
  }
}

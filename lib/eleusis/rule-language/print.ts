/** Canonical printer: one line, minimal brackets; print(parse(x)) re-parses to the same tree. */
import type { Expr } from "./ast";
import { binaryPrecedence, precedence } from "./ast";

function wrap(e: Expr, minPrec: number): string {
  const s = printExpr(e);
  return precedence(e) < minPrec ? `(${s})` : s;
}

/** e.g. printExpr(parse("card.color!=prev.color")) === "card.color != prev.color". */
export function printExpr(e: Expr): string {
  switch (e.kind) {
    case "num":
      return String(e.value);
    case "bool":
      return e.value ? "true" : "false";
    case "name":
      return e.name;
    case "attr":
      return `${wrap(e.object, 8)}.${e.attr}`;
    case "index":
      return `${wrap(e.object, 8)}[${printExpr(e.index)}]`;
    case "slice":
      return `${wrap(e.object, 8)}[${e.from ? printExpr(e.from) : ""}:${e.to ? printExpr(e.to) : ""}]`;
    case "unary":
      return e.op === "not" ? `not ${wrap(e.operand, 3)}` : `-${wrap(e.operand, 7)}`;
    case "binary": {
      const p = binaryPrecedence(e.op);
      // comparisons do not chain: both sides need brackets if they are comparisons; others are left-associative
      const leftMin = p === 4 ? 5 : p;
      return `${wrap(e.left, leftMin)} ${e.op} ${wrap(e.right, p + 1)}`;
    }
    case "if":
      return `if ${wrap(e.cond, 1)} then ${wrap(e.then, 1)} else ${printExpr(e.else)}`;
    case "list":
      return `[${e.items.map(printExpr).join(", ")}]`;
    case "call":
      return `${e.fn}(${e.args.map(printExpr).join(", ")})`;
    case "quant":
      return `${e.fn}(${e.variable} in ${printExpr(e.list)}: ${printExpr(e.body)})`;
  }
}

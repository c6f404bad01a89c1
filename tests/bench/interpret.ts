/** A plain tree-walking interpreter of the IR: the reference the closure compiler is tested against
 * (tests/unit/eleusis) and timed against (parts/eleusis-lint.mjs). Not shipped: the app runs the closures. */
import type { Env } from "../../lib/eleusis/rule-language/compile";
import { at, slice, stepBetween } from "../../lib/eleusis/rule-language/compile";
import type { IR, V } from "../../lib/eleusis/rule-language/ir";
import { DIV_ZERO, MISSING, isPrimeNumber } from "../../lib/eleusis/rule-language/ir";
import { BLACK, COLOR, SUIT_COLOR, EVEN, FACE, HIGH, LOW, ODD, PRIME, RED, SUIT, VALUE, modulo } from "../../lib/eleusis/rule-language/tables";

const num = (ir: IR, env: Env): number => interpret(ir, env) as number;
const list = (ir: IR, env: Env): readonly V[] => interpret(ir, env) as readonly V[];

function cardAttr(attr: string, c: number): V {
  switch (attr) {
    case "value": return VALUE[c] as number;
    case "suit": return SUIT[c] as number;
    case "color": return COLOR[c] as number;
    case "even": return EVEN[c] as boolean;
    case "odd": return ODD[c] as boolean;
    case "low": return LOW[c] as boolean;
    case "high": return HIGH[c] as boolean;
    case "face": return FACE[c] as boolean;
    case "prime": return PRIME[c] as boolean;
    case "red": return RED[c] as boolean;
    default: return BLACK[c] as boolean;
  }
}

export function interpret(ir: IR, env: Env): V {
  switch (ir.k) {
    case "const": return ir.value;
    case "card": return env.card;
    case "prev":
      if (env.line.length < 1) throw MISSING;
      return env.line[env.line.length - 1] as number;
    case "prev2":
      if (env.line.length < 2) throw MISSING;
      return env.line[env.line.length - 2] as number;
    case "line": return env.line;
    case "count": return env.line.length;
    case "lastOk": return env.lastOk;
    case "var": return env.vars[ir.slot] as V;
    case "cardAttr": return cardAttr(ir.attr, num(ir.object, env));
    case "numAttr": {
      const n = num(ir.object, env);
      return ir.attr === "even" ? modulo(n, 2) === 0 : ir.attr === "odd" ? modulo(n, 2) === 1 : isPrimeNumber(n);
    }
    case "suitAttr": {
      const s = num(ir.object, env);
      return ir.attr === "index" ? s : (SUIT_COLOR[s] as number);
    }
    case "index": {
      return at(list(ir.object, env), num(ir.index, env), ir.ofLine);
    }
    case "slice":
      return slice(list(ir.object, env), ir.from ? num(ir.from, env) : null, ir.to ? num(ir.to, env) : null);
    case "not": return !interpret(ir.operand, env);
    case "neg": return -num(ir.operand, env);
    case "and": return (interpret(ir.left, env) as boolean) && (interpret(ir.right, env) as boolean);
    case "or": return (interpret(ir.left, env) as boolean) || (interpret(ir.right, env) as boolean);
    case "eq": return interpret(ir.left, env) === interpret(ir.right, env);
    case "ne": return interpret(ir.left, env) !== interpret(ir.right, env);
    case "lt": return num(ir.left, env) < num(ir.right, env);
    case "le": return num(ir.left, env) <= num(ir.right, env);
    case "gt": return num(ir.left, env) > num(ir.right, env);
    case "ge": return num(ir.left, env) >= num(ir.right, env);
    case "in": return list(ir.list, env).includes(interpret(ir.item, env)) !== ir.negate;
    case "add": return num(ir.left, env) + num(ir.right, env);
    case "sub": return num(ir.left, env) - num(ir.right, env);
    case "mul": return num(ir.left, env) * num(ir.right, env);
    case "mod": case "div": {
      const a = num(ir.left, env);
      const d = num(ir.right, env);
      if (d === 0) throw DIV_ZERO;
      return ir.k === "mod" ? modulo(a, d) : Math.floor(a / d);
    }
    case "if": return interpret(ir.cond, env) ? interpret(ir.then, env) : interpret(ir.else, env);
    case "list": return ir.items.map((x) => interpret(x, env));
    case "step": {
      const a = num(ir.from, env);
      const b = num(ir.to, env);
      return stepBetween(ir.fromCard ? (VALUE[a] as number) : a, ir.toCard ? (VALUE[b] as number) : b);
    }
    case "abs": return Math.abs(num(ir.operand, env));
    case "minmax": {
      const xs = ir.args.map((x) => num(x, env));
      return ir.max ? Math.max(...xs) : Math.min(...xs);
    }
    case "minmaxList": {
      const xs = list(ir.list, env) as readonly number[];
      if (xs.length === 0) throw MISSING;
      return ir.max ? Math.max(...xs) : Math.min(...xs);
    }
    case "len": return list(ir.list, env).length;
    case "sumList": {
      let s = 0;
      for (const x of list(ir.list, env) as readonly number[]) s += ir.cards ? (VALUE[x] as number) : x;
      return s;
    }
    case "any": case "all": case "countIf": case "sumOf": {
      let n = 0;
      for (const x of list(ir.list, env)) {
        env.vars[ir.slot] = x;
        const v = interpret(ir.body, env);
        if (ir.k === "any" && v) return true;
        if (ir.k === "all" && !v) return false;
        if (ir.k === "countIf" && v) n++;
        if (ir.k === "sumOf") n += v as number;
      }
      return ir.k === "any" ? false : ir.k === "all" ? true : n;
    }
  }
}

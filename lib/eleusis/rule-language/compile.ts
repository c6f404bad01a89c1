/** IR → a tree of closures (no eval, no new Function): what the judge and the checker run. */
import type { CardAttr, IR, V } from "./ir";
import { DIV_ZERO, INDEX_PAST_END, MISSING, isPrimeNumber } from "./ir";
import { BLACK, COLOR, SUIT_COLOR, EVEN, FACE, HIGH, LOW, ODD, PRIME, RED, SUIT, VALUE, modulo } from "./tables";

/** Evaluation environment; cards are indices 0..51, `line` oldest first (line[0] = starter). */
export type Env = { card: number; line: readonly number[]; lastOk: boolean; vars: V[] };
export type Fn = (env: Env) => V;

const TABLE: Readonly<Record<CardAttr, readonly (number | boolean)[]>> = {
  value: VALUE, suit: SUIT, color: COLOR, even: EVEN, odd: ODD, low: LOW, high: HIGH, face: FACE, prime: PRIME, red: RED, black: BLACK,
};

function prevOf(env: Env): number {
  const n = env.line.length;
  if (n < 1) throw MISSING;
  return env.line[n - 1] as number;
}
function prev2Of(env: Env): number {
  const n = env.line.length;
  if (n < 2) throw MISSING;
  return env.line[n - 2] as number;
}

/** list[i] from either end; past the end of the line it is a card not there yet, past a written list a fault. */
export function at(list: readonly V[], i: number, ofLine: boolean): V {
  const j = i < 0 ? list.length + i : i;
  if (j < 0 || j >= list.length) throw ofLine ? MISSING : INDEX_PAST_END;
  return list[j] as V;
}

export function slice(list: readonly V[], from: number | null, to: number | null): readonly V[] {
  const n = list.length;
  const norm = (x: number): number => (x < 0 ? Math.max(0, n + x) : Math.min(n, x));
  return list.slice(from === null ? 0 : norm(from), to === null ? n : norm(to));
}

export function stepBetween(a: number, b: number): number {
  return modulo(b - a, 13);
}

/** Compiles resolved IR into closures. */
export function compile(ir: IR): Fn {
  switch (ir.k) {
    case "const": {
      const v = ir.value;
      return () => v;
    }
    case "card":
      return (env) => env.card;
    case "prev":
      return prevOf;
    case "prev2":
      return prev2Of;
    case "line":
      return (env) => env.line;
    case "count":
      return (env) => env.line.length;
    case "lastOk":
      return (env) => env.lastOk;
    case "var": {
      const slot = ir.slot;
      return (env) => env.vars[slot] as V;
    }
    case "cardAttr": {
      const t = TABLE[ir.attr];
      // the common leaves get direct access without an inner closure call
      if (ir.object.k === "card") return (env) => t[env.card] as V;
      if (ir.object.k === "prev") return (env) => t[prevOf(env)] as V;
      if (ir.object.k === "prev2") return (env) => t[prev2Of(env)] as V;
      const o = compile(ir.object);
      return (env) => t[o(env) as number] as V;
    }
    case "numAttr": {
      const o = compile(ir.object);
      switch (ir.attr) {
        case "even":
          return (env) => modulo(o(env) as number, 2) === 0;
        case "odd":
          return (env) => modulo(o(env) as number, 2) === 1;
        case "prime":
          return (env) => isPrimeNumber(o(env) as number);
      }
      break;
    }
    case "suitAttr": {
      const o = compile(ir.object);
      if (ir.attr === "index") return o;
      return (env) => SUIT_COLOR[o(env) as number] as number;
    }
    case "index": {
      const o = compile(ir.object);
      const i = compile(ir.index);
      const ofLine = ir.ofLine;
      return (env) => at(o(env) as readonly V[], i(env) as number, ofLine);
    }
    case "slice": {
      const o = compile(ir.object);
      const f = ir.from ? compile(ir.from) : null;
      const t = ir.to ? compile(ir.to) : null;
      return (env) => slice(o(env) as readonly V[], f ? (f(env) as number) : null, t ? (t(env) as number) : null);
    }
    case "not": {
      const o = compile(ir.operand);
      return (env) => !o(env);
    }
    case "neg": {
      const o = compile(ir.operand);
      return (env) => -(o(env) as number);
    }
    case "and": {
      const a = compile(ir.left);
      const b = compile(ir.right);
      return (env) => (a(env) as boolean) && (b(env) as boolean);
    }
    case "or": {
      const a = compile(ir.left);
      const b = compile(ir.right);
      return (env) => (a(env) as boolean) || (b(env) as boolean);
    }
    case "eq": {
      const a = compile(ir.left);
      if (ir.right.k === "const") {
        const c = ir.right.value;
        return (env) => a(env) === c;
      }
      const b = compile(ir.right);
      return (env) => a(env) === b(env);
    }
    case "ne": {
      const a = compile(ir.left);
      if (ir.right.k === "const") {
        const c = ir.right.value;
        return (env) => a(env) !== c;
      }
      const b = compile(ir.right);
      return (env) => a(env) !== b(env);
    }
    case "lt": case "le": case "gt": case "ge": {
      const a = compile(ir.left);
      const b = compile(ir.right);
      switch (ir.k) {
        case "lt":
          return (env) => (a(env) as number) < (b(env) as number);
        case "le":
          return (env) => (a(env) as number) <= (b(env) as number);
        case "gt":
          return (env) => (a(env) as number) > (b(env) as number);
        case "ge":
          return (env) => (a(env) as number) >= (b(env) as number);
      }
      break;
    }
    case "in": {
      const item = compile(ir.item);
      const neg = ir.negate;
      if (ir.list.k === "list" && ir.list.items.every((x) => x.k === "const")) {
        const set = new Set(ir.list.items.map((x) => (x.k === "const" ? x.value : null)));
        return neg ? (env) => !set.has(item(env)) : (env) => set.has(item(env));
      }
      const list = compile(ir.list);
      return (env) => (list(env) as readonly V[]).includes(item(env)) !== neg;
    }
    case "add": case "sub": case "mul": case "mod": case "div": {
      const a = compile(ir.left);
      const b = compile(ir.right);
      switch (ir.k) {
        case "add":
          return (env) => (a(env) as number) + (b(env) as number);
        case "sub":
          return (env) => (a(env) as number) - (b(env) as number);
        case "mul":
          return (env) => (a(env) as number) * (b(env) as number);
        case "mod":
          return (env) => {
            const d = b(env) as number;
            if (d === 0) throw DIV_ZERO;
            return modulo(a(env) as number, d);
          };
        case "div":
          return (env) => {
            const d = b(env) as number;
            if (d === 0) throw DIV_ZERO;
            return Math.floor((a(env) as number) / d);
          };
      }
      break;
    }
    case "if": {
      const c = compile(ir.cond);
      const t = compile(ir.then);
      const e = compile(ir.else);
      return (env) => (c(env) ? t(env) : e(env));
    }
    case "list": {
      if (ir.items.every((x) => x.k === "const")) {
        const value = ir.items.map((x) => (x.k === "const" ? x.value : 0));
        return () => value;
      }
      const items = ir.items.map(compile);
      return (env) => items.map((f) => f(env));
    }
    case "step": {
      const a = compile(ir.from);
      const b = compile(ir.to);
      const fa = ir.fromCard;
      const fb = ir.toCard;
      return (env) => {
        const x = a(env) as number;
        const y = b(env) as number;
        return stepBetween(fa ? (VALUE[x] as number) : x, fb ? (VALUE[y] as number) : y);
      };
    }
    case "abs": {
      const o = compile(ir.operand);
      return (env) => Math.abs(o(env) as number);
    }
    case "minmax": {
      const args = ir.args.map(compile);
      const max = ir.max;
      return (env) => {
        let best = args[0]?.(env) as number;
        for (let i = 1; i < args.length; i++) {
          const v = (args[i] as Fn)(env) as number;
          if (max ? v > best : v < best) best = v;
        }
        return best;
      };
    }
    case "minmaxList": {
      const list = compile(ir.list);
      const max = ir.max;
      return (env) => {
        const l = list(env) as readonly number[];
        if (l.length === 0) throw MISSING;
        return max ? Math.max(...l) : Math.min(...l);
      };
    }
    case "len": {
      const list = compile(ir.list);
      return (env) => (list(env) as readonly V[]).length;
    }
    case "sumList": {
      const list = compile(ir.list);
      const cards = ir.cards;
      return (env) => {
        let s = 0;
        for (const x of list(env) as readonly number[]) s += cards ? (VALUE[x] as number) : x;
        return s;
      };
    }
    case "any": case "all": case "countIf": case "sumOf": {
      const list = compile(ir.list);
      const body = compile(ir.body);
      const slot = ir.slot;
      switch (ir.k) {
        case "any":
          return (env) => {
            for (const x of list(env) as readonly V[]) {
              env.vars[slot] = x;
              if (body(env)) return true;
            }
            return false;
          };
        case "all":
          return (env) => {
            for (const x of list(env) as readonly V[]) {
              env.vars[slot] = x;
              if (!body(env)) return false;
            }
            return true;
          };
        case "countIf":
          return (env) => {
            let n = 0;
            for (const x of list(env) as readonly V[]) {
              env.vars[slot] = x;
              if (body(env)) n++;
            }
            return n;
          };
        case "sumOf":
          return (env) => {
            let s = 0;
            for (const x of list(env) as readonly V[]) {
              env.vars[slot] = x;
              s += body(env) as number;
            }
            return s;
          };
      }
    }
  }
}

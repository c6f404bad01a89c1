/**
 * The Eleusis rule language: a safe boolean expression over the played card and the layout.
 * e.g. compileRule("card.color != prev.color") → a rule that judges cards; errors are results, never throws.
 */
import type { Card } from "../cards";
import type { JudgeFn, RuleResolver } from "../replay";
import { cardIndex } from "../cards";
import type { Expr } from "./ast";
import { checkRule } from "./check";
import type { Env, Fn } from "./compile";
import { compile } from "./compile";
import type { RuleResult } from "./errors";
import type { IR, Uses } from "./ir";
import type { Fault } from "./ir";
import { DIV_ZERO, INDEX_PAST_END, MISSING } from "./ir";
import { parseRule } from "./parse";
import { printExpr } from "./print";

export type { Expr } from "./ast";
export type { Expected, Found, Operand, RuleError, RuleErrorCode, RuleMessage, RuleMessageId, RuleResult } from "./errors";
export { RULE_ERROR_CODES, renderCaret } from "./errors";
export type { Fault, IR, Uses } from "./ir";
export { MAX_COST, MAX_LINE } from "./ir";
export { MAX_RULE_LENGTH } from "./lexer";
export { parseRule } from "./parse";
export { printExpr } from "./print";

/** What a rule may look at: the accepted cards, oldest first (line[0] = the starter), and the last verdict. */
export type JudgeContext = { line: readonly Card[]; lastOk: boolean };

export type Verdict = {
  accepted: boolean;
  /** The rule looked at a card that does not exist yet (e.g. prev2 on the first play), so it accepts (docs/rules.md#eleusis-checker). */
  missing: boolean;
  /** The rule has no value here (divides by zero, indexes past a written list): a mistake in it; it accepts. */
  fault?: Fault;
};

export interface CompiledRule {
  /** The exact text compiled. */
  readonly text: string;
  /** Canonical form: shown at the reveal and used to fingerprint the rule. */
  readonly canonical: string;
  readonly uses: Readonly<Uses>;
  /** Rough upper bound of steps per judgement (at most MAX_COST). */
  readonly cost: number;
  readonly tree: Expr;
  readonly ir: IR;
  /** Is this card accepted after this layout? */
  judge(card: Card, ctx: JudgeContext): boolean;
  /** The verdict and whether it came from a card that does not exist yet. */
  explain(card: Card, ctx: JudgeContext): Verdict;
  /** Fast path for the checker: cards as cardIndex (0..51). */
  judgeIndex(card: number, line: readonly number[], lastOk: boolean): Verdict;
}

/** Runs a compiled closure; a look at a missing card means "accepted", and so does a fault (flagged). */
export function run(fn: Fn, env: Env): Verdict {
  try {
    return { accepted: fn(env) === true, missing: false };
  } catch (e) {
    if (e === MISSING) return { accepted: true, missing: true };
    if (e === DIV_ZERO || e === INDEX_PAST_END) return { accepted: true, missing: false, fault: (e as typeof DIV_ZERO).fault };
    throw e;
  }
}

/** Parses, type-checks and compiles a rule. Never throws. */
export function compileRule(text: string): RuleResult<CompiledRule> {
  const parsed = parseRule(text);
  if (!parsed.ok) return parsed;
  const checked = checkRule(text, parsed.value);
  if (!checked.ok) return checked;
  const { ir, uses, slots, cost } = checked.value;
  const fn = compile(ir);
  const env: Env = { card: 0, line: [], lastOk: true, vars: new Array(slots).fill(0) };
  const judgeIndex = (card: number, line: readonly number[], lastOk: boolean): Verdict => {
    env.card = card;
    env.line = line;
    env.lastOk = lastOk;
    return run(fn, env);
  };
  const explain = (card: Card, ctx: JudgeContext): Verdict => judgeIndex(cardIndex(card), ctx.line.map(cardIndex), ctx.lastOk);
  return {
    ok: true,
    value: {
      text,
      canonical: printExpr(parsed.value),
      uses,
      cost,
      tree: parsed.value,
      ir,
      judge: (card, ctx) => explain(card, ctx).accepted,
      explain,
      judgeIndex,
    },
  };
}

/** Canonical text of a rule, or of a tree, e.g. printRule("card.color!=prev.color") === "card.color != prev.color". */
export function printRule(rule: string | Expr): RuleResult<string> {
  if (typeof rule !== "string") return { ok: true, value: printExpr(rule) };
  const parsed = parseRule(rule);
  return parsed.ok ? { ok: true, value: printExpr(parsed.value) } : parsed;
}

/** A compiler of rule text, e.g. compileRule. */
export type RuleCompiler = (text: string) => RuleResult<{ judge: JudgeFn }>;

/**
 * The one memo of compiled rules (the compiled judge never enters the state, only its text): a
 * compiler's judges by rule text, at most ~64 rules kept, e.g. memoResolver(compileRule)("card.red").
 */
export function memoResolver(compile: RuleCompiler): RuleResolver {
  const compiled = new Map<string, JudgeFn | null>();
  return (text) => {
    if (!compiled.has(text)) {
      const r = compile(text);
      if (compiled.size > 64) compiled.clear();
      compiled.set(text, r.ok ? r.value.judge : null);
    }
    return compiled.get(text) ?? null;
  };
}

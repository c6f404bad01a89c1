/** The one memo of compiled rules: the compiled judge never enters the state, only its text. */
import type { JudgeFn, RuleResolver } from "@/lib/eleusis/hand";
import type { RuleResult } from "@/lib/eleusis/rule-language/errors";

/** A compiler of rule text, e.g. compileRule from the rule language. */
export type RuleCompiler = (text: string) => RuleResult<{ judge: JudgeFn }>;

/** Memoises a compiler's judges by rule text (at most ~64 rules kept), e.g. memoResolver(compileRule)("card.red"). */
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

/** The Eleusis store definition with the rule language compiled in (tests, imports, set-up). */
import type { JudgeFn, RuleResolver } from "@/lib/eleusis/judge";
import { compileRule } from "@/lib/eleusis/rule-language";
import { createEleusisGame } from "@/lib/eleusis/session";

/** Memoises a compiler's judges by rule text (the compiled rule never enters the state). */
export function memoResolver(compile: typeof compileRule): RuleResolver {
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

export const resolveRule: RuleResolver = memoResolver(compileRule);

export const eleusisGame = createEleusisGame(resolveRule);

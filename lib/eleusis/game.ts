/** The Eleusis store definition with the rule language compiled in (tests, imports, set-up). */
import type { RuleResolver } from "@/lib/eleusis/hand";
import { memoResolver } from "@/lib/eleusis/resolver";
import { compileRule } from "@/lib/eleusis/rule-language";
import { createEleusisGame } from "@/lib/eleusis/session";

export const resolveRule: RuleResolver = memoResolver(compileRule);

export const eleusisGame = createEleusisGame(resolveRule);

/** The Eleusis store definition and the rule language compiled in (tests, imports, set-up). */
import type { RuleResolver } from "@/lib/eleusis/hand";
import { compileRule, memoResolver } from "@/lib/eleusis/rule-language";
import type { EleusisEnv } from "@/lib/eleusis/session";
import { eleusisDefinition } from "@/lib/eleusis/session";

export const resolveRule: RuleResolver = memoResolver(compileRule);

export const eleusisGame = eleusisDefinition;

/** The reducer's arguments with every rule compiled and no sealed rule opened, e.g. for tests and imports. */
export const compiledEnv: EleusisEnv = { resolve: resolveRule, secrets: () => null };

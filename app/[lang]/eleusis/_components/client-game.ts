"use client";
// The judge screen's store definition. The rule language (parser, checker, compiler) is loaded
// after the first paint; until it has arrived the reducer leaves the state unchanged and the
// keypads are disabled, so the hand is on screen at once.
import { useEffect, useSyncExternalStore } from "react";
import type { RuleResolver } from "@/lib/eleusis/judge";
import { memoResolver } from "@/lib/eleusis/resolver";
import type { EleusisEnv } from "@/lib/eleusis/session";
import { eleusisDefinition } from "@/lib/eleusis/session";
import { ruleVault } from "@/lib/eleusis/vault";

let loaded: RuleResolver | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const resolve: RuleResolver = (text) => (loaded ? loaded(text) : null);

export const judgeGame = eleusisDefinition;

/**
 * What the store hands the reducer on every step: the rule language once loaded, and the sealed rules
 * opened from the page's vault (lib/eleusis/vault.ts), never from storage.
 */
export const judgeEnv = (): EleusisEnv => ({ resolve, secrets: ruleVault.source });

/** The judge for a rule text once the rule language has loaded (null before, or if it does not compile). */
export const judgeFor: RuleResolver = resolve;

function load(): Promise<void> {
  loading ??= import("@/lib/eleusis/rule-language").then((m) => {
    loaded = memoResolver(m.compileRule);
    listeners.forEach((l) => l());
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once rules can be judged on this page; starts loading the rule language on mount. */
export function useRulesReady(): boolean {
  useEffect(() => {
    void load();
  }, []);
  return useSyncExternalStore(subscribe, () => loaded !== null, () => false);
}

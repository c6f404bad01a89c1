"use client";
// The judge screen's store definition. The rule language (parser, checker, compiler) is loaded
// after the first paint; until it has arrived the reducer leaves the state unchanged and the
// keypads are disabled, so the hand is on screen at once.
import { useEffect, useSyncExternalStore } from "react";
import type { compileRule } from "@/lib/eleusis/rule-language";
import type { JudgeFn, RuleResolver } from "@/lib/eleusis/judge";
import { createEleusisGame } from "@/lib/eleusis/session";

let compile: typeof compileRule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const compiled = new Map<string, JudgeFn | null>();

const resolve: RuleResolver = (text) => {
  if (!compile) return null;
  if (!compiled.has(text)) {
    const r = compile(text);
    if (compiled.size > 64) compiled.clear();
    compiled.set(text, r.ok ? r.value.judge : null);
  }
  return compiled.get(text) ?? null;
};

export const judgeGame = createEleusisGame(resolve);

function load(): Promise<void> {
  loading ??= import("@/lib/eleusis/rule-language").then((m) => {
    compile = m.compileRule;
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
  return useSyncExternalStore(subscribe, () => compile !== null, () => false);
}

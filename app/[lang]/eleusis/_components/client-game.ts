"use client";
// The judge screen's store definition and its access to the rule: the rule language (parser,
// checker, compiler) is loaded after the first paint, and until it has arrived the reducer leaves
// the state unchanged and the keypads are disabled, so the hand is on screen at once; the sealed
// rule is opened into the page's vault (useRuleAccess below).
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { needsLock, openDeal, ruleHidden } from "@/lib/eleusis/at-rest";
import { currentDeal } from "@/lib/eleusis/cycle";
import type { RuleResolver } from "@/lib/eleusis/judge";
import type { Deal, EleusisAction, EleusisEnv, EleusisState } from "@/lib/eleusis/session";
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
    loaded = m.memoResolver(m.compileRule);
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

export type RuleAccess = "open" | "pin" | "opening" | "lost";

/**
 * Whether this page can judge the deal in progress: its rule is in clear (revealed), or opened in the
 * page's vault; a device-locked rule opens itself, a PIN-locked one waits for the dealer. A hand saved
 * with its rule in clear (before sealing at rest) is locked under the device key on first load.
 */
export function useRuleAccess(state: EleusisState, dispatch: (a: EleusisAction) => void): RuleAccess {
  useSyncExternalStore(ruleVault.subscribe, ruleVault.snapshot, () => 0);
  const last = currentDeal(state);
  const [lost, setLost] = useState<string | null>(null);
  const locking = useRef(new Set<string>());
  const hidden = !!last && last.revealedAt === null && ruleHidden(last);
  const open = !last || !hidden || openDeal(last, ruleVault.source) !== null;
  const hash = last?.commitments.at(-1)?.hash ?? "";
  const kind = last?.lock?.kind;

  useEffect(() => {
    if (!last || open) return;
    if (kind === "device") {
      let live = true;
      void import("@/lib/eleusis/rest-keys").then(({ openWithDevice }) =>
        openWithDevice(last).then((ok) => {
          if (live && !ok) setLost(hash);
        }),
      );
      return () => {
        live = false;
      };
    }
  }, [last, open, kind, hash]);

  useEffect(() => {
    if (!last || !needsLock(last)) return;
    const key = last.commitments.map((c) => c.hash).join();
    if (locking.current.has(key)) return;
    locking.current.add(key);
    void import("@/lib/eleusis/rest-keys").then(({ lockClearDeal }) =>
      lockClearDeal(last).then((action) => {
        if (action) dispatch(action);
      }),
    );
  }, [last, dispatch]);

  if (open) return "open";
  if (kind === "pin") return "pin";
  if (kind === "device" && lost !== hash) return "opening";
  return "lost";
}

/**
 * The deal as its seal last changed (the rule's commitments and boxes, its lock, the PIN digest, the
 * preset): what the dealer's tools and "Set a PIN" are drawn from, so a play, which copies the whole
 * deal, does not draw them again.
 */
export function useSealed<D extends Deal>(deal: D): D {
  const key = JSON.stringify([deal.commitments, deal.lock, deal.pinHash, deal.presetId, deal.wording]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the seal's value: each step copies the deal
  return useMemo(() => deal, [key]);
}

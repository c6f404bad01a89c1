"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { needsLock, openDeal, ruleHidden } from "@/lib/eleusis/at-rest";
import { currentDeal } from "@/lib/eleusis/cycle";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/state";
import { ruleVault } from "@/lib/eleusis/vault";

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

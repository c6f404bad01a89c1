"use client";

import { useCallback, useEffect, useState } from "react";
import type { GameKind } from "@/lib/games";
import { browserStorage } from "@/lib/store/backend";
import { clearSetupDraft, readSetupDraft, updateSetupDraft } from "@/lib/store/setup-draft";
import type { SetupDraft, SetupValue } from "@/lib/store/setup-draft";

/** This tab's set-up draft of `kind` (lib/store/setup-draft.ts); null where sessionStorage is refused. */
export function readTabSetup(kind: GameKind): SetupDraft | null {
  const storage = browserStorage("session");
  return storage.ok ? readSetupDraft(storage.value, kind) : null;
}

/** Keeps one change in this tab's set-up draft; a refused storage only means a reload would not bring it back. */
export function keepTabSetup(kind: GameKind, change: (draft: SetupDraft) => SetupDraft): void {
  const storage = browserStorage("session");
  if (storage.ok) updateSetupDraft(storage.value, kind, change);
}

/** The game is created: the next set-up of this kind starts empty. */
export function clearTabSetup(kind: GameKind): void {
  const storage = browserStorage("session");
  if (storage.ok) clearSetupDraft(storage.value, kind);
}

/**
 * One choice of a new game's form, kept over a reload in this tab's set-up draft: the server HTML
 * and hydration show `initial`, then the kept value (if `valid` accepts it) replaces it.
 * e.g. const [variant, setVariant] = useSetupField("eleusis", "variant", "classic", isVariant).
 */
export function useSetupField<T extends SetupValue>(kind: GameKind, name: string, initial: T, valid: (v: SetupValue) => v is T): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const kept = readTabSetup(kind)?.fields[name];
    // sessionStorage is only readable after hydration; one batched render when a set-up was kept.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept !== undefined && valid(kept)) setValue(kept);
    // Once, on mount: later changes are this form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const set = useCallback(
    (v: T) => {
      setValue(v);
      keepTabSetup(kind, (d) => ({ ...d, fields: { ...d.fields, [name]: v } }));
    },
    [kind, name],
  );
  return [value, set];
}

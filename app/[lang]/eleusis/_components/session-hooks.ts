"use client";
// Thin session hook over lib/store with the store contract's shape (STORE-CONTRACT.md);
// the Eleusis screens import only from here, so switching to the store's own hook is one file.
// Storage is the single source of truth: the hook subscribes to the stored text of one key.
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { browserStorage } from "@/lib/store/backend";
import type { GameDefinition } from "@/lib/store/game";
import type { ReadResult } from "@/lib/store/sessions";
import { createSessionIn, dispatchIn, readSession, sessionKey } from "@/lib/store/sessions";

export type SessionView<S, A> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "corrupt"; problem: string }
  | { status: "ready"; state: S; dispatch(a: A): void; conflict: boolean; saveError: string | null };

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const emit = () => listeners.forEach((l) => l());

const UNREADABLE = "\u0000unreadable";
function rawOf(id: string): string | null {
  const storage = browserStorage();
  if (!storage.ok) return UNREADABLE;
  try {
    return storage.value.getItem(sessionKey(id));
  } catch {
    return UNREADABLE;
  }
}

/** Last parse per id, so a write we just made is not parsed again. */
const parsed = new Map<string, { raw: string | null; result: ReadResult<unknown> }>();

function read<S, A>(def: GameDefinition<S, A>, id: string, raw: string | null): ReadResult<S> | null {
  const hit = parsed.get(id);
  if (hit && hit.raw === raw) return hit.result as ReadResult<S>;
  const storage = browserStorage();
  if (!storage.ok) return null;
  const result = readSession(storage.value, def, id);
  parsed.set(id, { raw, result });
  return result;
}

/** `id` undefined = not known yet (still loading), null = none given. */
export function useGameSession<S, A>(def: GameDefinition<S, A>, id: string | null | undefined): SessionView<S, A> {
  const raw = useSyncExternalStore(
    subscribe,
    () => (id ? rawOf(id) : null),
    () => UNREADABLE,
  );
  const [conflict, setConflict] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  const result = useMemo(() => (id && hydrated && raw !== UNREADABLE ? read(def, id, raw) : null), [def, id, raw, hydrated]);

  const dispatch = useCallback(
    (action: A) => {
      const storage = browserStorage();
      if (!id || !storage.ok) return;
      const current = read(def, id, rawOf(id));
      if (current?.status !== "ready") return;
      const out = dispatchIn(storage.value, def, current.session, current.session.record.rev, action, Date.now());
      switch (out.status) {
        case "saved":
          parsed.set(id, { raw: out.raw, result: { status: "ready", session: out.session, raw: out.raw } });
          setSaveError(null);
          emit();
          return;
        case "unsaved":
          setSaveError(out.problem);
          return;
        case "conflict":
          setConflict(true);
          emit();
          return;
        case "rejected":
          setSaveError(`${out.error.code}: ${out.error.detail}`);
          return;
      }
    },
    [def, id],
  );

  if (id === undefined || !hydrated) return { status: "loading" };
  if (id === null) return { status: "missing" };
  if (raw === UNREADABLE) return { status: "corrupt", problem: "storage unavailable" };
  if (!result) return { status: "loading" };
  switch (result.status) {
    case "missing":
      return { status: "missing" };
    case "corrupt":
      return { status: "corrupt", problem: `${result.problem.code}: ${"detail" in result.problem ? String(result.problem.detail) : ""}` };
    case "ready":
      return { status: "ready", state: result.session.state, dispatch, conflict, saveError };
  }
}

/** Persists a new session and returns its id (or the problem). */
export function createSession<S, A>(def: GameDefinition<S, A>, initial: S): { ok: true; id: string } | { ok: false; problem: string } {
  const storage = browserStorage();
  if (!storage.ok) return { ok: false, problem: storage.error };
  const r = createSessionIn(storage.value, def, initial, Date.now());
  return r.ok ? { ok: true, id: r.value } : { ok: false, problem: `${r.error.code}: ${r.error.detail}` };
}

const noSubscribe = () => () => {};
/** A query parameter of the page URL (undefined while prerendering/hydrating). */
export function useQueryParam(name: string): string | null | undefined {
  return useSyncExternalStore(
    noSubscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  );
}

function subscribeHash(listener: () => void): () => void {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
}
/** The URL fragment ("" while prerendering). */
export function useHash(): string {
  return useSyncExternalStore(subscribeHash, () => window.location.hash, () => "");
}

/** Stored text under a localStorage key (null while prerendering or when absent). */
export function useStoredText(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const storage = browserStorage();
      try {
        return storage.ok ? storage.value.getItem(key) : null;
      } catch {
        return null;
      }
    },
    () => null,
  );
}

"use client";
// Thin session hook over lib/store with the store contract's shape (STORE-CONTRACT.md);
// the Eleusis screens import only from here, so switching to the store's own hook is one file.
import { useCallback, useEffect, useRef, useState } from "react";
import { browserStorage } from "@/lib/store/backend";
import type { GameDefinition } from "@/lib/store/game";
import type { LoadedSession } from "@/lib/store/record";
import { createSessionIn, dispatchIn, readSession, sessionKey } from "@/lib/store/sessions";

export type SessionView<S, A> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "corrupt"; problem: string }
  | { status: "ready"; state: S; dispatch(a: A): void; conflict: boolean; saveError: string | null };

type Loaded<S> = { status: "loading" } | { status: "missing" } | { status: "corrupt"; problem: string } | { status: "ready"; session: LoadedSession<S> };

function load<S, A>(def: GameDefinition<S, A>, id: string): Loaded<S> {
  const storage = browserStorage();
  if (!storage.ok) return { status: "corrupt", problem: storage.error };
  const r = readSession(storage.value, def, id);
  if (r.status === "ready") return { status: "ready", session: r.session };
  if (r.status === "missing") return { status: "missing" };
  return { status: "corrupt", problem: `${r.problem.code}: ${"detail" in r.problem ? String(r.problem.detail) : ""}` };
}

/** `id` undefined = not known yet (still loading), null = none given. */
export function useGameSession<S, A>(def: GameDefinition<S, A>, id: string | null | undefined): SessionView<S, A> {
  const [loaded, setLoaded] = useState<Loaded<S>>({ status: "loading" });
  const [conflict, setConflict] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ref = useRef(loaded);
  ref.current = loaded;

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) {
      setLoaded({ status: "missing" });
      return;
    }
    setLoaded(load(def, id));
    const onStorage = (e: StorageEvent) => {
      if (e.key === sessionKey(id)) {
        setLoaded(load(def, id));
        setConflict(true);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [def, id]);

  const dispatch = useCallback(
    (action: A) => {
      const current = ref.current;
      const storage = browserStorage();
      if (current.status !== "ready" || !storage.ok) return;
      const out = dispatchIn(storage.value, def, current.session, current.session.record.rev, action, Date.now());
      switch (out.status) {
        case "saved":
          ref.current = { status: "ready", session: out.session };
          setSaveError(null);
          setLoaded(ref.current);
          return;
        case "unsaved":
          ref.current = { status: "ready", session: out.session };
          setSaveError(out.problem);
          setLoaded(ref.current);
          return;
        case "conflict":
          if (id) setLoaded(load(def, id));
          setConflict(true);
          return;
        case "rejected":
          setSaveError(String(out.error.code ?? "rejected"));
          return;
      }
    },
    [def, id],
  );

  if (loaded.status !== "ready") return loaded;
  return { status: "ready", state: loaded.session.state, dispatch, conflict, saveError };
}

/** Persists a new session and returns its id (or the problem). */
export function createSession<S, A>(def: GameDefinition<S, A>, initial: S): { ok: true; id: string } | { ok: false; problem: string } {
  const storage = browserStorage();
  if (!storage.ok) return { ok: false, problem: storage.error };
  const r = createSessionIn(storage.value, def, initial, Date.now());
  return r.ok ? { ok: true, id: r.value } : { ok: false, problem: `${r.error.code}: ${r.error.detail}` };
}

"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { GameDefinition } from "@/lib/store/game";
import type { SessionSnapshot, SessionStore } from "@/lib/store/session-store";
import { pageTexts } from "./page-texts";
import { preloadWithId } from "./session-id";

type Actions<A> = Pick<SessionStore<unknown, A>, "dispatch" | "undo" | "retrySave" | "discardUnsaved" | "dismissConflict" | "markHandedOver" | "continueHere" | "subscribe" | "getSnapshot">;
/** A game open on screen (ready, read-only or locked): the store's snapshot, its actions and (for a part that reads it only sometimes) the store itself. */
export type OpenSessionView<S, A> = Extract<SessionSnapshot<S>, { session: unknown }> & Actions<A>;
/** A game screen's session; "damaged" with its problem said in the page's language. */
export type GameSessionView<S, A> = { status: "loading" } | { status: "missing" } | (Extract<SessionSnapshot<S>, { status: "damaged" }> & { problem: string }) | OpenSessionView<S, A>;

/** The browser's store (storage, locks, the revision gate): loaded while the screen says "loading". */
const loadStore = () => import("@/lib/store/session-store");

/** For a game screen's module scope: with `?id=` in the address, starts loading the store as the module runs. */
export function preloadGameSession(): void {
  preloadWithId(loadStore);
}

const LOADING = { status: "loading" } as const;
const none = () => () => undefined;

/**
 * The stored game `id` (undefined: the URL is not read yet; null: none given), read through the
 * headless session store (lib/store/session-store.ts), which this hook only subscribes to. `env`:
 * what the game's reducer needs from the page (Eleusis: the compiled rule, the opened secrets).
 */
export function useGameSession<S, A, E = void>(game: GameDefinition<S, A, E>, id: string | null | undefined, env?: () => E): GameSessionView<S, A> {
  const [opened, setOpened] = useState<{ id: string; store: SessionStore<S, A> } | { id: string; failed: string } | null>(null);
  useEffect(() => {
    if (!id) return;
    let store: SessionStore<S, A> | null = null;
    let current = true;
    loadStore().then(
      (m) => current && setOpened({ id, store: (store = m.openBrowserSession(game, id, env)) }),
      (error: unknown) => current && setOpened({ id, failed: error instanceof Error ? error.message : "failed" }),
    );
    return () => {
      current = false;
      store?.close();
    };
  }, [game, id, env]);
  const store = opened?.id === id && opened && "store" in opened ? opened.store : null;
  const snapshot = useSyncExternalStore(store?.subscribe ?? none, store?.getSnapshot ?? (() => LOADING), () => LOADING);
  if (id === null) return { status: "missing" };
  if (opened && opened.id === id && "failed" in opened) return { status: "damaged", code: "storage", detail: opened.failed, problem: `${pageTexts().recovery.problems.storage} (${opened.failed})` };
  if (!store || snapshot.status === "loading" || snapshot.status === "missing") return snapshot.status === "missing" ? snapshot : LOADING;
  if (snapshot.status === "damaged") return { ...snapshot, problem: `${pageTexts().recovery.problems[snapshot.code]} (${snapshot.detail})` };
  const { dispatch, undo, retrySave, discardUnsaved, dismissConflict, markHandedOver, continueHere, subscribe, getSnapshot } = store;
  return { ...snapshot, dispatch, undo, retrySave, discardUnsaved, dismissConflict, markHandedOver, continueHere, subscribe, getSnapshot };
}

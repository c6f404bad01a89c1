"use client";

import { lazy, useEffect, useState } from "react";
import type { ComponentType } from "react";

/** The `?id=` of the page's address in the browser (null without one, or on the server). */
function idInAddress(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("id") || null;
}

/**
 * For a game screen's module scope: when the page was opened with `?id=` (a stored game to show),
 * start these loads as soon as the module runs in the browser, so the session's code travels while
 * the page hydrates. Without an id nothing loads: the screen only says there is no such
 * game. A failed load (offline before the worker cached it) is tried again, and reported, where the
 * screen needs it.
 */
export function preloadWithId(...loads: (() => Promise<unknown>)[]): void {
  if (idInAddress() === null) return;
  for (const load of loads) load().catch(() => undefined);
}

/**
 * A game screen's session screen as a lazy component, picked from the module `load` brings: its load
 * and `alsoLoad` start as the calling module runs when the page was opened with `?id=` (preloadWithId),
 * so the session's chunk and what it will ask for next travel while the page hydrates.
 * e.g. `lazyWithId(() => import("./JudgeSession"), (m) => m.JudgeSession, loadStoreModules)`.
 */
export function lazyWithId<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  ...alsoLoad: (() => Promise<unknown>)[]
): ComponentType<P> {
  preloadWithId(load, ...alsoLoad);
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

/**
 * The store's reader and writer, for a game screen's preload: they would otherwise start only once
 * the session screen's chunk has arrived and run (useGameSession loads them with the game's schema).
 */
export const loadStoreModules = () => import("@/lib/store/sessions");

/**
 * The `?id=` of the current URL, read after hydration (pages are prerendered): undefined until read,
 * null without one (an empty `?id=` too).
 */
export function useSessionIdFromUrl(): string | null | undefined {
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setId(idInAddress());
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  return id;
}

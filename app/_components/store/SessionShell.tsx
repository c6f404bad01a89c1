"use client";

import { Suspense } from "react";
import type { ReactNode } from "react";

/**
 * What a game screen's first load holds: its gate ("loading", or "no such game" when the
 * URL names none) until the URL's `?id=` is read, then the session screen, which lives in a chunk of
 * its own with its own dictionaries and loads only for a page opened with an id (the game screen
 * starts that load as its module runs). The gate stays on screen while they arrive.
 */
export function SessionShell({ id, gate, children }: {
  id: string | null | undefined;
  /** The game's SessionGate for this id. */
  gate: ReactNode;
  /** The session screen for a game's id: a lazy component inside `<Dictionaries>` of its areas. */
  children: (id: string) => ReactNode;
}) {
  if (typeof id !== "string") return gate;
  return <Suspense fallback={gate}>{children(id)}</Suspense>;
}

"use client";
// Small browser-state hooks for the Eleusis screens (hydration-safe).
import { useSyncExternalStore } from "react";

function subscribeHash(listener: () => void): () => void {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
}
/** The URL fragment ("" while prerendering). */
export function useHash(): string {
  return useSyncExternalStore(subscribeHash, () => window.location.hash, () => "");
}

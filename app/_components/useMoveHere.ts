"use client";

import { useEffect, useRef } from "react";
import type { RefObject } from "react";

/**
 * For the heading of what a step brings on screen (a round's entry, its reveal, the next round, the
 * end of a game): when `key` changes, that element comes to the top of the screen and takes the
 * focus, so after "next" nobody hunts for where the game went on (the focus was left on the page's
 * body, the screen where the button had been). The first render moves nothing: a page opened or
 * reloaded starts where it opens. The element needs `tabIndex={-1}`. With `scroll: false` it only
 * takes the focus (for what appears below a summary that should stay in view).
 */
export function useMoveHere<T extends HTMLElement>(key: string, { scroll = true }: { scroll?: boolean } = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    if (scroll) ref.current?.scrollIntoView({ block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, [key, scroll]);
  return ref;
}

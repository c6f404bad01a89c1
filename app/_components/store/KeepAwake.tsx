"use client";

import { useEffect } from "react";

/**
 * Keeps the screen on while mounted (Screen Wake Lock), re-acquires it when the page becomes
 * visible again (browsers drop it on hide) and releases it on unmount. Silent where unsupported.
 */
export function KeepAwake() {
  useEffect(() => {
    const wakeLock = typeof navigator === "undefined" ? undefined : navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (!active || document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request("screen");
        if (active) sentinel = next;
        else void next.release();
      } catch {
        // Refused (battery saver, not a secure context, no user activation): the game still works.
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisible);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, []);
  return null;
}

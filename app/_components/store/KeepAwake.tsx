"use client";

import { memo, useEffect, useState } from "react";
import { pageTexts } from "./page-texts";

/**
 * Keeps the screen on while mounted (Screen Wake Lock), re-acquires it when the page becomes
 * visible again (browsers drop it on hide) and releases it on unmount. Where the browser has no
 * wake lock, or refuses it, a short hint asks the table to keep the screen on by hand. It is known only
 * after the page has painted (a refusal comes later still), so a game screen places it last: a hint
 * appearing above the game would push everything on screen down.
 */
function KeepAwakeView() {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    const wakeLock = typeof navigator === "undefined" ? undefined : navigator.wakeLock;
    if (!wakeLock) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- known only in the browser, once
      setUnavailable(true);
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (!active || document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request("screen");
        if (active) {
          sentinel = next;
          setUnavailable(false);
        } else void next.release();
      } catch {
        // Refused (battery saver, not a secure context, no user activation): the game still works.
        if (active) setUnavailable(true);
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
  return unavailable ? <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="wake-hint">{pageTexts().degraded.noWakeLock}</p> : null;
}

/** Mounted once per game screen: nothing it shows depends on the game, so a step does not draw it again. */
export const KeepAwake = memo(KeepAwakeView);

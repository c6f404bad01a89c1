"use client";

import { useEffect, useState } from "react";
import type { ReactNode } from "react";

/**
 * Press and hold to see a secret; releasing hides it. Before the press it always looks the same,
 * whatever the secret: the secret is not even in the page until it is shown. A separate
 * show/hide button serves keyboards and screen readers.
 */
export function HoldToSee({
  holdLabel,
  hint,
  showLabel,
  hideLabel,
  children,
}: {
  holdLabel: string;
  hint: string;
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}) {
  const [held, setHeld] = useState(false);
  const [toggled, setToggled] = useState(false);
  const open = held || toggled;

  useEffect(() => {
    const hide = () => {
      setHeld(false);
      setToggled(false);
    };
    const onVisibility = () => document.visibilityState === "hidden" && hide();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", hide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", hide);
    };
  }, []);

  return (
    <div className="flex flex-col items-stretch gap-3">
      <div
        data-testid="hold-area"
        className="no-select flex min-h-64 touch-none flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-stone-400 bg-white p-5 text-center dark:border-stone-600 dark:bg-stone-900"
        onPointerDown={(e) => {
          e.preventDefault();
          e.currentTarget.setPointerCapture?.(e.pointerId);
          setHeld(true);
        }}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onLostPointerCapture={() => setHeld(false)}
        onContextMenu={(e) => e.preventDefault()}
      >
        {open ? (
          <div aria-live="polite" data-testid="secret">
            {children}
          </div>
        ) : (
          <>
            <p className="text-2xl font-bold">{holdLabel}</p>
            <p className="text-stone-600 dark:text-stone-400">{hint}</p>
          </>
        )}
      </div>
      <button
        type="button"
        aria-pressed={toggled}
        onClick={() => setToggled((v) => !v)}
        className="min-h-11 self-center rounded-xl px-4 py-2 font-semibold text-stone-800 underline underline-offset-4 dark:text-stone-200"
      >
        {toggled ? hideLabel : showLabel}
      </button>
    </div>
  );
}

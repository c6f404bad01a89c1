"use client";

import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { STORAGE_KEYS, readBrowserKey, writeBrowserKey } from "@/lib/store/backend";

/**
 * The latest verdict on the judge panel, large (classic hand and New Eleusis round alike): dimmed
 * and labelled as the previous one while a refusal is the news; the round's extra lines below it.
 */
export function LastVerdict({ ok, word, detail, previous, testId, children }: {
  ok: boolean;
  word: string;
  detail: string;
  /** Label shown above a dimmed verdict while a refusal is on screen, e.g. "Previous verdict". */
  previous?: string | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId} data-stale={previous ? "true" : "false"} className={`flex flex-col gap-1${previous ? " opacity-40" : ""}`}>
      {previous ? <p className="text-sm font-semibold">{previous}:</p> : null}
      <VerdictBanner verdict={ok ? "right" : "wrong"} word={word} detail={detail} />
      {children}
    </div>
  );
}

/**
 * The card that ended the hand, large and first: when a play ends the hand the
 * screen moves here and focuses it (`move`), so the verdict is seen before the end of the hand
 * below it; a hand that was already over when opened is shown where it is.
 */
export function FinalVerdict({ title, move, children }: { title: string; move: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!move) return;
    ref.current?.scrollIntoView({ block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, [move]);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="final-verdict-title" className="flex scroll-mt-2 flex-col gap-2 outline-none" data-testid="final-verdict">
      <h2 id="final-verdict-title" className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * "Vibrate on a verdict" (classic hand and New Eleusis round alike): when on, each new verdict buzzes
 * the judge's phone, once short for right, three times for wrong, so the dealer can look at the table.
 * `verdict` is the latest one with the id of its entry (a verdict already buzzed, shown when the screen
 * opened, or back after an undo does not buzz). The choice is kept on this device.
 */
export function useVerdictBuzz(verdict: { id: number; ok: boolean } | null): [boolean, (on: boolean) => void] {
  // Read at once: a judge panel is drawn only in the browser, once the stored game is open.
  const [on, setOn] = useState(() => {
    const stored = readBrowserKey(STORAGE_KEYS.verdictBuzz);
    return stored.ok && stored.value === "1";
  });
  // Entries are numbered upwards: a verdict back on screen after an undo is not news either.
  const newest = useRef(verdict?.id ?? 0);
  const id = verdict?.id;
  const ok = verdict?.ok;
  useEffect(() => {
    if (id === undefined || id <= newest.current) return;
    newest.current = id;
    if (on && "vibrate" in navigator) navigator.vibrate(ok ? 60 : [80, 60, 80, 60, 80]);
  }, [id, ok, on]);
  const set = (next: boolean) => {
    setOn(next);
    writeBrowserKey(STORAGE_KEYS.verdictBuzz, next ? "1" : "0");
  };
  return [on, set];
}

/** The "Vibrate on a verdict" switch beside the judge's Undo. */
export function VibrateSwitch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** The dealer's verdict, large (the judge panel's and the workshop's tester's): colour, word and icon together so it never depends on colour alone. */
export function VerdictBanner({ verdict, word, detail }: { verdict: "right" | "wrong"; word: string; detail?: string }) {
  const right = verdict === "right";
  return (
    <div
      role="status"
      aria-live="assertive"
      data-verdict={verdict}
      className={`flex items-center gap-4 rounded-2xl px-5 py-4 text-white ${right ? "bg-ok" : "bg-bad"}`}
    >
      <span aria-hidden="true" className="text-5xl font-black leading-none">
        {right ? "✓" : "✗"}
      </span>
      <span className="flex flex-col">
        <span className="text-3xl font-black uppercase tracking-wide">{word}</span>
        {detail ? <span className="text-base font-medium">{detail}</span> : null}
      </span>
    </div>
  );
}

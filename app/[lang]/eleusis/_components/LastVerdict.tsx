"use client";

import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { VerdictBanner } from "@/app/_components/VerdictBanner";

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

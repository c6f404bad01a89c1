"use client";

import { useEffect, useRef, useState } from "react";
import { RANKS, SUITS, SUIT_SYMBOL } from "@/lib/eleusis/cards";
import type { Card, Rank } from "@/lib/eleusis/cards";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/** Two-tap card entry: a value, then a suit. `onCard` returns a refusal text, or null when taken. */
export function Keypad({
  lang,
  onCard,
  disabled = false,
  label,
  onRefusal,
}: {
  lang: Locale;
  onCard: (card: Card) => string | null;
  disabled?: boolean;
  label: string;
  /** Told when a refusal appears or goes, so the screen can dim the verdict it no longer belongs to. */
  onRefusal?: (shown: boolean) => void;
}) {
  const t = eleusisDict[lang];
  const [rank, setRank] = useState<Rank | null>(null);
  const [refused, setRefusedState] = useState<string | null>(null);
  const setRefused = (why: string | null): void => {
    setRefusedState(why);
    onRefusal?.(why !== null);
  };

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="text-sm font-semibold">{t.judge.value}</legend>
        <div className="grid grid-cols-7 gap-1.5 sm:grid-cols-13">
          {RANKS.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={rank === r}
              onClick={() => {
                setRank(r);
                setRefused(null);
              }}
              className={`min-h-12 rounded-lg border text-xl font-bold ${rank === r ? "border-accent-700 bg-accent-700 text-white" : "border-stone-300 bg-white text-stone-900 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100"}`}
            >
              {r}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2" disabled={disabled || rank === null}>
        <legend className="text-sm font-semibold">{t.judge.suit}</legend>
        {rank === null && !disabled ? (
          <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="value-first">
            {t.judge.valueFirst}
          </p>
        ) : null}
        <div className="grid grid-cols-4 gap-2">
          {SUITS.map((s) => (
            <button
              key={s}
              type="button"
              aria-label={t.suits[s]}
              data-suit={s}
              onClick={() => {
                if (!rank) return;
                const why = onCard({ rank, suit: s });
                setRefused(why);
                if (!why) setRank(null);
              }}
              className={`min-h-14 rounded-lg border border-stone-300 bg-white text-4xl disabled:opacity-40 ${s === "hearts" || s === "diamonds" ? "text-suit-red" : "text-suit-black"}`}
            >
              <span aria-hidden="true">{SUIT_SYMBOL[s]}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {refused ? (
        <p role="alert" className="rounded-lg border-2 border-bad px-3 py-2 font-semibold text-bad">
          {refused}
        </p>
      ) : null}
    </section>
  );
}

/** The first step of a hand or round: the dealer enters the starter card with the keypad. */
export function StarterStep({ lang, ready, onCard }: { lang: Locale; ready: boolean; onCard: (card: Card) => string | null }) {
  const t = eleusisDict[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  // A new deal (or round) starts here: after "Seal and deal" the screen was left where that button
  // was, below the new hand's keypad. Bring the page to its top (the deal's title, its dealer and
  // this step fit a phone's screen) and put the focus on this step's heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="flex flex-col gap-2">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none" data-testid="starter-title">
        {t.judge.starterTitle}
      </h2>
      <p>{t.judge.starterHint}</p>
      <Keypad lang={lang} disabled={!ready} label={t.judge.starterTitle} onCard={onCard} />
    </section>
  );
}

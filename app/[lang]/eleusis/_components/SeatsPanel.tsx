"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { CardTile } from "@/app/_components/CardTile";
import { NumberStepper } from "@/app/_components/NumberStepper";
import type { HandAction, HandView } from "@/lib/eleusis/judge";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/** Per player: cards in hand and the error cards in front of them; a tap picks who plays. */
export function SeatsPanel({
  lang,
  view,
  names,
  dispatch,
  locked,
}: {
  lang: Locale;
  view: HandView;
  names: readonly string[];
  dispatch: (a: HandAction) => void;
  locked: boolean;
}) {
  const t = eleusisDict[lang].judge;
  const [fixing, setFixing] = useState<number | null>(null);
  const [count, setCount] = useState(0);
  return (
    <section aria-labelledby="seats-title" className="flex flex-col gap-2">
      <h2 id="seats-title" className="text-xl font-bold">
        {eleusisDict[lang].layout.players}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {view.seats.map((s, i) => {
          const current = view.toPlay === i;
          return (
            <li
              key={i}
              data-testid={`seat-${i}`}
              className={`flex flex-col gap-1 rounded-xl border-2 p-2 ${current ? "border-accent-700 bg-accent-50 text-stone-900" : "border-stone-300 dark:border-stone-600"}`}
            >
              <button
                type="button"
                aria-pressed={current}
                disabled={locked}
                onClick={() => dispatch({ type: "select", seat: i })}
                className="flex min-h-11 items-center justify-between gap-2 text-left"
              >
                <span className="text-lg font-bold">
                  {current ? "▶ " : ""}
                  {names[i]}
                </span>
                <span className="text-sm tabular-nums" data-testid={`seat-${i}-counts`}>
                  {t.hand}: {s.hand} · {t.errors}: {s.errors.length}
                </span>
              </button>
              {s.errors.length > 0 ? (
                <div className="flex flex-wrap gap-1" aria-label={`${names[i]}: ${t.errors}`}>
                  {s.errors.map((c, k) => (
                    <CardTile key={k} rank={c.rank} suit={c.suit} size="sm" />
                  ))}
                </div>
              ) : null}
              {!locked && fixing !== i ? (
                <Button
                  variant="ghost"
                  className="self-start text-sm"
                  onClick={() => {
                    setFixing(i);
                    setCount(s.hand);
                  }}
                >
                  {t.fixHand}
                </Button>
              ) : null}
              {fixing === i ? (
                <div className="flex flex-col gap-2">
                  <NumberStepper
                    label={t.fixHandTitle(names[i] ?? "")}
                    value={count}
                    onChange={setCount}
                    min={0}
                    max={99}
                    decreaseLabel={t.decrease}
                    increaseLabel={t.increase}
                  />
                  <div className="flex gap-2">
                    <Button
                      onClick={() => {
                        dispatch({ type: "setHandCount", seat: i, count });
                        setFixing(null);
                      }}
                    >
                      {t.save}
                    </Button>
                    <Button variant="secondary" onClick={() => setFixing(null)}>
                      {t.cancel}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

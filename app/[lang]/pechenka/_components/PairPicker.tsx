"use client";

import { useId, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { PlayerEntry, RoundEntry } from "@/lib/pechenka/scoring";
import { useMoveHere } from "@/app/_components/useMoveHere";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { nextSeat, seatOrder, seatsWithCards } from "@/lib/pechenka/quick-entry";
import { CardIcon } from "./CardIcon";
import { columnNameClass, useSidewaysNames } from "./useSidewaysNames";

/**
 * One tap per player: a grid of the player's Sword (rows) by Shield (columns), "not placed" first;
 * a tap sets both and goes on to the next player in table order, so a 5-player round's cards take 5 taps.
 */
export function PairPicker({
  lang,
  players,
  entry,
  firstSeat,
  onEdit,
}: {
  lang: Locale;
  players: string[];
  entry: RoundEntry;
  firstSeat: number;
  onEdit: (seat: number, patch: Partial<PlayerEntry>) => void;
}) {
  const t = pechenkaDict[lang].entry;
  const cardNames = pechenkaDict[lang].round.cardNames;
  const order = seatOrder(firstSeat, players.length);
  // Seats already entered: those with a card (a reload resumes after them) and those tapped here.
  const [tapped, setTapped] = useState<ReadonlySet<number>>(() => new Set(seatsWithCards(entry)));
  const [seat, setSeat] = useState<number | null>(() => nextSeat(order, tapped, null));
  const ask = useMoveHere<HTMLParagraphElement>(seat === null ? "done" : "asking");
  const id = useId();
  const { ref: grid, sideways } = useSidewaysNames<HTMLTableElement>([seat, players.join("\n")]);
  const name = (s: number) => players[s] ?? "?";
  const e = seat === null ? undefined : entry[seat];
  const targets = seat === null ? [] : order.filter((s) => s !== seat);
  const choices: (number | null)[] = [null, ...targets];

  const pick = (sword: number | null, shield: number | null) => {
    if (seat === null) return;
    onEdit(seat, { sword, shield });
    const done = new Set(tapped).add(seat);
    setTapped(done);
    setSeat(nextSeat(order, done, seat));
  };

  return (
    <fieldset className="flex flex-col gap-2" data-testid="pair-picker">
      <legend className="mb-1 font-semibold">{t.quickLegend}</legend>
      <div className="flex flex-wrap gap-1">
        {order.map((s) => {
          const entered = tapped.has(s);
          return (
            <button
              key={s}
              type="button"
              aria-pressed={s === seat}
              onClick={() => setSeat(s)}
              className={`flex min-h-11 min-w-11 items-center gap-1 rounded-xl border-2 px-2 text-sm font-semibold [overflow-wrap:anywhere] ${
                s === seat ? "border-accent-700 bg-accent-700 text-white" : "border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900"
              }`}
            >
              {name(s)}
              {entered ? (
                <>
                  <span aria-hidden="true">✓</span>
                  <span className="sr-only">({t.quickEntered})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <p id={`${id}-ask`} ref={ask} tabIndex={-1} aria-live="polite" className="scroll-mt-2 font-semibold outline-none">
        {seat === null ? t.quickDone : t.quickAsk(name(seat))}
      </p>
      {seat !== null ? (
        // Fixed, equal columns (six 47 px ones at 320 px); each Sword row's name on its own line above
        // its cells, and the Shield columns' names sideways when they are longer than a column is wide.
        <table ref={grid} className="w-full table-fixed border-separate border-spacing-0.5" aria-labelledby={`${id}-ask`}>
          <thead>
            <tr>
              {choices.map((shield) => (
                <th key={shield ?? "none"} scope="col" className="px-0 align-bottom text-xs leading-tight font-semibold">
                  <span className="flex flex-col items-center gap-0.5">
                    <CardIcon card="shield" />
                    <span className="sr-only">{cardNames.shield}: </span>
                    {shield === null ? <span aria-hidden="true">—</span> : null}
                    {shield === null ? <span className="sr-only">{t.notPlaced}</span> : <span data-name className={columnNameClass(sideways)}>{name(shield)}</span>}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {choices.map((sword) => (
            <tbody key={sword ?? "none"}>
              <tr>
                <th scope="rowgroup" colSpan={choices.length} className="pt-1 text-left text-sm leading-tight font-semibold">
                  <span className="flex items-center gap-1">
                    <CardIcon card="sword" />
                    <span className="sr-only">{cardNames.sword}: </span>
                    {sword === null ? <span>{t.notPlaced}</span> : <span data-name>{name(sword)}</span>}
                  </span>
                </th>
              </tr>
              <tr>
                {choices.map((shield) => {
                  // Nothing entered yet for this player: no cell is marked, not even "neither".
                  const on = e?.sword === sword && e?.shield === shield && (tapped.has(seat) || sword !== null || shield !== null);
                  return (
                    <td key={shield ?? "none"} className="p-0">
                      <button
                        type="button"
                        aria-label={t.pair(name(seat), sword === null ? t.notPlaced : name(sword), shield === null ? t.notPlaced : name(shield))}
                        aria-pressed={on}
                        onClick={() => pick(sword, shield)}
                        className={`flex min-h-11 w-full min-w-11 items-center justify-center rounded-lg border-2 ${
                          on
                            ? "border-accent-700 bg-accent-700 text-white"
                            : sword === shield && sword !== null
                              ? "border-stone-300 bg-stone-100 dark:border-stone-600 dark:bg-stone-800"
                              : "border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900"
                        }`}
                      >
                        <span className="flex gap-0.5" aria-hidden="true">
                          {sword !== null ? <CardIcon card="sword" /> : null}
                          {shield !== null ? <CardIcon card="shield" /> : null}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            </tbody>
          ))}
        </table>
      ) : null}
    </fieldset>
  );
}

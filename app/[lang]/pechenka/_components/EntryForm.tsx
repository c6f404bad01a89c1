"use client";

import { useState } from "react";
import { ActionBar } from "@/app/_components/ActionBar";
import { Button } from "@/app/_components/Button";
import type { Locale } from "@/lib/i18n/locales";
import type { PlayerCount } from "@/lib/pechenka/roles";
import type { EntryProblem, PlayerEntry, RoundEntry } from "@/lib/pechenka/scoring";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { hasHill } from "@/lib/pechenka/cards";
import { validateEntry } from "@/lib/pechenka/scoring";
import { CardIcon } from "./CardIcon";
import { PairPicker } from "./PairPicker";
import { columnNameClass, useSidewaysNames } from "./useSidewaysNames";

const selectClass = "min-h-11 w-full rounded-xl border border-stone-300 bg-white px-2 dark:border-stone-600 dark:bg-stone-800";

/**
 * End-of-round entry: one tap per player for their Sword and Shield together (PairPicker), then the
 * seat grid (card, then seat) showing every card, for a single change, with the Hill per player;
 * validated as the table plays.
 */
export function EntryForm({
  lang,
  players,
  entry,
  firstSeat = 0,
  onEdit,
  onAllKeptHill,
  onResolve,
  submitLabel,
  onSubmit,
  onCancel,
  headingLevel = 3,
}: {
  lang: Locale;
  players: string[];
  entry: RoundEntry;
  /** The round's first player: the one-tap entry walks the table from them. */
  firstSeat?: number;
  onEdit: (seat: number, patch: Partial<PlayerEntry>) => void;
  /** Ticks every player's Hill at once (one step). */
  onAllKeptHill: () => void;
  onResolve: (pair: { swordSeat: number; shieldSeat: number }, first: "sword" | "shield", otherWentTo: number | null) => void;
  submitLabel: string;
  onSubmit: () => void;
  onCancel?: { label: string; run: () => void };
  headingLevel?: 3 | 4;
}) {
  const t = pechenkaDict[lang].entry;
  const n = players.length as PlayerCount;
  const problems = validateEntry(entry, n);
  const name = (seat: number) => players[seat] ?? "?";
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const [tool, setTool] = useState<"sword" | "shield">("sword");
  const { ref: grid, sideways } = useSidewaysNames<HTMLTableElement>([players.join("\n"), lang]);

  const cardNames = pechenkaDict[lang].round.cardNames;
  const hill = hasHill(n);
  const toolClass = (on: boolean) =>
    `relative flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border-2 px-3 font-semibold has-[:focus-visible]:outline-2 ${
      on ? "border-accent-700 bg-accent-700 text-white" : "border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-800"
    }`;

  return (
    <section className="flex flex-col gap-3">
      <Heading className="text-xl font-bold">{t.heading}</Heading>
      <PairPicker lang={lang} players={players} entry={entry} firstSeat={firstSeat} onEdit={onEdit} />
      <p className="mt-2 font-semibold">{t.gridLegend}</p>
      {/* Seat grid: pick the card once, then one tap per player on the seat the card lies in front of. */}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1">{t.tool}</legend>
        <div className="flex gap-2">
          {(["sword", "shield"] as const).map((card) => (
            <label key={card} className={toolClass(tool === card)}>
              <input type="radio" name="entry-tool" className="absolute inset-0 cursor-pointer opacity-0" checked={tool === card} onChange={() => setTool(card)} />
              <CardIcon card={card} />
              {cardNames[card]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Fixed, equal columns (six 44 px ones at 320 px), each player's name on its own line above their
          row, the columns' names sideways when they are longer than a column is wide. */}
      <table ref={grid} className="w-full table-fixed border-separate border-spacing-1" data-testid="seat-grid">
        <caption className="sr-only">{t.heading}</caption>
        <thead>
          <tr>
            {players.map((p, target) => (
              <th key={target} scope="col" className="px-0 align-bottom text-xs leading-tight font-semibold">
                <span data-name className={columnNameClass(sideways)}>
                  {p}
                </span>
              </th>
            ))}
            {hill ? (
              <th scope="col" className="px-0 align-bottom text-xs leading-tight font-semibold">
                <span data-name className={columnNameClass(sideways)}>
                  {t.hillShort}
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        {players.map((owner, seat) => {
          const e = entry[seat];
          return (
            <tbody key={seat}>
              <tr>
                <th scope="rowgroup" colSpan={players.length + (hill ? 1 : 0)} className="pt-1 text-left text-sm leading-tight font-semibold">
                  <span data-name>{owner}</span>
                  <span className="sr-only">
                    {" "}
                    ({t.rowSummary(owner, e?.sword == null ? t.nobody : name(e.sword), e?.shield == null ? t.nobody : name(e.shield))})
                  </span>
                </th>
              </tr>
              <tr>
                {players.map((target, other) => {
                  if (other === seat) return <td key={other} aria-hidden="true" className="rounded-xl bg-stone-200 dark:bg-stone-800" />;
                  const on = e?.[tool] === other;
                  const marks = (["sword", "shield"] as const).filter((c) => e?.[c] === other);
                  return (
                    <td key={other} className="p-0">
                      <button
                        type="button"
                        aria-label={t.place(owner, cardNames[tool], target)}
                        aria-pressed={on}
                        onClick={() => {
                          onEdit(seat, { [tool]: on ? null : other });
                          // Every Sword placed: the Shield is the card in hand next (one tap less a round).
                          if (tool === "sword" && e?.sword === null && entry.every((x, k) => k === seat || x.sword !== null)) setTool("shield");
                        }}
                        className={`flex min-h-11 w-full min-w-11 items-center justify-center rounded-xl border-2 text-lg ${
                          on
                            ? "border-accent-700 bg-accent-700 text-white"
                            : marks.length > 0
                              ? "border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900"
                              : "border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900"
                        }`}
                      >
                        <span className="flex gap-0.5">
                          {marks.map((c) => (
                            <CardIcon key={c} card={c} />
                          ))}
                        </span>
                      </button>
                    </td>
                  );
                })}
                {hill ? (
                  <td className="p-0">
                    <label className="flex min-h-11 min-w-11 items-center justify-center rounded-xl border-2 border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900">
                      <input
                        type="checkbox"
                        aria-label={`${owner}: ${t.hill}`}
                        className="h-6 w-6"
                        checked={e?.hill ?? false}
                        onChange={(ev) => onEdit(seat, { hill: ev.target.checked })}
                      />
                    </label>
                  </td>
                ) : null}
              </tr>
            </tbody>
          );
        })}
      </table>
      {hill && entry.some((e) => !e.hill) ? (
        <div>
          <Button variant="secondary" onClick={onAllKeptHill}>
            {t.allKeptHill}
          </Button>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border-2 border-bad p-3">
          <p className="font-semibold">{t.problems}</p>
          {problems.map((p, i) => (
            <Problem key={i} lang={lang} problem={p} players={players} onResolve={onResolve} />
          ))}
        </div>
      ) : null}
      <ActionBar>
        <Button className="flex-1" disabled={problems.length > 0} onClick={onSubmit}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel.run}>
            {onCancel.label}
          </Button>
        ) : null}
      </ActionBar>
    </section>
  );
}

type Resolve = (pair: { swordSeat: number; shieldSeat: number }, first: "sword" | "shield", otherWentTo: number | null) => void;

function Problem({ lang, problem, players, onResolve }: { lang: Locale; problem: EntryProblem; players: string[]; onResolve: Resolve }) {
  const t = pechenkaDict[lang].entry;
  const name = (seat: number) => players[seat] ?? "?";
  const cardWord = (c: "sword" | "shield") => (c === "sword" ? t.swordWord : t.shieldWord);
  switch (problem.code) {
    case "wrongCount":
      return <p>{t.wrongCount}</p>;
    case "unknownSeat":
      return <p>{t.unknownSeat(name(problem.seat))}</p>;
    case "selfTarget":
      return <p>{t.selfTarget(name(problem.seat), cardWord(problem.card))}</p>;
    case "hillWith6":
      return <p>{t.hillWith6(name(problem.seat))}</p>;
    case "blockedPair":
      return <BlockedPair lang={lang} players={players} onResolve={onResolve} swordSeat={problem.swordSeat} shieldSeat={problem.shieldSeat} />;
  }
}

/** Asks which of the two cards came first and where the other one actually went. */
function BlockedPair({
  lang,
  players,
  onResolve,
  swordSeat,
  shieldSeat,
}: {
  lang: Locale;
  players: string[];
  onResolve: Resolve;
  swordSeat: number;
  shieldSeat: number;
}) {
  const t = pechenkaDict[lang].entry;
  const [first, setFirst] = useState<"sword" | "shield" | null>(null);
  const [went, setWent] = useState("");
  const sworder = players[swordSeat] ?? "?";
  const shielder = players[shieldSeat] ?? "?";
  const mover = first === "shield" ? swordSeat : shieldSeat;
  const group = `first-${swordSeat}-${shieldSeat}`;
  return (
    <div className="flex flex-col gap-2" data-testid="blocked-pair">
      <p>{t.blocked(sworder, shielder)}</p>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="font-semibold">{t.whichFirst}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name={group} className="h-5 w-5" checked={first === "sword"} onChange={() => setFirst("sword")} />
          {t.swordFirst(sworder)}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name={group} className="h-5 w-5" checked={first === "shield"} onChange={() => setFirst("shield")} />
          {t.shieldFirst(shielder)}
        </label>
      </fieldset>
      {first !== null ? (
        <label className="flex flex-col gap-1">
          <span>{t.otherWent(players[mover] ?? "?", first === "shield" ? t.swordWord : t.shieldWord)}</span>
          <select className={selectClass} value={went} onChange={(e) => setWent(e.target.value)}>
            <option value="">{t.none}</option>
            {players.map((p, seat) =>
              seat === swordSeat || seat === shieldSeat ? null : (
                <option key={seat} value={seat}>
                  {p}
                </option>
              ),
            )}
          </select>
        </label>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={first === null}
          onClick={() =>
            first !== null && onResolve({ swordSeat, shieldSeat }, first, went === "" ? null : Number(went))
          }
        >
          {t.apply}
        </Button>
      </div>
    </div>
  );
}

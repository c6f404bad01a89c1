"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import type { Locale } from "@/lib/i18n/locales";
import type { PlayerCount } from "@/lib/pechenka/roles";
import type { EntryProblem, PlayerEntry, RoundEntry } from "@/lib/pechenka/scoring";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { hasHill } from "@/lib/pechenka/cards";
import { validateEntry } from "@/lib/pechenka/scoring";

const selectClass = "min-h-11 w-full rounded-xl border border-stone-300 bg-white px-2 dark:border-stone-600 dark:bg-stone-800";

/** End-of-round entry: Sword / Shield / Hill per player, validated as the table plays. */
export function EntryForm({
  lang,
  players,
  entry,
  onEdit,
  onResolve,
  submitLabel,
  onSubmit,
  onCancel,
  headingLevel = 3,
}: {
  lang: Locale;
  players: string[];
  entry: RoundEntry;
  onEdit: (seat: number, patch: Partial<PlayerEntry>) => void;
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

  const seatSelect = (seat: number, card: "sword" | "shield") => (
    <select
      aria-label={`${name(seat)}: ${card === "sword" ? t.sword : t.shield}`}
      className={selectClass}
      value={entry[seat]?.[card] ?? ""}
      onChange={(e) => onEdit(seat, { [card]: e.target.value === "" ? null : Number(e.target.value) })}
    >
      <option value="">{t.none}</option>
      {players.map((p, other) => (other === seat ? null : <option key={other} value={other}>{p}</option>))}
    </select>
  );

  return (
    <section className="flex flex-col gap-3">
      <Heading className="text-xl font-bold">{t.heading}</Heading>
      <p>{t.lead}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-separate border-spacing-y-1">
          <thead>
            <tr className="text-left">
              <th scope="col">{t.player}</th>
              <th scope="col">{t.sword}</th>
              <th scope="col">{t.shield}</th>
              {hasHill(n) ? <th scope="col">{t.hill}</th> : null}
            </tr>
          </thead>
          <tbody>
            {players.map((p, seat) => (
              <tr key={seat}>
                <th scope="row" className="pr-2 text-left">
                  {p}
                </th>
                <td className="pr-2">{seatSelect(seat, "sword")}</td>
                <td className="pr-2">{seatSelect(seat, "shield")}</td>
                {hasHill(n) ? (
                  <td className="text-center">
                    <input
                      type="checkbox"
                      aria-label={`${p}: ${t.hill}`}
                      className="h-6 w-6"
                      checked={entry[seat]?.hill ?? false}
                      onChange={(e) => onEdit(seat, { hill: e.target.checked })}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > 0 ? (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border-2 border-bad p-3">
          <p className="font-semibold">{t.problems}</p>
          {problems.map((p, i) => (
            <Problem key={i} lang={lang} problem={p} players={players} onResolve={onResolve} />
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={problems.length > 0} onClick={onSubmit}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel.run}>
            {onCancel.label}
          </Button>
        ) : null}
      </div>
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

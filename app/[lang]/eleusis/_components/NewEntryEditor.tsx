"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { CardTile } from "@/app/_components/CardTile";
import type { Card } from "@/lib/eleusis/cards";
import { printCard } from "@/lib/eleusis/cards";
import type { Call, EventInput, PlayEvent, NoPlayEvent, RoundState } from "@/lib/eleusis/new-eleusis";
import { NE, overCopies, refusal, replay } from "@/lib/eleusis/new-eleusis";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { Keypad } from "./Keypad";

/**
 * Correct one entry in place: its player, its cards (or the hand shown) and the prophet's call.
 * It is checked as it would have been entered at that point of the round; on save everything
 * after it is judged again and the list of what changed is shown.
 */
export function NewEntryEditor({
  lang,
  round,
  index,
  names,
  onSave,
  onCancel,
}: {
  lang: Locale;
  round: RoundState;
  index: number;
  names: readonly string[];
  onSave: (event: EventInput) => void;
  onCancel: () => void;
}) {
  const n = newEleusisDict[lang];
  const old = round.events[index] as PlayEvent | NoPlayEvent;
  const [seat, setSeat] = useState(old.seat);
  const [cards, setCards] = useState<Card[]>(old.type === "play" ? old.cards : old.hand);
  const [call, setCall] = useState<Call | null>(old.call);
  const [refused, setRefused] = useState<string | null>(null);
  // The round as it stood when this entry was made.
  const before: RoundState = { ...round, events: round.events.slice(0, index), current: null, revealedAt: null };
  const view = replay(before);
  const given = view.prophet ? call : null;
  const input: EventInput = old.type === "play" ? { type: "play", seat, cards, call: given } : { type: "noPlay", seat, hand: cards, call: given };

  const addCard = (card: Card): string | null => {
    if (old.type === "play" && cards.length >= NE.maxSequence) return n.refusal["sequence-too-long"];
    if (overCopies(view, [...cards, card])) return n.refusal["too-many-copies"];
    setCards([...cards, card]);
    setRefused(null);
    return null;
  };
  const save = () => {
    const why = refusal(before, view, input);
    if (why) setRefused(n.refusal[why]);
    else onSave(input);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-accent-700 p-3" data-testid="ne-editor">
      <h3 className="text-lg font-bold">{n.editTitle(index + 1)}</h3>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{n.editPlayer}</span>
        <select
          value={seat}
          onChange={(e) => setSeat(Number(e.target.value))}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
        >
          {names.map((name, i) => (
            <option key={i} value={i}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="flex min-h-14 flex-wrap items-center gap-1" aria-live="polite" data-testid="ne-editor-cards">
        <span className="text-sm">{old.type === "play" ? n.pending : n.noPlayHand(cards.length, view.seats[seat]?.hand ?? 0)}:</span>
        {cards.map((c, k) => (
          <CardTile key={k} rank={c.rank} suit={c.suit} size="sm" label={printCard(c)} />
        ))}
      </div>
      <Keypad lang={lang} onCard={addCard} label={n.editCards} />
      <div>
        <Button variant="secondary" onClick={() => setCards([])} disabled={cards.length === 0}>
          {n.clearPlay}
        </Button>
      </div>
      {view.prophet ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">{n.prophetCall}</legend>
          {(["right", "wrong"] as const).map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`call-${index}`} checked={call === c} onChange={() => setCall(c)} />
              {c === "right" ? n.callRight : n.callWrong}
            </label>
          ))}
        </fieldset>
      ) : null}
      {refused ? (
        <p role="alert" className="rounded-lg border-2 border-bad px-3 py-2 font-semibold text-bad dark:text-red-400">
          {refused}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={save}>{n.editSave}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {n.editCancel}
        </Button>
      </div>
    </div>
  );
}

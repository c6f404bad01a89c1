"use client";

import { openDeal } from "@/lib/eleusis/at-rest";
import { ruleVault } from "@/lib/eleusis/vault";
import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { CardTile } from "@/app/_components/CardTile";
import { HoldToSee } from "@/app/_components/HoldToSee";
import type { Card } from "@/lib/eleusis/cards";
import { printCard } from "@/lib/eleusis/cards";
import type { Call, EventInput, RoundAction, RoundDraft, RoundState, RoundView } from "@/lib/eleusis/new-eleusis";
import { NE, currentRule, overCopies, preview, refusal } from "@/lib/eleusis/new-eleusis";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { judgeFor } from "./client-game";
import { Keypad } from "./Keypad";

/**
 * Entering one play of New Eleusis: a sequence of 1–4 cards or a "no play" hand, built in the
 * round's draft (so a reload keeps it). With a prophet in office the prophet's call comes first;
 * a human dealer then sees privately, by press-and-hold, whether to approve it, says so aloud,
 * and only then is the play entered and its verdict shown to all. A robot dealer approves openly.
 */
export function NewPlayEntry({
  lang,
  round,
  view,
  names,
  ready,
  act,
}: {
  lang: Locale;
  round: RoundState;
  view: RoundView;
  names: readonly string[];
  ready: boolean;
  act: (a: RoundAction) => void;
}) {
  const n = newEleusisDict[lang];
  const [refused, setRefused] = useState<string | null>(null);
  const toPlay = view.toPlay;
  const seat = toPlay === null ? undefined : view.seats[toPlay];
  if (toPlay === null || !seat) return null;

  const draft: RoundDraft | null = round.draft && round.draft.seat === toPlay ? round.draft : null;
  const kind = draft?.kind ?? "play";
  const cards = draft?.cards ?? [];
  const privateApproval = view.prophet !== null && round.dealer !== null;
  const call: Call | null = privateApproval ? (draft?.call ?? null) : null;
  const setDraft = (d: RoundDraft | null) => act({ type: "draft", draft: d });
  const input = (c: Call | null): EventInput =>
    kind === "noPlay" ? { type: "noPlay", seat: toPlay, hand: cards, call: c } : { type: "play", seat: toPlay, cards, call: c };

  const submit = (c: Call | null) => {
    const why = refusal(round, view, input(c));
    if (why) {
      setRefused(n.refusal[why]);
      return;
    }
    act(input(c));
    setRefused(null);
  };
  /** The prophet's call, kept in the draft until the dealer has looked and said it aloud. */
  const giveCall = (c: Call) => {
    const why = refusal(round, view, input(c));
    if (why) {
      setRefused(n.refusal[why]);
      return;
    }
    setDraft({ seat: toPlay, kind, cards, call: c });
    setRefused(null);
  };
  const addCard = (card: Card): string | null => {
    if (kind === "play" && cards.length >= NE.maxSequence) return n.refusal["sequence-too-long"];
    if (kind === "noPlay" && cards.length >= seat.hand) return n.refusal["hand-size"];
    if (overCopies(view, [...cards, card])) return n.refusal["too-many-copies"];
    setDraft({ seat: toPlay, kind, cards: [...cards, card], call: null });
    setRefused(null);
    return null;
  };
  // The rule is sealed at rest: the dealer's preview judges with the copy this page opened (lib/eleusis/vault.ts).
  const rule = currentRule(openDeal(round, ruleVault.source) ?? round);
  const judge = rule?.text !== undefined ? judgeFor(rule.text) : null;
  const approval = call && judge ? preview(round, input(call), judge) : null;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-bold" data-testid="to-play">
        {n.toPlay}: {names[toPlay]} · {n.cards(seat.hand)}
      </p>
      {kind === "noPlay" ? <p className="font-semibold">{n.noPlayStart}</p> : null}
      <div className="flex min-h-14 flex-wrap items-center gap-1" aria-live="polite" data-testid="ne-pending">
        <span className="text-sm">{kind === "noPlay" ? n.noPlayHand(cards.length, seat.hand) : n.pending}:</span>
        {cards.map((c, k) => (
          <CardTile key={k} rank={c.rank} suit={c.suit} size="sm" label={printCard(c)} />
        ))}
      </div>
      {call === null ? <Keypad lang={lang} disabled={!ready} label={kind === "noPlay" ? n.noPlay : n.play} onCard={addCard} /> : null}
      {refused ? (
        <p role="alert" className="rounded-lg border-2 border-bad px-3 py-2 font-semibold text-bad dark:text-red-400">
          {refused}
        </p>
      ) : null}
      {call !== null ? (
        <section aria-labelledby="ne-approval" className="flex flex-col gap-2" data-testid="ne-approval">
          <h3 id="ne-approval" className="text-xl font-bold">
            {n.callGiven(names[view.prophet?.seat ?? 0] ?? "", call === "right" ? n.right : n.wrong)}
          </h3>
          <HoldToSee holdLabel={n.approvalHold} hint={n.approvalHint} showLabel={n.approvalShow} hideLabel={n.approvalHide}>
            {approval ? (
              <p className="flex flex-col gap-1" data-approve={approval.approve ? "yes" : "no"}>
                <span className="text-3xl font-black uppercase">{approval.approve ? n.approve : n.disapprove}</span>
                <span>{approval.approve ? n.approveDetail : n.disapproveDetail}</span>
              </p>
            ) : (
              <span>…</span>
            )}
          </HoldToSee>
          <Button disabled={!ready} onClick={() => submit(call)}>
            {n.approvalAnnounced}
          </Button>
          <Button variant="secondary" onClick={() => setDraft({ seat: toPlay, kind, cards, call: null })}>
            {n.changeCall}
          </Button>
        </section>
      ) : view.prophet ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{n.prophetCall}</p>
          <div className="grid grid-cols-2 gap-2">
            <Button disabled={!ready} onClick={() => (privateApproval ? giveCall("right") : submit("right"))}>
              {n.callRight}
            </Button>
            <Button disabled={!ready} onClick={() => (privateApproval ? giveCall("wrong") : submit("wrong"))}>
              {n.callWrong}
            </Button>
          </div>
        </div>
      ) : (
        <Button disabled={!ready} onClick={() => submit(null)}>
          {kind === "noPlay" ? n.noPlayCheck : n.judgePlay(Math.max(1, cards.length))}
        </Button>
      )}
      {call === null ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => {
              setDraft(kind === "noPlay" ? null : { seat: toPlay, kind: "noPlay", cards: [], call: null });
              setRefused(null);
            }}
          >
            {kind === "noPlay" ? n.noPlayCancel : n.noPlay}
          </Button>
          {cards.length > 0 ? (
            <Button variant="secondary" disabled={!ready} onClick={() => setDraft({ seat: toPlay, kind, cards: [], call: null })}>
              {n.clearPlay}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

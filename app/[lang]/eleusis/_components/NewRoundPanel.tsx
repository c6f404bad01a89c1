"use client";

import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { Card } from "@/lib/eleusis/cards";
import { printCard } from "@/lib/eleusis/cards";
import { newRoundLayout } from "@/lib/eleusis/guess/layout";
import type { RoundAction, RoundState } from "@/lib/eleusis/new-eleusis";
import { currentRule, prophetRefusal, replay } from "@/lib/eleusis/new-eleusis";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { useRulesReady, useSealed } from "./client-game";
import { GuessButton } from "./GuessButton";
import { StarterStep } from "./Keypad";
import { FinalVerdict, LastVerdict, useVerdictBuzz, VibrateSwitch } from "./LastVerdict";
import { NewPlayEntry } from "./NewPlayEntry";
import { NewRoundEnd } from "./NewRoundEnd";
import { NewRoundLayout } from "./NewRoundLayout";
import { RuleLocked } from "./RuleLocked";
import { SealBadge } from "./SealBadge";
import type { RuleAccess } from "./client-game";
import { useMoveHere } from "@/app/_components/useMoveHere";

// Needed only at the end of a round or by the dealer: loaded when first shown.
const RevealView = dynamic(() => import("./RevealView").then((m) => m.RevealView), { ssr: false });
const SetPin = dynamic(() => import("./SetPin").then((m) => m.SetPin), { ssr: false });
const DealerTools = dynamic(() => import("./DealerTools").then((m) => m.DealerTools), { ssr: false });

const cardsText = (cards: readonly Card[]) => cards.map((c) => printCard(c)).join(" ");

/** One round of New Eleusis on the judge panel (docs/new-eleusis.md). */
export function NewRoundPanel({
  lang,
  state,
  round,
  dispatch,
  access = "open",
}: {
  lang: Locale;
  state: EleusisState;
  round: RoundState;
  dispatch: (a: EleusisAction) => void;
  /** Whether this page holds the sealed rule: anything else shows the round read-only (RuleLocked). */
  access?: RuleAccess;
}) {
  const t = eleusisDict[lang];
  const n = newEleusisDict[lang];
  const judging = access === "open";
  const ready = useRulesReady() && judging;
  const view = useMemo(() => replay(round), [round]);
  const [guessing, setGuessing] = useState(false);
  // The public layout is built only while the guess tester is open (it is all it is for).
  const publicLayout = useMemo(() => (guessing ? newRoundLayout(round.events, view) : null), [guessing, round.events, view]);
  const [disagreement, setDisagreement] = useState<number | null>(null);
  const toggleGuess = useCallback(() => {
    setDisagreement(null);
    setGuessing((open) => !open);
  }, []);
  // A refused declaration, shown until the next entry.
  const [refusedAt, setRefused] = useState<{ text: string; at: number } | null>(null);
  const refused = refusedAt && refusedAt.at === round.events.length ? refusedAt.text : null;
  const names = round.seats.map((p) => state.players[p] ?? "");
  const dealerName = round.dealer === null ? null : (state.players[round.dealer] ?? "");
  const act = useCallback((a: RoundAction) => dispatch({ type: "round", action: a }), [dispatch]);
  const sealed = useSealed(round);
  const revealed = round.revealedAt !== null;
  // The reveal takes the focus as it happens (the hand's end and scores stay in view above it).
  const revealSpot = useMoveHere<HTMLDivElement>(revealed ? "revealed" : "sealed", { scroll: false });
  const toPlay = view.toPlay;
  const lastIndex = round.events.length - 1;
  const last = round.events[lastIndex];
  const lastOutcome = view.outcomes[lastIndex] ?? null;
  const [vibrate, setVibrate] = useVerdictBuzz(last && last.type !== "prophet" && lastOutcome ? { id: last.id, ok: lastOutcome.ok } : null);

  const declare = () => {
    if (view.lastActor === null) return;
    const why = prophetRefusal(view, view.lastActor);
    if (why) setRefused({ text: n.refusal[why], at: round.events.length });
    else {
      act({ type: "prophet", seat: view.lastActor });
      setRefused(null);
    }
  };

  const lastName = last ? (names[last.seat] ?? "") : "";
  // The latest play's verdict, large: on the judge panel while the round goes on, and first at its end.
  const lastVerdict = (testId: string) =>
    last && last.type !== "prophet" && lastOutcome ? (
      <LastVerdict
        testId={testId}
        ok={lastOutcome.ok}
        word={lastOutcome.ok ? n.right : n.wrong}
        detail={
          last.type === "play"
            ? n.playedCards(lastName, cardsText(last.cards))
            : lastOutcome.ok
              ? n.noPlayRight(lastName, view.seats[last.seat]?.hand ?? 0)
              : n.noPlayWrong(lastName, lastOutcome.placed ? printCard(lastOutcome.placed) : "")
        }
      >
        <ul className="font-semibold">
          {lastOutcome.approved === true ? <li>{n.approved}</li> : null}
          {lastOutcome.overthrown ? <li data-testid="ne-overthrown">{n.overthrown(names[view.prophets[view.prophets.length - 1]?.seat ?? 0] ?? "")}</li> : null}
          {lastOutcome.expelled ? <li data-testid="ne-expelled">{n.expelled(lastName)}</li> : null}
          {lastOutcome.penalty > 0 ? <li>{n.penalty(lastOutcome.penalty)}</li> : !lastOutcome.ok && !lastOutcome.expelled ? <li>{n.noPenalty}</li> : null}
        </ul>
      </LastVerdict>
    ) : null;
  // A round already over when opened (a reload) is not scrolled to; once it goes on, its end is.
  const [openedEnded, setOpenedEnded] = useState(view.end !== null);
  if (openedEnded && view.end === null) setOpenedEnded(false);

  return (
    <div className="flex flex-col gap-5" data-variant="new">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          {n.variantBadge} · {t.judge.deal(state.deals.length, state.players.length)}
        </h1>
        <p>{dealerName === null ? t.judge.robotDealer : t.judge.dealer(dealerName)}</p>
        <p className="text-sm">{n.deal(view.decks)}</p>
      </header>
      {!revealed && currentRule(round) ? <SealBadge lang={lang} hash={currentRule(round)?.hash ?? ""} variant="new" /> : null}

      {access === "pin" || access === "lost" ? <RuleLocked lang={lang} deal={round} status={access} /> : null}

      {!round.starter && (judging || access === "opening") ? (
        <StarterStep
          lang={lang}
          ready={ready}
          onCard={(card) => {
            act({ type: "setStarter", card });
            return null;
          }}
        />
      ) : null}

      {round.starter && !view.end && (judging || access === "opening") ? (
        <section className="flex flex-col gap-3" aria-labelledby="ne-judge-title">
          <h2 id="ne-judge-title" className="text-xl font-bold">
            {n.played(view.played)}
          </h2>
          <p role="status" className="flex flex-wrap gap-x-4" data-testid="ne-status">
            {view.prophet ? <span data-testid="ne-prophet">{n.prophetNow(names[view.prophet.seat] ?? "")}</span> : null}
            {view.suddenDeath ? <strong data-testid="ne-sudden-death">{n.suddenDeath}</strong> : null}
            <span>{n.stock(view.stock, view.decks)}</span>
          </p>
          {round.events.length === 0 && toPlay !== null ? <p>{n.firstToPlay(names[toPlay] ?? "")}</p> : null}
          {lastVerdict("ne-outcome")}
          {view.lastActor !== null && !view.prophet ? (
            <Button variant="secondary" disabled={!ready} onClick={declare}>
              {n.becomeProphet(names[view.lastActor] ?? "")}
            </Button>
          ) : null}
          {refused ? (
            <p role="alert" className="rounded-lg border-2 border-bad px-3 py-2 font-semibold text-bad dark:text-red-400">
              {refused}
            </p>
          ) : null}
          <NewPlayEntry key={toPlay ?? -1} lang={lang} round={round} view={view} names={names} ready={ready} act={act} />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" disabled={!ready || round.events.length === 0} onClick={() => act({ type: "undo" })}>
              {n.undo}
            </Button>
            <VibrateSwitch label={t.judge.vibrate} on={vibrate} onChange={setVibrate} />
          </div>
        </section>
      ) : null}

      {round.starter && view.end && !revealed && judging && lastVerdict("ne-final-outcome") ? (
        // The play that ended the round: its verdict first, with Undo, then the end (as in the classic variant).
        <FinalVerdict title={n.lastPlay} move={!openedEnded}>
          {lastVerdict("ne-final-outcome")}
          <div>
            <Button variant="secondary" disabled={!ready} onClick={() => act({ type: "undo" })}>
              {n.undo}
            </Button>
          </div>
        </FinalVerdict>
      ) : null}
      <NewRoundEnd lang={lang} round={round} view={view} names={names} dealerName={dealerName} onReveal={judging ? () => act({ type: "reveal", at: Date.now() }) : null} />
      {revealed ? (
        <div ref={revealSpot} tabIndex={-1} className="outline-none">
          <RevealView lang={lang} hand={round} variant="new" />
        </div>
      ) : null}
      <NewRoundLayout lang={lang} round={round} view={view} names={names} highlight={disagreement} onDelete={(index) => act({ type: "deleteEvent", index })} onEdit={(index, event) => act({ type: "editEvent", index, event })} locked={revealed || !judging} ready={ready} />
      {round.starter ? <GuessButton lang={lang} layout={publicLayout} onToggle={toggleGuess} onDisagreement={setDisagreement} /> : null}
      {/* The dealer's peek, rule change and PIN, as in a classic hand (docs/secrets.md). */}
      {round.dealer !== null && !revealed && judging ? <DealerTools lang={lang} deal={sealed} dispatch={act} /> : null}
      {round.dealer !== null && !revealed && judging && round.lock?.kind === "device" ? <SetPin lang={lang} deal={sealed} dispatch={dispatch} /> : null}
    </div>
  );
}

"use client";

import { memo, useCallback, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/app/_components/Button";
import type { Card } from "@/lib/eleusis/cards";
import { printCard } from "@/lib/eleusis/cards";
import type { HandAction, HandState } from "@/lib/eleusis/judge";
import { currentRule, refusal, replay, starterRefusal } from "@/lib/eleusis/judge";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { CardTile } from "@/app/_components/CardTile";
import { classicLayout } from "@/lib/eleusis/guess/layout";
import { EndPanel } from "./EndPanel";
import { GuessButton } from "./GuessButton";
import { useRulesReady, useSealed } from "./client-game";
import { Keypad, StarterStep } from "./Keypad";
import { FinalVerdict, LastVerdict, useVerdictBuzz, VibrateSwitch } from "./LastVerdict";
import { LayoutView } from "./LayoutView";
import { PlayList } from "./PlayList";
import { SealBadge } from "./SealBadge";
import { RuleLocked } from "./RuleLocked";
import { SeatsPanel } from "./SeatsPanel";
import type { RuleAccess } from "./client-game";
import { useMoveHere } from "@/app/_components/useMoveHere";

// Needed only at the end of a hand or by the dealer: loaded when first shown.
const RevealView = dynamic(() => import("./RevealView").then((m) => m.RevealView), { ssr: false });
const SetPin = dynamic(() => import("./SetPin").then((m) => m.SetPin), { ssr: false });
const DealerTools = dynamic(() => import("./DealerTools").then((m) => m.DealerTools), { ssr: false });
/** One hand: starter, two-tap judging, verdict, players, corrections, end, reveal. */
export function HandPanel({
  lang,
  state,
  hand,
  dispatch,
  access = "open",
}: {
  lang: Locale;
  state: EleusisState;
  hand: HandState;
  dispatch: (a: EleusisAction) => void;
  /** Whether this page holds the sealed rule: anything else shows the hand read-only (RuleLocked). */
  access?: RuleAccess;
}) {
  const t = eleusisDict[lang];
  const view = useMemo(() => replay(hand), [hand]);
  // Every step brings a new copy of the whole game (the store checks it against the schema): the
  // parts below that only some steps change are kept by value, so what they feed is not drawn again.
  const namesKey = JSON.stringify(hand.seats.map((p) => state.players[p] ?? ""));
  const names = useMemo(() => JSON.parse(namesKey) as string[], [namesKey]);
  const sealed = useSealed(hand);
  const [guessing, setGuessing] = useState(false);
  // The public layout is built only while the guess tester is open (it is all it is for).
  const publicLayout = useMemo(() => (guessing ? classicLayout(hand) : null), [guessing, hand]);
  const [disagreement, setDisagreement] = useState<number | null>(null);
  const toggleGuess = useCallback(() => {
    setDisagreement(null);
    setGuessing((open) => !open);
  }, []);
  const dealerName = hand.dealer === null ? null : (state.players[hand.dealer] ?? "");
  // while a refusal is on screen the last verdict is not the news: it is dimmed and labelled as the previous one
  const [refusing, setRefusing] = useState(false);
  const judging = access === "open";
  const ready = useRulesReady() && judging;
  const act = useCallback((a: HandAction) => dispatch({ type: "hand", action: a }), [dispatch]);
  const revealed = hand.revealedAt !== null;
  const lastPlay = hand.plays[hand.plays.length - 1];
  const toPlay = view.toPlay;
  const seat = toPlay === null ? undefined : view.seats[toPlay];
  // A hand already over when opened (a reload) is not scrolled to; once it goes on, its end is.
  const [openedEnded, setOpenedEnded] = useState(view.end !== null);
  if (openedEnded && view.end === null) setOpenedEnded(false);

  const play = (card: Card, source: "hand" | "error"): string | null => {
    if (toPlay === null) return t.refusal["hand-ended"];
    const input = { seat: toPlay, card, source };
    const why = refusal(hand, view, input);
    if (why) return t.refusal[why];
    act({ type: "play", ...input });
    return null;
  };

  const [vibrate, setVibrate] = useVerdictBuzz(lastPlay ? { id: lastPlay.id, ok: lastPlay.ok } : null);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          {t.title} · {t.judge.deal(state.deals.length, state.players.length)}
        </h1>
        <p>{dealerName === null ? t.judge.robotDealer : t.judge.dealer(dealerName)}</p>
      </header>
      {!revealed && currentRule(hand) ? <SealBadge lang={lang} hash={currentRule(hand)?.hash ?? ""} /> : null}

      {access === "pin" || access === "lost" ? <RuleLocked lang={lang} deal={hand} status={access} /> : null}

      {!hand.starter && (judging || access === "opening") ? (
        <StarterStep
          lang={lang}
          ready={ready}
          onCard={(card) => {
            const why = starterRefusal(hand.hands, card);
            if (why) return t.refusal[why];
            act({ type: "setStarter", card });
            return null;
          }}
        />
      ) : null}

      {hand.starter && !view.end && (judging || access === "opening") ? (
        <section className="flex flex-col gap-3" aria-labelledby="judge-title">
          <h2 id="judge-title" className="text-xl font-bold">
            {view.phase === 1 ? t.judge.phase1 : t.judge.phase2}
          </h2>
          {view.phase1 ? (
            <p role="status" data-testid="phase2-note">
              {view.phase1.dealerScore === null ? t.judge.phase1EndedRobot : t.judge.phase1Ended(view.phase1.dealerScore)}
            </p>
          ) : null}
          {lastPlay ? <LastVerdict testId="last-verdict" ok={lastPlay.ok} word={lastPlay.ok ? t.judge.right : t.judge.wrong} detail={t.judge.played(names[lastPlay.seat] ?? "", printCard(lastPlay.card))} previous={refusing ? t.judge.previousVerdict : null} /> : null}
          {toPlay !== null && seat ? (
            <div className="flex flex-col gap-2">
              <p className="text-2xl font-bold" data-testid="to-play">
                {t.judge.toPlay}: {names[toPlay]}
              </p>
              {seat.hand > 0 ? (
                <Keypad lang={lang} disabled={!ready} label={t.judge.toPlay} onCard={(card) => play(card, "hand")} onRefusal={setRefusing} />
              ) : (
                <div className="flex flex-col gap-2">
                  <p>{t.judge.fromError(names[toPlay] ?? "")}</p>
                  <div className="flex flex-wrap gap-2">
                    {seat.errors.map((c, k) => (
                      <button key={k} type="button" disabled={!ready} onClick={() => play(c, "error")} aria-label={printCard(c)} className="rounded-lg p-1">
                        <CardTile rank={c.rank} suit={c.suit} size="lg" />
                      </button>
                    ))}
                  </div>
                </div>
              )}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" disabled={!ready || hand.plays.length === 0} onClick={() => act({ type: "undoPlay" })}>
              {t.judge.undo}
            </Button>
            <VibrateSwitch label={t.judge.vibrate} on={vibrate} onChange={setVibrate} />
          </div>
        </section>
      ) : null}

      {hand.starter && view.end && lastPlay && !revealed && judging ? (
        // The card that ended the hand (or the last error card of phase 2): its verdict first, then the end.
        <FinalVerdict title={t.end.lastCard} move={!openedEnded}>
          <LastVerdict testId="final-card" ok={lastPlay.ok} word={lastPlay.ok ? t.judge.right : t.judge.wrong} detail={t.judge.played(names[lastPlay.seat] ?? "", printCard(lastPlay.card))} />
          <div>
            <Button variant="secondary" disabled={!ready} onClick={() => act({ type: "undoPlay" })}>
              {t.judge.undo}
            </Button>
          </div>
        </FinalVerdict>
      ) : null}
      {view.end ? <EndPanel lang={lang} hand={hand} view={view} names={names} dealerName={dealerName} dispatch={act} readOnly={!judging} /> : null}
      <RevealSpot lang={lang} hand={revealed ? hand : null} />

      {hand.lastChanges.length > 0 || view.flags.length > 0 ? (
        <section className="flex flex-col gap-1 rounded-xl border-2 border-stone-400 p-3" role="status" data-testid="changes">
          {hand.lastChanges.length > 0 ? (
            <>
              <h2 className="font-bold">{t.plays.changes}</h2>
              <ul>
                {hand.lastChanges.map((c) => (
                  <li key={c.id}>{c.ok ? t.plays.nowRight(c.index + 1) : t.plays.nowWrong(c.index + 1)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {view.flags.length > 0 ? (
            <>
              <h2 className="font-bold text-bad">{t.plays.flagged}</h2>
              <ul>
                {view.flags.map((f) => (
                  <li key={f.index}>{t.plays.flaggedItem(f.index + 1, t.flag[f.flag])}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {hand.starter ? <SeatsPanel lang={lang} view={view} names={names} dispatch={act} locked={revealed || !judging} /> : null}
      <LayoutView lang={lang} view={view} names={names} highlight={disagreement} />
      {hand.starter ? <GuessButton lang={lang} layout={publicLayout} onToggle={toggleGuess} onDisagreement={setDisagreement} /> : null}
      {hand.starter ? <PlayList lang={lang} hand={hand} view={view} names={names} dispatch={act} readOnly={!judging} /> : null}
      {hand.dealer !== null && !revealed && judging ? <DealerTools lang={lang} deal={sealed} dispatch={act} /> : null}
      {hand.dealer !== null && !revealed && judging && hand.lock?.kind === "device" ? <SetPin lang={lang} deal={sealed} dispatch={dispatch} /> : null}
    </div>
  );
}

/** The reveal, which takes the focus as it happens (the hand's end and scores stay in view above it). */
function RevealSpotView({ lang, hand }: { lang: Locale; hand: HandState | null }) {
  const spot = useMoveHere<HTMLDivElement>(hand ? "revealed" : "sealed", { scroll: false });
  return hand ? (
    <div ref={spot} tabIndex={-1} className="outline-none">
      <RevealView lang={lang} hand={hand} />
    </div>
  ) : null;
}

const RevealSpot = memo(RevealSpotView);

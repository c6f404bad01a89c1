"use client";

import dynamic from "next/dynamic";
import { Button } from "@/app/_components/Button";
import { useMoveHere } from "@/app/_components/useMoveHere";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { revealedCoins } from "@/lib/pechenka/session";
import type { PechenkaDict } from "@/lib/i18n/dict/pechenka";
import type { UndoStep } from "@/lib/pechenka/undo";
import { undoStep } from "@/lib/pechenka/undo";

/** The Undo button's words: what it will take back, e.g. "Undo: Kim's code marked as shown". */
function describeUndo(t: PechenkaDict["undo"], players: string[], step: UndoStep): string {
  const name = (seat: number | null) => (seat === null ? "" : (players[seat] ?? ""));
  switch (step.kind) {
    case "shown":
      return t.shown(name(step.seat));
    case "mode":
      return t.mode;
    case "hostSeat":
      return t.hostSeat;
    case "start":
      return t.start;
    case "firstSeat":
      return t.firstSeat(name(step.seat));
    case "endRound":
      return t.endRound(step.round + 1);
    case "entry":
      return step.seat === null ? t.entryAll : t.entry(name(step.seat));
    case "reveal":
      return t.reveal(step.round + 1);
    case "reopen":
      return t.reopen(step.round + 1);
    case "nextRound":
      return t.nextRound(step.round + 1);
    case "finish":
      return t.finish;
    case "fix":
      return t.fix(step.round + 1);
    case "other":
      return t.other;
  }
}

// Each stage loads on demand: the page's first load stays close to the blank app's.
const Handout = dynamic(() => import("./Handout").then((m) => m.Handout));
const RoundView = dynamic(() => import("./RoundView").then((m) => m.RoundView));
const RoundSummary = dynamic(() => import("./RoundSummary").then((m) => m.RoundSummary));
const Standings = dynamic(() => import("./Standings").then((m) => m.Standings));
const FixRound = dynamic(() => import("./FixRound").then((m) => m.FixRound));

/** The host's whole game, driven by the stored state. */
export function PechenkaHost({
  lang,
  state,
  dispatch,
  undo,
  previous,
}: {
  lang: Locale;
  state: PechenkaState;
  dispatch: (a: PechenkaAction) => void;
  undo: () => void;
  /** The state Undo would bring back, if any. */
  previous: PechenkaState | undefined;
}) {
  const d = pechenkaDict[lang];
  const undoLabel = previous === undefined ? d.round.undo : describeUndo(d.undo, state.players, undoStep(previous, state));
  // Round 1 after the handout, and the final standings after the last round, start at the top.
  const top = useMoveHere<HTMLHeadingElement>(!state.started ? "handout" : state.finished ? "end" : "rounds");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 ref={top} tabIndex={-1} className="mr-auto scroll-mt-2 text-3xl font-extrabold outline-none">{d.title}</h1>
        <Button variant="secondary" disabled={previous === undefined} onClick={undo}>
          {undoLabel}
        </Button>
      </div>
      {!state.started ? (
        <Handout lang={lang} state={state} dispatch={dispatch} />
      ) : state.finished ? (
        <>
          <Standings lang={lang} players={state.players} coins={revealedCoins(state)} finished />
          {state.rounds.map((_, r) => (
            <div key={r} className="flex flex-col gap-2">
              <RoundSummary lang={lang} state={state} round={r} />
              <FixRound lang={lang} state={state} round={r} dispatch={dispatch} />
            </div>
          ))}
        </>
      ) : (
        <RoundView lang={lang} state={state} dispatch={dispatch} />
      )}
    </div>
  );
}

"use client";

import dynamic from "next/dynamic";
import { Button } from "@/app/_components/Button";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { revealedCoins } from "@/lib/pechenka/session";

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
  canUndo,
}: {
  lang: Locale;
  state: PechenkaState;
  dispatch: (a: PechenkaAction) => void;
  undo: () => void;
  canUndo: boolean;
}) {
  const d = pechenkaDict[lang];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-3xl font-extrabold">{d.title}</h1>
        <Button variant="secondary" disabled={!canUndo} onClick={undo}>
          {d.round.undo}
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

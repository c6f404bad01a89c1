"use client";

import dynamic from "next/dynamic";
import { Button } from "@/app/_components/Button";
import { memo, useCallback, useMemo, useState } from "react";
import { useMoveHere } from "@/app/_components/useMoveHere";
import { cakeGame, scoreDrafts } from "@/lib/cake/session";
import type { CakeAction, CakeState } from "@/lib/cake/session";
import { cake } from "@/lib/i18n/dict/cake/client";
import type { Locale } from "@/lib/i18n/locales";
import { EntryForm } from "./EntryForm";
import { KeepAwake } from "@/app/_components/store/KeepAwake";
import { CakeGate } from "./CakeGate";
import { HandoverButton } from "@/app/_components/handover/HandoverButton";
import { ResultShare } from "@/app/_components/result/ResultShare";
import { useGameSession, preloadGameSession } from "@/app/_components/store/useGameSession";
import { commaList } from "@/lib/i18n/list";

// The store loads as this module runs: CakeSession loads this module for a page opened with an id.
preloadGameSession();

// Screens that are not the first one shown load on demand, so the play page stays light.
const ResultView = dynamic(() => import("./ResultView").then((m) => m.ResultView));
const RoundHelper = dynamic(() => import("./RoundHelper").then((m) => m.RoundHelper));
const SeriesView = dynamic(() => import("./SeriesView").then((m) => m.SeriesView));
const RecoveryScreen = dynamic(() => import("@/app/_components/store/RecoveryScreen").then((m) => m.RecoveryScreen));
const SessionNotices = dynamic(() => import("@/app/_components/store/RecoveryScreen").then((m) => m.SessionNotices));

type View = "helper" | "count" | "series";

/**
 * One stored Piece of Cake series (`?id=`): round helper, end-of-game entry or result, series
 * standings. Loaded by CakeSession only for a page opened with an id (keeps the first load small).
 */
export function CakeGame({ lang, id }: { lang: Locale; id: string }) {
  const t = cake[lang];
  const session = useGameSession<CakeState, CakeAction>(cakeGame, id);
  const [view, setView] = useState<View>("count");
  const [selected, setSelected] = useState<number | null>(null);
  // After a step that changes what the screen shows (a result, the next game, an earlier game) the
  // game's line comes to the top and takes the focus: the screen was left where the button had been.
  const [step, setStep] = useState(0);
  const moveTo = useCallback((v: View, game: number | null | "same" = "same") => {
    setStep((s) => s + 1);
    setView(v);
    if (game !== "same") setSelected(game);
  }, []);
  // Stable across steps, so the parts of the form a count does not change are not drawn again: the
  // players by value (every step brings a new copy of the game), the dispatch by the store's.
  const playersKey = JSON.stringify("state" in session ? session.state.players : []);
  const players = useMemo(() => JSON.parse(playersKey) as string[], [playersKey]);
  const dispatch = "dispatch" in session ? session.dispatch : null;
  const act = useCallback((a: CakeAction) => {
    dispatch?.(a);
    if (a.type === "next-game") moveTo("count", null);
    else if (a.type === "finish" || a.type === "reopen") moveTo("count");
  }, [dispatch, moveTo]);

  // Until the stored game is here: "loading", or the "no such game" message.
  if (session.status === "loading" || session.status === "missing")
    return <CakeGate lang={lang} id={id} missing={session.status === "missing"} />;
  if (session.status === "damaged") return <RecoveryScreen lang={lang} def={cakeGame} id={id} problem={session.problem} />;

  const { state } = session;
  const last = state.games.length - 1;
  const gameIndex = selected !== null && selected <= last ? selected : last;
  const game = state.games[gameIndex];
  if (!game) return null;
  const scored = game.finished ? scoreDrafts(game, state.tieRule) : null;
  const hasSeries = state.games.some((g) => g.finished);
  const tabs: { id: View; label: string }[] = [
    { id: "helper", label: t.tabs.helper },
    { id: "count", label: game.finished ? t.tabs.result : t.tabs.entry },
    ...(hasSeries ? [{ id: "series" as const, label: t.tabs.series }] : []),
  ];
  const shown = view === "series" && !hasSeries ? "count" : view;
  return (
    <div className="flex flex-col gap-4">
      <GameLine lang={lang} step={step} gameIndex={gameIndex} players={players} />
      {gameIndex !== last ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-amber-600 p-2">
          <p className="flex-1">{t.session.earlier(gameIndex + 1)}</p>
          <Button variant="secondary" onClick={() => moveTo(view, null)}>
            {t.session.backToCurrent(last + 1)}
          </Button>
        </div>
      ) : null}
      {session.notices ? <SessionNotices lang={lang} view={session} /> : null}
      <nav aria-label={t.tabs.label} className="flex flex-wrap gap-1 border-b border-stone-300 dark:border-stone-600">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            aria-current={shown === tab.id ? "page" : undefined}
            onClick={() => setView(tab.id)}
            className={`min-h-11 rounded-t-xl px-3 font-semibold ${shown === tab.id ? "bg-accent-700 text-white" : "text-stone-800 dark:text-stone-200"}`}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <div inert={session.status === "read-only"} className="contents">
      {shown === "helper" ? (
        <RoundHelper t={t.helper} players={state.players} game={game} gameIndex={gameIndex} dispatch={act} onCount={() => setView("count")} />
      ) : null}
      {shown === "count" && scored?.ok ? (
        <>
          <ResultView lang={lang} t={t.result} players={state.players} result={scored.value} gameIndex={gameIndex} isLast={gameIndex === last} dispatch={act} />
          <ResultShare lang={lang} record={session.session.record} pick={{ game: gameIndex + 1 }} />
        </>
      ) : null}
      {shown === "count" && !scored?.ok ? <EntryForm lang={lang} id={id} t={t.entry} players={players} game={game} gameIndex={gameIndex} dispatch={act} /> : null}
      {shown === "series" ? <SeriesView
          lang={lang}
          t={t.series}
          playerLabel={t.result.player}
          state={state}
          onOpenGame={(g) => moveTo("count", g)}
        /> : null}
      {shown === "series" && state.games.filter((g) => g.finished).length >= 2 ? (
        <ResultShare lang={lang} record={session.session.record} pick={{ series: true }} />
      ) : null}
      {session.canUndo ? (
        <div>
          <button type="button" onClick={session.undo} className="min-h-11 underline">
            ↶ {t.session.undo}
          </button>
        </div>
      ) : null}
      <HandoverButton lang={lang} subscribe={session.subscribe} snapshot={session.getSnapshot} handedOver={session.handedOver} onHandedOver={session.markHandedOver} />
      </div>
      <KeepAwake />
    </div>
  );
}

/**
 * The game's line. After a step that changes what the screen shows (a result, the next game, an
 * earlier game: `step`) it comes to the top and takes the focus: the screen was left where the button had been.
 */
function GameLineView({ lang, step, gameIndex, players }: { lang: Locale; step: number; gameIndex: number; players: readonly string[] }) {
  const ref = useMoveHere<HTMLParagraphElement>(String(step));
  return (
    <p ref={ref} tabIndex={-1} className="scroll-mt-2 text-lg font-semibold">
      {cake[lang].session.game(gameIndex + 1)} · {commaList(lang, players)}
    </p>
  );
}

const GameLine = memo(GameLineView);

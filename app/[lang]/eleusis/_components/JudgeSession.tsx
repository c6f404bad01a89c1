"use client";

import dynamic from "next/dynamic";
import { memo, useMemo } from "react";
import { KeepAwake } from "@/app/_components/store/KeepAwake";
import { RecoveryScreen, SessionNotices } from "@/app/_components/store/RecoveryScreen";
import { SessionGate } from "@/app/_components/store/SessionGate";
import { useGameSession, preloadGameSession } from "@/app/_components/store/useGameSession";
import { judgeEnv, judgeGame, useRuleAccess } from "./client-game";
import { cycleComplete, dealScores } from "@/lib/eleusis/cycle";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { CycleTable } from "./CycleTable";
import { HandoverButton } from "@/app/_components/handover/HandoverButton";
import { ResultShare } from "@/app/_components/result/ResultShare";
import { isNewRound } from "@/lib/eleusis/session";
// Both panels come with this module (itself loaded only for a page opened with an id): a panel loaded
// on its own after the stored game arrived left the screen without its heading and judge meanwhile.
import { HandPanel } from "./HandPanel";
import { NewRoundPanel } from "./NewRoundPanel";

// The stored game's reader (schema, store) loads as this module runs: JudgeScreen loads it for an id.
preloadGameSession();

const NextDeal = dynamic(() => import("./NextDeal").then((m) => m.NextDeal), { ssr: false });

/**
 * The dealer's screen for one stored session (`?id=`): the current hand, then the next deal, and the
 * cycle. Loaded by JudgeScreen only for a page opened with an id (keeps the first load small).
 */
export function JudgeSession({ lang, id }: { lang: Locale; id: string }) {
  const t = eleusisDict[lang];
  const session = useGameSession(judgeGame, id, judgeEnv);

  switch (session.status) {
    case "loading":
    case "missing":
      return <SessionGate lang={lang} id={id} missing={session.status === "missing"} loading={t.loading} />;
    case "damaged":
      return <RecoveryScreen lang={lang} def={judgeGame} id={id} problem={session.problem} />;
    case "ready":
    case "read-only":
    case "locked":
      return (
        <>
          {session.notices ? <SessionNotices lang={lang} view={session} /> : null}
          <div inert={session.status === "read-only"} className="contents">
            <Session lang={lang} state={session.state} dispatch={session.dispatch} />
          </div>
          {cycleComplete(session.state) ? <ResultShare lang={lang} record={session.session.record} pick={{ whole: true }} /> : null}
          <HandoverButton lang={lang} subscribe={session.subscribe} snapshot={session.getSnapshot} handedOver={session.handedOver} onHandedOver={session.markHandedOver} />
          <KeepAwake />
        </>
      );
  }
}

/** The game under the store's notices: drawn again when the game changes, not when only its save does. */
function SessionView({
  lang,
  state,
  dispatch,
}: {
  lang: Locale;
  state: EleusisState;
  dispatch: (a: EleusisAction) => void;
}) {
  const last = state.deals[state.deals.length - 1];
  // While the sealed rule opens (or where it cannot), the deal stays on screen as it is, read-only.
  const access = useRuleAccess(state, dispatch);
  const canDeal = !!last && last.revealedAt !== null && state.deals.length < state.players.length;
  const cycleState = useCycleState(state);
  return (
    <div className="flex flex-col gap-6">
      {last && isNewRound(last) ? <NewRoundPanel key={state.deals.length} lang={lang} state={state} round={last} dispatch={dispatch} access={access} /> : null}
      {last && !isNewRound(last) ? <HandPanel key={state.deals.length} lang={lang} state={state} hand={last} dispatch={dispatch} access={access} /> : null}
      {canDeal && access === "open" && !cycleComplete(state) ? <NextDeal lang={lang} state={state} dispatch={dispatch} /> : null}
      <CycleTable lang={lang} state={cycleState} />
    </div>
  );
}

const Session = memo(SessionView);

/**
 * The state as the cycle table's inputs last changed (the players, each deal's dealer and scores,
 * whether the last one is revealed): a play that scores nothing does not draw the table again.
 */
function useCycleState(state: EleusisState): EleusisState {
  const key = JSON.stringify([state.players, state.robot, state.deals.map((d) => [d.dealer, d.revealedAt !== null, dealScores(d)])]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the table's inputs by value: each step copies the state
  return useMemo(() => state, [key]);
}

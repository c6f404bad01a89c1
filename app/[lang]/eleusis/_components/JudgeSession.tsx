"use client";

import dynamic from "next/dynamic";
import { KeepAwake } from "@/app/_components/store/KeepAwake";
import { RecoveryScreen, SessionNotices } from "@/app/_components/store/RecoveryScreen";
import { SessionGate } from "@/app/_components/store/SessionGate";
import { useGameSession, preloadGameSession } from "@/app/_components/store/useGameSession";
import { judgeEnv, judgeGame } from "./client-game";
import { cycleComplete } from "@/lib/eleusis/cycle";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { CycleTable } from "./CycleTable";
import { HandoverButton } from "@/app/_components/handover/HandoverButton";
import { ResultShare } from "@/app/_components/result/ResultShare";
import { isNewRound } from "@/lib/eleusis/session";
import { useRuleAccess } from "./use-rule-access";
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
          <SessionNotices lang={lang} view={session} />
          <div inert={session.status === "read-only"} className="contents">
            <Session lang={lang} state={session.state} dispatch={session.dispatch} />
          </div>
          {cycleComplete(session.state) ? <ResultShare lang={lang} record={session.session.record} pick={{ whole: true }} /> : null}
          <HandoverButton lang={lang} record={session.session.record} handedOver={session.handedOver} onHandedOver={session.markHandedOver} />
          <KeepAwake />
        </>
      );
  }
}

function Session({
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
  return (
    <div className="flex flex-col gap-6">
      {last && isNewRound(last) ? <NewRoundPanel key={state.deals.length} lang={lang} state={state} round={last} dispatch={dispatch} access={access} /> : null}
      {last && !isNewRound(last) ? <HandPanel key={state.deals.length} lang={lang} state={state} hand={last} dispatch={dispatch} access={access} /> : null}
      {canDeal && access === "open" && !cycleComplete(state) ? <NextDeal lang={lang} state={state} dispatch={dispatch} /> : null}
      <CycleTable lang={lang} state={state} />
    </div>
  );
}

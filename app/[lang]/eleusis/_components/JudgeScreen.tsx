"use client";

import { ButtonLink } from "@/app/_components/Button";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { cycleComplete, eleusisGame } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import type { Locale } from "@/lib/i18n/locales";
import { CycleTable } from "./CycleTable";
import { HandPanel } from "./HandPanel";
import { NextDeal } from "./NextDeal";
import { useGameSession, useQueryParam } from "./session-hooks";

/** The dealer's screen for one session (`?id=`): the current hand, then the next deal, and the cycle. */
export function JudgeScreen({ lang }: { lang: Locale }) {
  const t = eleusisDict[lang];
  const id = useQueryParam("id");
  const session = useGameSession(eleusisGame, id);

  switch (session.status) {
    case "loading":
      return <p role="status">{t.loading}</p>;
    case "missing":
      return (
        <div className="flex flex-col gap-3">
          <p>{t.missing}</p>
          <ButtonLink href={`/${lang}/eleusis`}>{t.setup.title}</ButtonLink>
        </div>
      );
    case "corrupt":
      return (
        <p role="alert" className="text-bad">
          {session.problem}
        </p>
      );
    case "ready":
      return <Session lang={lang} state={session.state} dispatch={session.dispatch} saveError={session.saveError} />;
  }
}

function Session({
  lang,
  state,
  dispatch,
  saveError,
}: {
  lang: Locale;
  state: EleusisState;
  dispatch: (a: EleusisAction) => void;
  saveError: string | null;
}) {
  const last = state.deals[state.deals.length - 1];
  const canDeal = !!last && last.revealedAt !== null && state.deals.length < state.players.length;
  return (
    <div className="flex flex-col gap-6">
      {saveError ? (
        <p role="alert" className="rounded-lg border-2 border-bad p-2 font-semibold text-bad">
          {eleusisDict[lang].setup.storageFailed} {saveError}
        </p>
      ) : null}
      {last ? <HandPanel key={state.deals.length} lang={lang} state={state} hand={last} dispatch={dispatch} /> : null}
      {canDeal && !cycleComplete(state) ? <NextDeal lang={lang} state={state} dispatch={dispatch} /> : null}
      <CycleTable lang={lang} state={state} />
    </div>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import type { Locale } from "@/lib/i18n/locales";
import type { RoundEntry } from "@/lib/pechenka/scoring";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { common } from "@/lib/i18n/dict/common/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { firstPlayer } from "@/lib/pechenka/cards";
import { playerCount } from "@/lib/pechenka/session";
import { resolveBlockedPair } from "@/lib/pechenka/scoring";
import { EntryForm } from "./EntryForm";

/** A finished round's entry fixed after the fact (a typo noticed later); saved only when valid. */
export function FixRound({ lang, state, round, dispatch }: { lang: Locale; state: PechenkaState; round: number; dispatch: (a: PechenkaAction) => void }) {
  const t = pechenkaDict[lang].summary;
  const [draft, setDraft] = useState<RoundEntry | null>(null);
  if (draft === null) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setDraft(state.rounds[round]?.entry.map((e) => ({ ...e })) ?? null)}>
          {t.fixRound(round + 1)}
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-stone-300 p-3 dark:border-stone-700">
      <EntryForm
        lang={lang}
        players={state.players}
        entry={draft}
        firstSeat={state.firstSeat === null ? 0 : firstPlayer(state.firstSeat, round, playerCount(state))}
        headingLevel={4}
        onEdit={(seat, patch) => setDraft(draft.map((e, k) => (k === seat ? { ...e, ...patch } : e)))}
        onAllKeptHill={() => setDraft(draft.map((e) => ({ ...e, hill: true })))}
        onResolve={(pair, first, went) => setDraft(resolveBlockedPair(draft, pair, first, went))}
        submitLabel={t.saveFix}
        onSubmit={() => {
          dispatch({ type: "fixRound", round, entry: draft });
          setDraft(null);
        }}
        onCancel={{ label: common[lang].dialog.cancel, run: () => setDraft(null) }}
      />
    </div>
  );
}

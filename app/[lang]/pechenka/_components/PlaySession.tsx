"use client";

import { useSearchParams } from "next/navigation";
import { KeepAwake } from "@/app/_components/store/KeepAwake";
import { MissingSession, RecoveryScreen, SessionNotices } from "@/app/_components/store/RecoveryScreen";
import { useGameSession, preloadGameSession } from "@/app/_components/store/useGameSession";
import type { Locale } from "@/lib/i18n/locales";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { pechenkaGame } from "@/lib/pechenka/session";
import { PechenkaHost } from "./PechenkaHost";
import { HandoverButton } from "@/app/_components/handover/HandoverButton";
import { ResultShare } from "@/app/_components/result/ResultShare";

// Opened with ?id=: the stored game's reader loads while the page hydrates.
preloadGameSession(pechenkaGame);

/** The stored game named by `?id=`, with the store's loading, missing and recovery screens. */
export function PlaySession({ lang }: { lang: Locale }) {
  const id = useSearchParams().get("id");
  const view = useGameSession(pechenkaGame, id);
  switch (view.status) {
    case "loading":
      return <p role="status">{pechenkaDict[lang].session.loading}</p>;
    case "missing":
      return <MissingSession lang={lang} />;
    case "corrupt":
      return <RecoveryScreen lang={lang} def={pechenkaGame} id={id ?? ""} problem={view.problem} />;
    case "ready":
      return (
        <>
          <KeepAwake />
          <SessionNotices lang={lang} conflict={view.conflict} saveError={view.saveError} onDismissConflict={view.dismissConflict} unsaved={view.unsaved} onRetry={view.retrySave} onDiscard={view.discardUnsaved} saving={view.saving} />
          <PechenkaHost lang={lang} state={view.state} dispatch={view.dispatch} undo={view.undo} previous={view.session.past.at(-1)} />
          {view.state.finished ? <ResultShare lang={lang} record={view.session.record} pick={{ whole: true }} /> : null}
          <HandoverButton lang={lang} record={view.session.record} handedOver={view.handedOver} onHandedOver={view.markHandedOver} />
        </>
      );
  }
}

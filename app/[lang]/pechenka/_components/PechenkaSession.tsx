"use client";

import { KeepAwake } from "@/app/_components/store/KeepAwake";
import { RecoveryScreen, SessionNotices } from "@/app/_components/store/RecoveryScreen";
import { SessionGate } from "@/app/_components/store/SessionGate";
import { useGameSession, preloadGameSession } from "@/app/_components/store/useGameSession";
import type { Locale } from "@/lib/i18n/locales";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { pechenkaGame } from "@/lib/pechenka/session";
import { PechenkaHost } from "./PechenkaHost";
import { HandoverButton } from "@/app/_components/handover/HandoverButton";
import { ResultShare } from "@/app/_components/result/ResultShare";

// The stored game's reader (schema, store) loads as this module runs: PlaySession loads it for an id.
preloadGameSession();

/**
 * The stored game named by `?id=`, with the store's loading, missing and recovery screens. Loaded by
 * PlaySession only for a page opened with an id (keeps the first load small).
 */
export function PechenkaSession({ lang, id }: { lang: Locale; id: string }) {
  const view = useGameSession(pechenkaGame, id);
  switch (view.status) {
    case "loading":
    case "missing":
      return <SessionGate lang={lang} id={id} missing={view.status === "missing"} loading={pechenkaDict[lang].session.loading} />;
    case "damaged":
      return <RecoveryScreen lang={lang} def={pechenkaGame} id={id} problem={view.problem} />;
    case "ready":
    case "read-only":
    case "locked":
      return (
        <>
          {view.notices ? <SessionNotices lang={lang} view={view} /> : null}
          <div inert={view.status === "read-only"} className="contents">
            <PechenkaHost lang={lang} state={view.state} dispatch={view.dispatch} undo={view.undo} previous={view.session.past.at(-1)} />
          </div>
          {view.state.finished ? <ResultShare lang={lang} record={view.session.record} pick={{ whole: true }} /> : null}
          <HandoverButton lang={lang} subscribe={view.subscribe} snapshot={view.getSnapshot} handedOver={view.handedOver} onHandedOver={view.markHandedOver} />
          <KeepAwake />
        </>
      );
  }
}

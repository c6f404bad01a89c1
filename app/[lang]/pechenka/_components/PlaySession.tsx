"use client";

import { Dictionaries } from "@/app/_components/Dictionaries";
import { SessionGate } from "@/app/_components/store/SessionGate";
import { SessionShell } from "@/app/_components/store/SessionShell";
import { lazyWithId, loadStoreModules, useSessionIdFromUrl } from "@/app/_components/store/session-id";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import type { Locale } from "@/lib/i18n/locales";

// The host's screen (the game's rules, the store, the handout) loads only for a page opened with
// ?id=, and then at once, while the page hydrates: without an id the page is its gate.
// The store's modules load beside it (their chunks would wait for the session's to run first).
const PechenkaSession = lazyWithId(() => import("./PechenkaSession"), (m) => m.PechenkaSession, loadStoreModules);

/**
 * The host's play screen (`?id=`): the stored game, or "no such game" without an id. The id is read
 * after hydration (not useSearchParams, which makes the whole screen client-rendered): the server
 * HTML carries "loading" and the "no such game" message, shown at first paint without ?id=.
 */
export function PlaySession({ lang }: { lang: Locale }) {
  const id = useSessionIdFromUrl();
  return (
    <SessionShell id={id} gate={<SessionGate lang={lang} id={id} missing={id === null} loading={pechenkaDict[lang].session.loading} />}>
      {(id) => (
        <Dictionaries lang={lang} areas={["common", "pechenka-card", "handover"]}>
          <PechenkaSession lang={lang} id={id} />
        </Dictionaries>
      )}
    </SessionShell>
  );
}

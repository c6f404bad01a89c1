"use client";

import { Dictionaries } from "@/app/_components/Dictionaries";
import { SessionGate } from "@/app/_components/store/SessionGate";
import { SessionShell } from "@/app/_components/store/SessionShell";
import { lazyWithId, loadStoreModules, useSessionIdFromUrl } from "@/app/_components/store/session-id";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

// The session screen (the game's rules, the store, the panels) loads only for a page opened with
// ?id=, and then at once, while the page hydrates: without an id the page is its gate.
// The store's modules load beside it (their chunks would wait for the session's to run first).
const JudgeSession = lazyWithId(() => import("./JudgeSession"), (m) => m.JudgeSession, loadStoreModules);

/** The dealer's screen (`?id=`): the stored session, or "no such game" without an id. */
export function JudgeScreen({ lang }: { lang: Locale }) {
  const id = useSessionIdFromUrl();
  return (
    <SessionShell id={id} gate={<SessionGate lang={lang} id={id} missing={id === null} loading={eleusisDict[lang].loading} />}>
      {(id) => (
        <Dictionaries lang={lang} areas={["common", "new-eleusis", "eleusis-guess", "handover", "rule-language", "eleusis-workshop", "eleusis-wording"]}>
          <JudgeSession lang={lang} id={id} />
        </Dictionaries>
      )}
    </SessionShell>
  );
}

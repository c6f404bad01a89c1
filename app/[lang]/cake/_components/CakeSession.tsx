"use client";

import { Dictionaries } from "@/app/_components/Dictionaries";
import { SessionShell } from "@/app/_components/store/SessionShell";
import { lazyWithId, loadStoreModules, useSessionIdFromUrl } from "@/app/_components/store/session-id";
import type { Locale } from "@/lib/i18n/locales";
import { CakeGate } from "./CakeGate";

// The series screen (the game's definition with its schema and count reader, the scoring) loads only
// for a page opened with ?id=, and then at once, while the page hydrates: without an id the page is its
// gate. The store's modules load beside it (they would wait for the screen's chunk to run).
const CakeGame = lazyWithId(() => import("./CakeGame"), (m) => m.CakeGame, loadStoreModules);

/** The Piece of Cake play screen (`?id=`): the stored series, or "no such game" without an id. */
export function CakeSession({ lang }: { lang: Locale }) {
  const id = useSessionIdFromUrl();
  return (
    <SessionShell id={id} gate={<CakeGate lang={lang} id={id} missing={id === null} />}>
      {(id) => (
        <Dictionaries lang={lang} areas={["common", "handover", "store"]}>
          <CakeGame lang={lang} id={id} />
        </Dictionaries>
      )}
    </SessionShell>
  );
}

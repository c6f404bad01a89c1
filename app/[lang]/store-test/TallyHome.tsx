"use client";

import { SessionsList } from "@/app/_components/store/SessionsList";
import type { GameKind } from "@/lib/games";
import type { Locale } from "@/lib/i18n/locales";
import type { AnyGameDefinition } from "@/lib/store/game";
import { tallyGame } from "@/tests/unit/store/tally";

const tally = async (): Promise<AnyGameDefinition> => tallyGame;

/** The home page's list for tests/e2e/store.spec.ts: tally records (stored as kind "cake") load with the tally game. */
export function TallyHome({ lang, gameNames }: { lang: Locale; gameNames: Record<GameKind, string> }) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Tally (test game): your games</h1>
      <SessionsList lang={lang} gameNames={gameNames} definitionFor={tally} />
    </section>
  );
}

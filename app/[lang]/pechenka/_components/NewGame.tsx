"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/app/_components/Button";
import { RosterPicker } from "@/app/_components/store/RosterPicker";
import { clearTabSetup } from "@/app/_components/store/useSetupDraft";
import { tryCreateSession } from "@/app/_components/store/createSession";
import type { Locale } from "@/lib/i18n/locales";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { store } from "@/lib/i18n/dict/store/client";
import { dealGame, newTableId } from "@/lib/pechenka/deal";
import { isPlayerCount } from "@/lib/pechenka/roles";
import { newPechenka, pechenkaGame } from "@/lib/pechenka/session";
import { sessionHref } from "@/lib/games";

/** New game: 4–6 players from the roster in seat order, then every round is dealt at once. */
export function NewGame({ lang }: { lang: Locale }) {
  const t = pechenkaDict[lang].newGame;
  const router = useRouter();
  const [players, setPlayers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const n = players.length;

  const deal = async () => {
    if (!isPlayerCount(n)) return;
    const created = await tryCreateSession(pechenkaGame, newPechenka(players, newTableId(), dealGame(n)));
    if (!created.ok) {
      const e = created.error;
      return setError(e.code === "storage" ? t.notSaved(store[lang].picker.why[e.detail]) : t.notValid);
    }
    clearTabSetup("pechenka");
    router.push(sessionHref(lang, "pechenka", created.value));
  };

  return (
    <section aria-labelledby="new-h" className="flex flex-col gap-4">
      <h2 id="new-h" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <p>{t.lead}</p>
      <RosterPicker lang={lang} min={4} max={6} keep="pechenka" onChange={setPlayers} />
      {error ? (
        <p role="alert" className="rounded-xl border-2 border-bad p-3">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={!isPlayerCount(n)} onClick={() => void deal()}>
          {t.deal}
        </Button>
        <ButtonLink href={`/${lang}/pechenka/rules`} variant="secondary">
          {t.rules}
        </ButtonLink>
      </div>
    </section>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/app/_components/Button";
import { RosterPicker } from "@/app/_components/store/RosterPicker";
import { clearTabSetup } from "@/app/_components/store/useSetupDraft";
import type { Locale } from "@/lib/i18n/locales";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { store } from "@/lib/i18n/dict/store/client";
import { isPlayerCount } from "@/lib/pechenka/roles";
import { sessionHref } from "@/lib/games";

/** New game: 4–6 players from the roster in seat order, then every round is dealt at once. */
export function NewGame({ lang }: { lang: Locale }) {
  const t = pechenkaDict[lang].newGame;
  const router = useRouter();
  const [players, setPlayers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const n = players.length;

  const deal = async () => {
    if (!isPlayerCount(n) || busy) return;
    setBusy(true);
    setError(null);
    // Loaded on tap: the deal, the game's rules and the store's writer are not needed to pick players.
    const loaded = await Promise.all([
      import("@/lib/pechenka/deal"),
      import("@/lib/pechenka/session"),
      import("@/app/_components/store/createSession"),
    ]).catch(() => null);
    if (!loaded) {
      setBusy(false);
      return setError(store[lang].notLoaded);
    }
    const [{ dealGame, newTableId }, { newPechenka, pechenkaGame }, { tryCreateSession }] = loaded;
    const created = await tryCreateSession(pechenkaGame, newPechenka(players, newTableId(), dealGame(n)));
    if (!created.ok) {
      setBusy(false);
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
        <Button disabled={!isPlayerCount(n) || busy} onClick={() => void deal()}>
          {t.deal}
        </Button>
        <ButtonLink href={`/${lang}/pechenka/rules`} variant="secondary">
          {t.rules}
        </ButtonLink>
      </div>
    </section>
  );
}

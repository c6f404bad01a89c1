"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { MAX_PLAYERS, MIN_PLAYERS, DEFAULT_TIE_RULE, TIE_RULES } from "@/lib/cake/kinds";
import type { TieRule } from "@/lib/cake/kinds";
import { cake } from "@/lib/i18n/dict/cake/client";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import { RosterPicker } from "@/app/_components/store/RosterPicker";
import { HydratedFieldset } from "@/app/_components/Hydrated";
import { clearTabSetup, useSetupField } from "@/app/_components/store/useSetupDraft";
import { aSeatIndex, oneOf } from "@/lib/store/setup-draft";

/** New game: 2–5 players from the roster in seat order, who cuts first, and the tie rule in words. */
export function NewGameForm({ lang }: { lang: Locale }) {
  const t = cake[lang].newGame;
  const router = useRouter();
  const [players, setPlayers] = useState<string[]>([]);
  // Kept over a reload in this tab, with the seats (lib/store/setup-draft.ts).
  const [firstCutter, setFirstCutter] = useSetupField("cake", "firstCutter", 0, aSeatIndex);
  const [tieRule, setTieRule] = useSetupField<TieRule>("cake", "tieRule", DEFAULT_TIE_RULE, oneOf(TIE_RULES));
  const [busy, setBusy] = useState(false);
  // What the last tap on "start" could not do, said in the user's language.
  const [problem, setProblem] = useState<string | null>(null);
  const ready = players.length >= MIN_PLAYERS && players.length <= MAX_PLAYERS;
  const cutter = Math.min(firstCutter, Math.max(0, players.length - 1));

  const start = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setProblem(null);
    // Loaded on tap: the session schema and the store's writer are not needed to fill in this form.
    // Offline before the worker has cached them, the tap says so and everything entered stays.
    const loaded = await Promise.all([import("@/app/_components/store/createSession"), import("@/lib/cake/session")]).catch(() => null);
    if (!loaded) {
      setProblem(store[lang].notLoaded);
      setBusy(false);
      return;
    }
    const [{ tryCreateSession }, { cakeGame, newCakeState }] = loaded;
    const id = await tryCreateSession(cakeGame, newCakeState(players, cutter, tieRule));
    if (!id.ok) {
      setProblem(t.notSaved(`${id.error.code}: ${id.error.detail}`));
      setBusy(false);
      return;
    }
    clearTabSetup("cake");
    router.push(`/${lang}/cake/play?id=${encodeURIComponent(id.value)}`);
  };

  return (
    <section aria-labelledby="new-game" className="flex flex-col gap-4">
      <h2 id="new-game" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <RosterPicker lang={lang} min={MIN_PLAYERS} max={MAX_PLAYERS} keep="cake" onChange={setPlayers} />
      {players.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">{t.firstCutter}</legend>
          {players.map((name, i) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="first-cutter" checked={cutter === i} onChange={() => setFirstCutter(i)} className="size-5" />
              {name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {/* The tie rule's radios are in the server HTML; one ticked before hydration would be reset by React. */}
      <HydratedFieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t.tieRule}</legend>
        {TIE_RULES.map((rule) => (
          <label key={rule} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="tie-rule" checked={tieRule === rule} onChange={() => setTieRule(rule)} className="size-5 shrink-0" />
            {rule === "tied-all-score" ? t.tieAll : t.tieNone}
          </label>
        ))}
      </HydratedFieldset>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t.series}</p>
      {problem ? (
        <p role="alert" className="font-semibold text-bad dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <div>
        <Button onClick={start} disabled={!ready || busy}>
          {t.start}
        </Button>
      </div>
    </section>
  );
}

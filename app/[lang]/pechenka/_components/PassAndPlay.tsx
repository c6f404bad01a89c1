"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaState } from "@/lib/pechenka/session";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { playerCount } from "@/lib/pechenka/session";
import { HoldToSee } from "./HoldToSee";
import { RoleFace } from "./RoleFace";

/** No phones: the device goes round the table, one player at a time, same content as the phone page. */
export function PassAndPlay({ lang, state, round, seats }: { lang: Locale; state: PechenkaState; round: number; seats: number[] }) {
  const t = pechenkaDict[lang].pass;
  const card = pechenkaCard[lang];
  const [at, setAt] = useState(0);
  const seat = seats[at];
  const role = seat === undefined ? undefined : state.roles[round]?.[seat];
  return (
    <section aria-labelledby="pass-h" className="flex flex-col gap-3 rounded-2xl border border-stone-300 p-4 dark:border-stone-700">
      <h3 id="pass-h" className="text-xl font-bold">
        {t.heading}
      </h3>
      {seat === undefined || role === undefined ? (
        <>
          <p className="text-lg">{t.doneAll}</p>
          <div>
            <Button variant="secondary" onClick={() => setAt(0)}>
              {t.restart}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-2xl font-bold">{t.turn(state.players[seat] ?? "")}</p>
          <HoldToSee key={`${round}-${seat}`} holdLabel={card.hold} hint={card.holdHint} showLabel={card.show} hideLabel={card.hide}>
            <RoleFace role={role} players={playerCount(state)} lang={lang} words={card} />
          </HoldToSee>
          <div>
            <Button onClick={() => setAt(at + 1)}>{t.next}</Button>
          </div>
        </>
      )}
    </section>
  );
}

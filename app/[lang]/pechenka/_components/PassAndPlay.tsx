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

/**
 * No phones: the device goes round the table from the first player, one player at a time, same
 * content as the phone page. It starts only once the first player is chosen; choosing another
 * first player starts it again, so everyone sees their role exactly once.
 */
export function PassAndPlay({ lang, state, round, first }: { lang: Locale; state: PechenkaState; round: number; first: number | null }) {
  const t = pechenkaDict[lang].pass;
  const card = pechenkaCard[lang];
  const [pass, setPass] = useState({ first, at: 0, restarted: false });
  if (pass.first !== first) setPass({ first, at: 0, restarted: pass.at > 0 || pass.restarted });
  const { at } = pass;
  const setAt = (k: number) => setPass({ first, at: k, restarted: false });
  const n = state.players.length;
  const seats = first === null ? [] : state.players.map((_, k) => (first + k) % n);
  const seat = seats[at];
  const role = seat === undefined ? undefined : state.roles[round]?.[seat];
  return (
    <section aria-labelledby="pass-h" className="flex flex-col gap-3 rounded-2xl border border-stone-300 p-4 dark:border-stone-700">
      <h3 id="pass-h" className="text-xl font-bold">
        {t.heading}
      </h3>
      {pass.restarted ? (
        <p role="status" className="font-semibold">
          {t.restarted}
        </p>
      ) : null}
      {first === null ? (
        <p className="text-lg">{t.chooseFirst}</p>
      ) : seat === undefined || role === undefined ? (
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
            <RoleFace role={role} players={playerCount(state)} words={card} />
          </HoldToSee>
          <div>
            <Button onClick={() => setAt(at + 1)}>{t.next}</Button>
          </div>
        </>
      )}
    </section>
  );
}

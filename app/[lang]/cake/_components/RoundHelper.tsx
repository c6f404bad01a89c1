"use client";

import { Button } from "@/app/_components/Button";
import { ROUNDS } from "@/lib/cake/kinds";
import { roundInfo } from "@/lib/cake/round";
import type { CakeAction, CakeGame } from "@/lib/cake/session";
import type { CakeDict } from "@/lib/i18n/dict/cake";

/** During play: who cuts, who picks in which order, how many portions, and the extra slices when due. */
export function RoundHelper({
  t,
  players,
  game,
  gameIndex,
  dispatch,
  onCount,
}: {
  t: CakeDict["helper"];
  players: string[];
  game: CakeGame;
  gameIndex: number;
  dispatch: (a: CakeAction) => void;
  onCount: () => void;
}) {
  const info = roundInfo(game.round, players.length, game.firstCutter);
  const name = (p: number) => players[p] ?? "";
  return (
    <section aria-labelledby="helper-heading" className="flex flex-col gap-3">
      <h2 id="helper-heading" className="text-2xl font-bold">
        {t.round(info.round, ROUNDS)}
      </h2>
      <p className="text-xl font-semibold">{t.cuts(name(info.cutter))}</p>
      <p>{t.portions(info.maxPortions)}</p>
      <div>
        <h3 className="font-semibold">{t.order}</h3>
        <ol className="list-decimal pl-6 text-lg">
          {info.choosingOrder.map((p, i) => (
            <li key={i}>{name(p)}</li>
          ))}
        </ol>
      </div>
      {players.length === 2 ? <p className="text-sm">{t.twoPlayers}</p> : null}
      <p className="rounded-xl bg-stone-100 p-3 dark:bg-stone-800">{t.eatInstead}</p>
      {info.extras.map((e, i) => (
        <p key={i} role="note" className="rounded-xl border-2 border-amber-500 p-3 font-medium">
          {e.code === "look-take-one" ? t.lookTakeOne(name(e.player)) : t.takeRemaining(name(e.player))}
        </p>
      ))}
      {info.round === ROUNDS ? <p className="font-semibold">{t.lastRound}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={info.round === 1} onClick={() => dispatch({ type: "set-round", game: gameIndex, round: info.round - 1 })}>
          ← {t.previous}
        </Button>
        {info.round < ROUNDS ? (
          <Button onClick={() => dispatch({ type: "set-round", game: gameIndex, round: info.round + 1 })}>{t.next} →</Button>
        ) : (
          <Button onClick={onCount}>{t.countNow}</Button>
        )}
      </div>
    </section>
  );
}

// Finished games of each kind, built through the games' own reducers.
import type { CakeAction, CakeState } from "@/lib/cake/session";
import { newCakeState, reduceCake } from "@/lib/cake/session";
import { dealGame } from "@/lib/pechenka/deal";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { newPechenka, reducePechenka } from "@/lib/pechenka/session";
import { seeded } from "@/tests/unit/pechenka/seeded";

const saved = (game: number, player: number, kind: "kiwi" | "plum" | "chocolate", value: string): CakeAction => ({
  type: "set-field", game, player, field: { part: "saved", kind }, value,
});

/** Three games: Kiwi 3 for Ann (8), Chocolate 2 for Bob (11), nothing (0 each). */
export function cakeSeries(): CakeState {
  const actions: CakeAction[] = [
    saved(0, 0, "kiwi", "3"), { type: "finish", game: 0 }, { type: "next-game" },
    saved(1, 1, "chocolate", "2"), { type: "finish", game: 1 }, { type: "next-game" },
    { type: "finish", game: 2 },
  ];
  return actions.reduce((s, a) => reduceCake(s, a), newCakeState(["Ann", "Bob", "Сева"]));
}

/** A 4-player game played to the end with no cards placed (every round: Hills only). */
export function pechenkaFinished(): PechenkaState {
  let s = newPechenka(["A", "B", "C", "D"], "00ff00ff00", dealGame(4, seeded(7)));
  const run = (...a: PechenkaAction[]) => (s = a.reduce(reducePechenka, s));
  run({ type: "start" }, { type: "setFirstSeat", seat: 2 });
  for (let r = 0; r < 4; r++) {
    run({ type: "beginEntry" });
    for (let seat = 0; seat < 4; seat++) run({ type: "editEntry", seat, patch: { hill: seat === r } });
    run({ type: "reveal" }, { type: "nextRound" });
  }
  return s;
}

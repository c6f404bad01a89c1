import { MAX_PLAYERS, MIN_PLAYERS, ROUNDS } from "./kinds";

/** Something that happens with the 2 set-aside slices at the end of a round (docs/rules.md#cake-extra-slices). */
export type ExtraEvent =
  /** The first player secretly looks at both set-aside slices and takes one (eat or save). */
  | { code: "look-take-one"; player: number }
  /** The second player takes the remaining set-aside slice (eat or save). */
  | { code: "take-remaining"; player: number };

export interface RoundInfo {
  round: number;
  cutter: number;
  /** Who picks a portion (or eats a whole saved kind instead), in order; the cutter's turn is last. */
  choosingOrder: number[];
  maxPortions: number;
  /** Events due at the end of this round. */
  extras: ExtraEvent[];
}

/**
 * The round helper, seats 0-based in seat order, e.g. roundInfo(1, 4, 0) →
 * cutter 0, order [1, 2, 3, 0], up to 4 portions, then player 0 looks at the set-aside slices.
 * 2 players (house rule): the other player picks first, then the cutter, alternately, up to 4 portions.
 */
export function roundInfo(round: number, players: number, firstCutter: number): RoundInfo {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`players must be ${MIN_PLAYERS}..${MAX_PLAYERS}`);
  }
  if (!Number.isInteger(round) || round < 1 || round > ROUNDS) throw new RangeError(`round must be 1..${ROUNDS}`);
  const seat = (offset: number) => (((firstCutter + offset) % players) + players) % players;
  const cutter = seat(round - 1);
  const maxPortions = players === 2 ? 4 : players;
  let choosingOrder: number[];
  if (players === 2) {
    const other = seat(round);
    choosingOrder = [other, cutter, other, cutter];
  } else {
    choosingOrder = Array.from({ length: players }, (_, i) => seat(round + i));
  }
  const extras: ExtraEvent[] = [];
  if (round === 1 && (players === 3 || players === 4)) extras.push({ code: "look-take-one", player: seat(0) });
  if (round === 2 && players === 3) extras.push({ code: "take-remaining", player: seat(1) });
  return { round, cutter, choosingOrder, maxPortions, extras };
}

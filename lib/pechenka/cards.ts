import type { PlayerCount, RoleId } from "./roles";
import { cycle } from "./roles";

export const ACTION_CARDS = ["sword", "shield", "hill"] as const;
export type ActionCard = (typeof ACTION_CARDS)[number];
export type Card = RoleId | ActionCard;

/** Whether the Hill is in the game (not with 6 players). */
export function hasHill(n: PlayerCount): boolean {
  return n !== 6;
}

/** One player's card set, e.g. cardSet(6) = the 6 characters, sword, shield (no hill). */
export function cardSet(n: PlayerCount): readonly Card[] {
  return [...cycle(n), "sword", "shield", ...(hasHill(n) ? (["hill"] as const) : [])];
}

/** Cards a player holds in a round: the set minus the character of their own role. */
export function handFor(role: RoleId, n: PlayerCount): readonly Card[] {
  return cardSet(n).filter((c) => c !== role);
}

/** Rounds in a game and circles in a round both equal the player count. */
export function roundsFor(n: PlayerCount): number {
  return n;
}

/** First player of round r (0-based): the token moves clockwise (= up the seat order). */
export function firstPlayer(firstSeat: number, round: number, n: PlayerCount): number {
  return (((firstSeat + round) % n) + n) % n;
}

/** Who sits where in each deal of an Eleusis cycle (docs/rules.md#eleusis-play: seat order from the dealer's left). */
import { isHandCount } from "@/lib/eleusis/cards";
import type { HandCount } from "@/lib/eleusis/cards";

/** Who deals hand k (null for a robot dealer) and who holds hands, in seat order from the dealer's left. */
export function seating(players: number, robot: boolean, firstDealer: number, k: number): { dealer: number | null; seats: number[] } {
  const first = (firstDealer + k) % players;
  if (robot) return { dealer: null, seats: Array.from({ length: players }, (_, i) => (first + i) % players) };
  return { dealer: first, seats: Array.from({ length: players - 1 }, (_, i) => (first + 1 + i) % players) };
}

/** Number of hands dealt at this table, if the deck table covers it (3–8). */
export function handsAtTable(players: number, robot: boolean): HandCount | null {
  const n = robot ? players : players - 1;
  return isHandCount(n) ? n : null;
}

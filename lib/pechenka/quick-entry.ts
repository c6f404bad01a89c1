import type { RoundEntry } from "./scoring";

/** Seats in table order from the round's first player, e.g. seatOrder(1, 4) = [1, 2, 3, 0]. */
export function seatOrder(first: number, n: number): number[] {
  const start = Number.isInteger(first) && first >= 0 && first < n ? first : 0;
  return Array.from({ length: n }, (_, k) => (start + k) % n);
}

/** Seats whose Sword or Shield is already entered (a reload resumes after them), e.g. [0, 3]. */
export function seatsWithCards(entry: RoundEntry): number[] {
  return entry.flatMap((e, seat) => (e.sword !== null || e.shield !== null ? [seat] : []));
}

/**
 * The seat the one-tap-per-player entry asks for next: the first seat in table order after `after`
 * (from the start when null) that is not done, wrapping round; null when every seat is done.
 * e.g. nextSeat([2, 3, 4, 0, 1], new Set([2, 3]), 3) = 4; nextSeat([0, 1], new Set([0, 1]), 0) = null.
 */
export function nextSeat(order: readonly number[], done: ReadonlySet<number>, after: number | null): number | null {
  const from = after === null ? 0 : order.indexOf(after) + 1;
  for (let k = 0; k < order.length; k++) {
    const seat = order[(from + k) % order.length];
    if (seat !== undefined && !done.has(seat)) return seat;
  }
  return null;
}

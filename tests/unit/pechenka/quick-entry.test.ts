import { describe, expect, test } from "vitest";
import type { RoundEntry } from "@/lib/pechenka/scoring";
import { nextSeat, seatOrder, seatsWithCards } from "@/lib/pechenka/quick-entry";

describe("the one-tap-per-player entry walks the table from the first player", () => {
  test.each([
    [0, 5, [0, 1, 2, 3, 4]],
    [3, 5, [3, 4, 0, 1, 2]],
    [5, 6, [5, 0, 1, 2, 3, 4]],
    [7, 4, [0, 1, 2, 3]],
    [-1, 4, [0, 1, 2, 3]],
  ])("first player %i of %i → %j", (first, n, order) => {
    expect(seatOrder(first, n)).toEqual(order);
  });

  test.each([
    // nothing done yet: the first player
    [[2, 3, 4, 0, 1], [], null, 2],
    // after a tap, the next seat in table order
    [[2, 3, 4, 0, 1], [2], 2, 3],
    // done seats are skipped, wrapping past the end of the order
    [[2, 3, 4, 0, 1], [2, 3, 4], 4, 0],
    [[2, 3, 4, 0, 1], [0, 1, 3, 4], 1, 2],
    // a seat changed after all were done: nothing left to ask
    [[0, 1, 2, 3], [0, 1, 2, 3], 1, null],
    // a reload resumes at the first seat without cards
    [[1, 2, 3, 0], [1, 2], null, 3],
  ] as const)("order %j, done %j, after %s → %s", (order, done, after, next) => {
    expect(nextSeat(order, new Set(done), after)).toBe(next);
  });

  test("a seat with a Sword or a Shield counts as entered; a kept Hill alone does not", () => {
    const entry: RoundEntry = [
      { sword: 1, shield: null, hill: false },
      { sword: null, shield: null, hill: true },
      { sword: null, shield: 0, hill: false },
      { sword: null, shield: null, hill: false },
    ];
    expect(seatsWithCards(entry)).toEqual([0, 2]);
  });
});

/*
 * What a round costs in taps, by its shape (who placed a Sword, a Shield, kept the Hill; the targets
 * do not change the count). The browser test (tests/e2e/pechenka-table.spec.ts) counts real taps on
 * rounds of several shapes; this model goes through every shape of a 5-player round.
 */
type Seat = { sword: boolean; shield: boolean; hill: boolean };
/** Hills: one per kept Hill, or "Everyone kept the Hill" then one per played Hill, whichever is fewer. */
const hillTaps = (seats: readonly Seat[]) => {
  const kept = seats.filter((s) => s.hill).length;
  return kept === 0 ? 0 : Math.min(kept, 1 + seats.length - kept);
};
/** The seat grid alone: one tap per card, one to take the Shield unless every Sword was placed, and the Hills. */
const seatGrid = (seats: readonly Seat[]) => {
  const swords = seats.filter((s) => s.sword).length;
  const shields = seats.filter((s) => s.shield).length;
  return swords + shields + (shields > 0 && swords < seats.length ? 1 : 0) + hillTaps(seats);
};
/** One tap per player for Sword and Shield together, up to the last player (in table order) with a card, and the Hills. */
const onePerPlayer = (seats: readonly Seat[]) => {
  const last = seats.reduce((at, s, k) => (s.sword || s.shield ? k : at), -1);
  return last + 1 + hillTaps(seats);
};

function* shapes(n: number): Generator<Seat[]> {
  for (let code = 0; code < 8 ** n; code++) {
    yield Array.from({ length: n }, (_, k) => {
      const bits = Math.floor(code / 8 ** k) % 8;
      return { sword: (bits & 1) > 0, shield: (bits & 2) > 0, hill: (bits & 4) > 0 };
    });
  }
}

describe("taps per 5-player round, every shape", () => {
  const all = [...shapes(5)];
  test("the seat grid alone needs 13 in the worst case (9 or 10 cards placed, 3 Hills kept)", () => {
    expect(Math.max(...all.map(seatGrid))).toBe(13);
    const worst = all.filter((s) => seatGrid(s) === 13);
    expect(new Set(worst.map((s) => s.filter((x) => x.sword).length + s.filter((x) => x.shield).length))).toEqual(new Set([9, 10]));
    expect(new Set(worst.map((s) => s.filter((x) => x.hill).length))).toEqual(new Set([3]));
  });
  test("one tap per player: at most 8, whatever was played", () => {
    expect(all.length).toBe(32768);
    expect(Math.max(...all.map(onePerPlayer))).toBe(8);
    expect(all.every((s) => onePerPlayer(s) <= 12)).toBe(true);
  });
});

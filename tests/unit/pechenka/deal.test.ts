import { afterEach, describe, expect, test, vi } from "vitest";
import type { RandomSource } from "@/lib/random";
import { dealGame, isValidDeal, newTableId, rolesOfSeat } from "@/lib/pechenka/deal";
import { randomBelow, shuffle } from "@/lib/random";
import { PLAYER_COUNTS } from "@/lib/pechenka/roles";
import { seeded } from "./seeded";

/** Pearson chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: Map<string, number>, categories: number, samples: number): number {
  const expected = samples / categories;
  let chi = 0;
  for (const c of counts.values()) chi += (c - expected) ** 2 / expected;
  chi += (categories - counts.size) * expected; // categories never seen
  return chi;
}

function permutationCounts(n: number, samples: number, draw: () => readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < samples; i++) {
    const key = draw().join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe("dealing", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test.each(PLAYER_COUNTS)("a %i-player deal has N rounds, each a permutation of the roles", (n) => {
    const src = seeded(n);
    for (let k = 0; k < 200; k++) expect(isValidDeal(dealGame(n, src), n)).toBe(true);
  });

  // Critical values of chi-square at p = 0.001: df 23 → 49.73, df 119 → 173.6.
  test("4 players: all 24 orders equally likely (chi-square, 24 000 rounds)", () => {
    const src = seeded(2024);
    const counts = permutationCounts(4, 24_000, () => dealGame(4, src)[0] ?? []);
    expect(counts.size).toBe(24);
    expect(chiSquare(counts, 24, 24_000)).toBeLessThan(49.73);
  });

  test("5 players: all 120 orders equally likely in every round (chi-square)", () => {
    const src = seeded(77);
    const perRound = Array.from({ length: 5 }, () => new Map<string, number>());
    for (let i = 0; i < 12_000; i++) {
      dealGame(5, src).forEach((round, r) => {
        const m = perRound[r] as Map<string, number>;
        m.set(round.join(), (m.get(round.join()) ?? 0) + 1);
      });
    }
    for (const m of perRound) expect(chiSquare(m, 120, 12_000)).toBeLessThan(173.6);
  });

  test("the chi-square check has teeth: a naive swap-with-any shuffle fails it", () => {
    const src = seeded(5);
    const naive = (): string[] => {
      const a = ["a", "b", "c", "d"];
      for (let i = 0; i < 4; i++) {
        const j = randomBelow(4, src);
        [a[i], a[j]] = [a[j] as string, a[i] as string];
      }
      return a;
    };
    expect(chiSquare(permutationCounts(4, 24_000, naive), 24, 24_000)).toBeGreaterThan(49.73);
  });

  test("rounds are independent of each other (pairs of round-1/round-2 first seats)", () => {
    const src = seeded(9);
    const counts = new Map<string, number>();
    for (let i = 0; i < 16_000; i++) {
      const d = dealGame(4, src);
      const key = `${d[0]?.[0]}-${d[1]?.[0]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // 16 categories, df 15, p = 0.001 → 37.70
    expect(chiSquare(counts, 16, 16_000)).toBeLessThan(37.7);
  });

  test("production dealing draws from crypto.getRandomValues", () => {
    const spy = vi.spyOn(globalThis.crypto, "getRandomValues");
    const deal = dealGame(6);
    expect(isValidDeal(deal, 6)).toBe(true);
    expect(spy).toHaveBeenCalled();
    expect(spy.mock.calls[0]?.[0]).toBeInstanceOf(Uint32Array);
    spy.mockClear();
    expect(newTableId()).toMatch(/^[0-9a-f]{10}$/);
    expect(spy).toHaveBeenCalled();
  });

  test("rejection sampling: a word in the biased tail is thrown away, not folded with modulo", () => {
    const words = [0xffffffff, 7];
    let calls = 0;
    const src: RandomSource = (buf) => {
      buf[0] = words[calls++] ?? 0;
    };
    // 2^32 mod 6 = 4, so the top 4 words are rejected; 0xffffffff % 6 would have given 3.
    expect(randomBelow(6, src)).toBe(1);
    expect(calls).toBe(2);
  });

  test("shuffle keeps every item and rolesOfSeat reads one column", () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(1)).sort()).toEqual([1, 2, 3, 4, 5]);
    const d = dealGame(4, seeded(3));
    expect(rolesOfSeat(d, 2)).toEqual(d.map((r) => r[2]));
  });

  test("invalid deals are recognised", () => {
    expect(isValidDeal([["cookie", "blue", "strontium", "n37"]], 4)).toBe(false);
    const d = dealGame(4, seeded(4));
    d[1] = ["cookie", "cookie", "strontium", "n37"];
    expect(isValidDeal(d, 4)).toBe(false);
  });
});

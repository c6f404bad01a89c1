import { describe, expect, test } from "vitest";
import { blockedScores, cycleTotals, dealerScore, outScores, winners } from "@/lib/eleusis/scoring";

describe("dealer score Σ(eᵢ − min e)", () => {
  test.each([
    // docs/rules.md#eleusis-worked-example: A 2, B 5, C 7 → (2−2)+(5−2)+(7−2) = 8
    [[2, 5, 7], 8],
    // error counts 2, 5, 7, 10 → 0 + 3 + 5 + 8 = 16
    [[2, 5, 7, 10], 16],
    [[3, 3, 3], 0],
    [[0, 0, 9], 9],
    [[], 0],
  ])("%j → %i", (counts, score) => {
    expect(dealerScore(counts)).toBe(score);
  });
});

describe("phase-2 endings", () => {
  test("docs/rules.md#eleusis-worked-example: A sheds both while B has 4 and C 6 → A scores 16", () => {
    expect(outScores([0, 4, 6])).toEqual([16, 0, 0]);
  });

  test("two players who never erred both score at the start of phase 2", () => {
    expect(outScores([0, 0, 3])).toEqual([9, 9, 0]);
  });

  test("docs/rules.md#eleusis-phase-2: left 1, 1, 4 → the two players with 1 score (1 + 4) − 1 = 4 each", () => {
    expect(blockedScores([1, 1, 4])).toEqual([4, 4, 0]);
  });

  test("blocked with one leader: 2, 5, 3 → 8 − 2 = 6", () => {
    expect(blockedScores([2, 5, 3])).toEqual([6, 0, 0]);
  });
});

describe("cycle", () => {
  test("totals add per player and winners are the max (ties kept)", () => {
    const totals = cycleTotals(4, [{ 0: 8, 1: 16 }, { 1: 3, 2: 11 }, { 3: 19 }, { 2: 8 }]);
    expect(totals).toEqual([8, 19, 19, 19]);
    expect(winners(totals)).toEqual([1, 2, 3]);
    expect(winners([1, 5, 2])).toEqual([1]);
  });
});

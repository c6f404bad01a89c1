import { describe, expect, test } from "vitest";
import { firstCutterOf, seriesStandings } from "@/lib/cake/series";

// Source: docs/rules.md#cake-series: game g starts with seat g as first cutter; totals are added.
describe("series", () => {
  test.each([
    [2, [0, 1, 0]],
    [3, [0, 1, 2, 0]],
    [4, [0, 1, 2, 3]],
    [5, [0, 1, 2, 3, 4, 0]],
  ])("%i players: first cutters of successive games rotate %j", (n, expected) => {
    expect(expected.map((_, g) => firstCutterOf(g, n))).toEqual(expected);
  });

  test("a series that started with seat 2 keeps rotating from there", () => {
    expect([0, 1, 2, 3].map((g) => firstCutterOf(g, 3, 2))).toEqual([2, 0, 1, 2]);
  });

  test("running totals, shared ranks and winners", () => {
    const s = seriesStandings(3, [
      [35, 35, 27],
      [20, 18, 28],
    ]);
    expect(s.running).toEqual([
      [35, 35, 27],
      [55, 53, 55],
    ]);
    expect(s.totals).toEqual([55, 53, 55]);
    expect(s.ranks).toEqual([1, 3, 1]);
    expect(s.winners).toEqual([0, 2]);
    expect(s.suggestedGames).toBe(3);
    expect(s.complete).toBe(false);
    expect(seriesStandings(2, [[1, 2], [3, 4]]).complete).toBe(true);
  });

  test("an empty series has no winner yet", () => {
    expect(seriesStandings(4, [])).toMatchObject({ totals: [0, 0, 0, 0], winners: [], running: [] });
  });
});

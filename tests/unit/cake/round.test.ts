import { describe, expect, test } from "vitest";
import { roundInfo } from "@/lib/cake/round";

// Source: docs/rules.md#cake-play and #cake-extra-slices; seed 000 "КАК ИЗБАВИТЬСЯ ОТ ДИСБАЛАНСА…".
describe("round helper", () => {
  test("2 players (house rule): up to 4 portions, the other player picks first, then alternately; no extras", () => {
    expect(roundInfo(1, 2, 0)).toEqual({ round: 1, cutter: 0, choosingOrder: [1, 0, 1, 0], maxPortions: 4, extras: [] });
    expect(roundInfo(2, 2, 0)).toMatchObject({ cutter: 1, choosingOrder: [0, 1, 0, 1] });
    expect([1, 2, 3, 4, 5].map((r) => roundInfo(r, 2, 0).cutter)).toEqual([0, 1, 0, 1, 0]);
    expect([1, 2, 3, 4, 5].flatMap((r) => roundInfo(r, 2, 0).extras)).toEqual([]);
  });

  test("3 players: first player takes one extra after round 1, second player the other after round 2", () => {
    expect(roundInfo(1, 3, 0)).toEqual({
      round: 1,
      cutter: 0,
      choosingOrder: [1, 2, 0],
      maxPortions: 3,
      extras: [{ code: "look-take-one", player: 0 }],
    });
    expect(roundInfo(2, 3, 0)).toEqual({
      round: 2,
      cutter: 1,
      choosingOrder: [2, 0, 1],
      maxPortions: 3,
      extras: [{ code: "take-remaining", player: 1 }],
    });
    // Players 1 and 2 both cut twice (docs/rules.md#cake-components).
    expect([1, 2, 3, 4, 5].map((r) => roundInfo(r, 3, 0).cutter)).toEqual([0, 1, 2, 0, 1]);
    expect([3, 4, 5].flatMap((r) => roundInfo(r, 3, 0).extras)).toEqual([]);
  });

  test("4 players: first player looks at both extras after round 1 and cuts rounds 1 and 5", () => {
    expect(roundInfo(1, 4, 0)).toEqual({
      round: 1,
      cutter: 0,
      choosingOrder: [1, 2, 3, 0],
      maxPortions: 4,
      extras: [{ code: "look-take-one", player: 0 }],
    });
    expect([1, 2, 3, 4, 5].map((r) => roundInfo(r, 4, 0).cutter)).toEqual([0, 1, 2, 3, 0]);
    expect([2, 3, 4, 5].flatMap((r) => roundInfo(r, 4, 0).extras)).toEqual([]);
  });

  test("5 players: everyone cuts once, up to 5 portions, no extras", () => {
    expect([1, 2, 3, 4, 5].map((r) => roundInfo(r, 5, 0).cutter)).toEqual([0, 1, 2, 3, 4]);
    expect(roundInfo(3, 5, 0)).toEqual({ round: 3, cutter: 2, choosingOrder: [3, 4, 0, 1, 2], maxPortions: 5, extras: [] });
  });

  test("a later first cutter shifts everything, the extras go to the game's first and second player", () => {
    expect(roundInfo(1, 3, 2)).toMatchObject({ cutter: 2, choosingOrder: [0, 1, 2], extras: [{ code: "look-take-one", player: 2 }] });
    expect(roundInfo(2, 3, 2)).toMatchObject({ cutter: 0, extras: [{ code: "take-remaining", player: 0 }] });
    expect(roundInfo(5, 4, 3).cutter).toBe(3);
  });

  test.each([
    [0, 3],
    [6, 3],
    [1, 1],
    [1, 6],
    [1.5, 3],
  ])("round %s with %i players is out of range", (round, players) => {
    expect(() => roundInfo(round, players, 0)).toThrow(RangeError);
  });
});

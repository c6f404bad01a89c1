import { describe, expect, test } from "vitest";
import { fieldKey, maxRosettes, problemFields, rosettesAchievable, slicesCounted, validateEntries } from "@/lib/cake/validation";
import { cake } from "@/lib/i18n/dict/cake";
import { byRosettes, perKind } from "./helpers";

const NAMES = ["Аня", "Борис", "Вера", "Гена", "Даша", "Ева"];
// Every 1- and 2-rosette slice in the box: 12 + 34 = 46 slices, leaving only the 11 Chocolate.
const ALL_BUT_CHOCOLATE = { plum: 3, apricot: 4, cherry: 5, blackberry: 7, kiwi: 8, gooseberry: 9, strawberry: 10 };
const WHOLE_BOX = { ...ALL_BUT_CHOCOLATE, chocolate: 11 };

describe("validateEntries: one test per problem", () => {
  test("a valid entry has no problems", () => {
    expect(validateEntries([perKind({ kiwi: 2 }, { plum: 1 }), byRosettes({ kiwi: 3 }, 12)])).toEqual([]);
  });

  test.each([1, 6])("player-count: %i players", (n) => {
    const entries = Array.from({ length: n }, () => perKind({}));
    expect(validateEntries(entries)).toContainEqual({ code: "player-count", count: n, min: 2, max: 5 });
  });

  // not-whole and negative are a typed cell's problems: tests/unit/forms/cake-count.test.ts.

  test("kind-over-count: saved + eaten of all players above the kind's count", () => {
    // Plum: 3 slices in the box (docs/rules.md#cake-components); 2 saved by Аня, 1 saved + 1 eaten by Борис = 4.
    const problems = validateEntries([perKind({ plum: 2 }), perKind({ plum: 1 }, { plum: 1 }), perKind({})]);
    expect(problems).toEqual([{ code: "kind-over-count", kind: "plum", players: [0, 1], total: 4, limit: 3 }]);
    expect(cake.en.problem(problems[0]!, NAMES)).toBe("Plum: 4 slices in all (Аня and Борис), but the game has only 3.");
    expect(cake.ru.problem(problems[0]!, NAMES)).toBe("Слива: всего 4 ломтика (Аня и Борис), а в игре их только 3.");
  });

  test.each([
    [2, 55, true],
    [3, 57, false],
    [4, 56, true],
    [5, 55, true],
  ])("slices-over-max: the whole box (57) with %i players (limit %i) refused: %s", (n, limit, refused) => {
    const entries = [perKind(WHOLE_BOX), ...Array.from({ length: n - 1 }, () => perKind({}))];
    const expected = { code: "slices-over-max", players: [0], total: 57, limit, playerCount: n };
    if (refused) expect(validateEntries(entries)).toEqual([expected]);
    else expect(validateEntries(entries)).toEqual([]);
  });

  test("rosettes-over-max: 2 players can eat at most 111 rosettes (55 slices, best first)", () => {
    // 11 Chocolate × 3 + 34 two-rosette slices × 2 + 10 one-rosette slices = 33 + 68 + 10 = 111.
    expect(validateEntries([byRosettes({}, 111), perKind({})])).toEqual([]);
    const problems = validateEntries([byRosettes({}, 112), perKind({})]);
    expect(problems).toEqual([{ code: "rosettes-over-max", player: 0, value: 112, limit: 111 }]);
    expect(cake.ru.problem(problems[0]!, NAMES)).toBe(
      "Аня: 112 розочек не набрать — из оставшихся ломтиков можно набрать не больше 111.",
    );
  });

  test("rosettes-unreachable: only Chocolate is left, so 4 rosettes cannot be made exactly", () => {
    const problems = validateEntries([perKind(ALL_BUT_CHOCOLATE), byRosettes({}, 4), perKind({})]);
    expect(problems).toEqual([{ code: "rosettes-unreachable", player: 1, value: 4, limit: 33 }]);
    expect(validateEntries([perKind(ALL_BUT_CHOCOLATE), byRosettes({}, 6), perKind({})])).toEqual([]);
  });

  test("rosettes-jointly-impossible: two totals each possible alone, not together", () => {
    // 11 Chocolate left: 18 rosettes = 6 Chocolate each, 12 in all.
    const problems = validateEntries([perKind(ALL_BUT_CHOCOLATE), byRosettes({}, 18), byRosettes({}, 18)]);
    expect(problems).toEqual([{ code: "rosettes-jointly-impossible", players: [1, 2], values: [18, 18], limit: 33 }]);
    expect(cake.en.problem(problems[0]!, NAMES)).toBe(
      "Борис and Вера: rosettes 18 + 18 cannot all come from the slices left (at most 33 in all).",
    );
    expect(validateEntries([perKind(ALL_BUT_CHOCOLATE), byRosettes({}, 18), byRosettes({}, 15)])).toEqual([]);
  });

  test("rosette totals count against slices already entered per kind by other players", () => {
    // Аня ate all 11 Chocolate; 2 players → 44 more slices may be in play: 34 × 2 + 10 × 1 = 78.
    expect(validateEntries([perKind({}, { chocolate: 11 }), byRosettes({}, 78)])).toEqual([]);
    expect(validateEntries([perKind({}, { chocolate: 11 }), byRosettes({}, 79)])).toEqual([
      { code: "rosettes-over-max", player: 1, value: 79, limit: 78 },
    ]);
  });

  test("every problem of the rules is returned at once", () => {
    const codes = validateEntries([perKind({ plum: 4 }), byRosettes({}, 200)]).map((p) => p.code);
    expect(codes).toEqual(["kind-over-count", "rosettes-over-max"]);
  });
});

describe("rosettesAchievable (exact, joint)", () => {
  test("sum within the maximum but no split works: twos 2, threes 1, totals 3 and 3", () => {
    const pool = { ones: 0, twos: 2, threes: 1, slices: 10 };
    expect(maxRosettes(pool)).toBe(7);
    expect(rosettesAchievable([3], pool)).toBe(true);
    expect(rosettesAchievable([3, 3], pool)).toBe(false);
    expect(rosettesAchievable([3, 4], pool)).toBe(true);
  });

  test("the slice cap limits the number of slices used", () => {
    const pool = { ones: 10, twos: 0, threes: 0, slices: 3 };
    expect(rosettesAchievable([3], pool)).toBe(true);
    expect(rosettesAchievable([4], pool)).toBe(false);
    expect(maxRosettes(pool)).toBe(3);
  });

  test("agrees with brute force on small pools", () => {
    for (let ones = 0; ones <= 3; ones++)
      for (let twos = 0; twos <= 3; twos++)
        for (let threes = 0; threes <= 2; threes++)
          for (let slices = 0; slices <= 6; slices++)
            for (let a = 0; a <= 9; a++)
              for (let b = 0; b <= 9; b++) {
                const pool = { ones, twos, threes, slices };
                expect(rosettesAchievable([a, b], pool)).toBe(bruteForce([a, b], pool));
              }
  });
});

/** Tries every way to give each player x ones, y twos, z threes. */
function bruteForce(totals: number[], pool: { ones: number; twos: number; threes: number; slices: number }): boolean {
  const go = (i: number, o: number, t: number, h: number, used: number): boolean => {
    if (i === totals.length) return used <= pool.slices;
    const r = totals[i]!;
    for (let z = 0; z <= h; z++)
      for (let y = 0; y <= t; y++)
        for (let x = 0; x <= o; x++)
          if (x + 2 * y + 3 * z === r && go(i + 1, o - x, t - y, h - z, used + x + y + z)) return true;
    return false;
  };
  return go(0, pool.ones, pool.twos, pool.threes, 0);
}

describe("problemFields: where each problem is shown", () => {
  test("over a kind's count: the non-zero fields of that kind, saved and eaten", () => {
    const entries = [perKind({ plum: 2 }), perKind({ plum: 1 }, { plum: 1 }), perKind({ kiwi: 1 })];
    const [p] = validateEntries(entries);
    expect(problemFields(p!, entries).map(({ player, field }) => fieldKey(player, field))).toEqual([
      "0:saved:plum",
      "1:saved:plum",
      "1:eaten:plum",
    ]);
  });

  test("rosette problems point at the rosette fields; whole-entry problems at none", () => {
    const entries = [perKind(ALL_BUT_CHOCOLATE), byRosettes({}, 18), byRosettes({}, 18)];
    const [p] = validateEntries(entries);
    expect(problemFields(p!, entries).map(({ player, field }) => fieldKey(player, field))).toEqual(["1:rosettes", "2:rosettes"]);
    const [q] = validateEntries([perKind(WHOLE_BOX), perKind({})]);
    expect(q?.code).toBe("slices-over-max");
    expect(problemFields(q!, [])).toEqual([]);
  });
});

describe("slicesCounted: the running total beside the in-play maximum", () => {
  test("per-kind fields count, a rosette total does not, bad values count as 0", () => {
    expect(slicesCounted([perKind({ kiwi: 2 }, { plum: 1 }), byRosettes({ chocolate: 3 }, 7)])).toBe(6);
    expect(slicesCounted([perKind({ kiwi: -2, plum: 1.5, cherry: 2 })])).toBe(2);
    expect(slicesCounted([])).toBe(0);
  });

  test("5 players, 56 slices with no kind over its count: the total says 56 and the problem is slices-over-max", () => {
    const all = perKind({ plum: 3, apricot: 4, cherry: 5, blackberry: 7, kiwi: 8, gooseberry: 9, strawberry: 10, chocolate: 10 });
    const entries = [all, perKind({}), perKind({}), perKind({}), perKind({})];
    expect(slicesCounted(entries)).toBe(56);
    expect(validateEntries(entries).map((p) => p.code)).toEqual(["slices-over-max"]);
  });
});

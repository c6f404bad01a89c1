import { describe, expect, test } from "vitest";
import { competitionRanks, scoreGame } from "@/lib/cake/scoring";
import { cake } from "@/lib/i18n/dict/cake";
import { byRosettes, perKind } from "./helpers";

const NAMES = ["Аня", "Борис", "Вера"];

// Worked example, computed by hand from docs/rules.md#cake-scoring:
// Аня  saved Kiwi 3, Plum 2, Chocolate 1; ate Chocolate 2 (6), Strawberry 3 (6), Cherry 1 (1) = 13 rosettes.
// Борис saved Kiwi 3, Strawberry 4, Chocolate 1; ate Gooseberry 2 (4), Apricot 2 (2) = 6 rosettes.
// Вера saved Gooseberry 5, Blackberry 2, Plum 1; ate Chocolate 3 (9), Kiwi 1 (2) = 11 rosettes.
// Majorities: Plum Аня 3; Blackberry Вера 7; Kiwi Аня+Борис tied 8; Gooseberry Вера 9;
// Strawberry Борис 10; Chocolate Аня+Борис tied 11; Apricot and Cherry nobody.
// Every tied player scores in full: Аня 3+8+11+13 = 35, Борис 8+10+11+6 = 35, Вера 7+9+11 = 27.
// Tied players score nothing: Аня 3+13 = 16, Борис 10+6 = 16, Вера 27.
const example = [
  perKind({ kiwi: 3, plum: 2, chocolate: 1 }, { chocolate: 2, strawberry: 3, cherry: 1 }),
  perKind({ kiwi: 3, strawberry: 4, chocolate: 1 }, { gooseberry: 2, apricot: 2 }),
  perKind({ gooseberry: 5, blackberry: 2, plum: 1 }, { chocolate: 3, kiwi: 1 }),
];

function ok<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}

describe("scoreGame: worked examples", () => {
  test("3 players, default tie rule: every tied player scores the full number", () => {
    const r = ok(scoreGame(example));
    expect(r.players.map((p) => p.total)).toEqual([35, 35, 27]);
    expect(r.players.map((p) => p.rosettePoints)).toEqual([13, 6, 11]);
    expect(r.players.map((p) => p.majorityPoints)).toEqual([22, 29, 16]);
    expect(r.players.map((p) => p.rank)).toEqual([1, 1, 3]);
    expect(r.winners).toEqual([0, 1]);
    const kiwi = r.majorities.find((m) => m.kind === "kiwi");
    expect(kiwi).toEqual({ kind: "kiwi", saved: [3, 3, 0], leaders: [0, 1], pointsEach: 8 });
    expect(r.majorities.find((m) => m.kind === "apricot")?.leaders).toEqual([]);
  });

  test("3 players, option 'tied players score nothing'", () => {
    const r = ok(scoreGame(example, "tied-none-score"));
    expect(r.players.map((p) => p.total)).toEqual([16, 16, 27]);
    expect(r.players.map((p) => p.rank)).toEqual([2, 2, 1]);
    expect(r.winners).toEqual([2]);
    expect(r.players[0]?.lines).toContainEqual({ code: "majority-tie-void", kind: "kiwi", points: 0, saved: 3, tiedWith: [1] });
  });

  test("every point is explained and the lines add up to the total", () => {
    const r = ok(scoreGame(example));
    for (const p of r.players) expect(p.lines.reduce((s, l) => s + l.points, 0)).toBe(p.total);
    const anya = r.players[0]?.lines.map((l) => cake.en.line(l, NAMES));
    expect(anya).toEqual([
      "+3 — most Plum: 2 saved",
      "+8 — most Kiwi: 3 saved (tied with Борис)",
      "+11 — most Chocolate: 1 saved (tied with Борис)",
      "+1 — eaten: Cherry × 1, 1 rosette each",
      "+6 — eaten: Strawberry × 3, 2 rosettes each",
      "+6 — eaten: Chocolate × 2, 3 rosettes each",
    ]);
    expect(cake.ru.line(r.players[1]!.lines[0]!, NAMES)).toBe("+8 — больше всех: Киви, собрано 3 (ничья: Аня)");
  });

  test("eaten entered as a rosette total scores the same as per kind", () => {
    // Same game; Вера counted her eaten slices as 11 rosettes instead of per kind.
    const r = ok(scoreGame([example[0]!, example[1]!, byRosettes({ gooseberry: 5, blackberry: 2, plum: 1 }, 11)]));
    expect(r.players.map((p) => p.total)).toEqual([35, 35, 27]);
    expect(r.players[2]?.lines).toContainEqual({ code: "eaten-total", points: 11 });
    expect(cake.en.line({ code: "eaten-total", points: 7 }, NAMES)).toBe("+7 — 7 rosettes eaten");
  });

  // Source: seed 000, "ВЫБОР ЧАСТИ ТОРТА" example: Этель eats the Strawberry (2 rosettes) and the
  // Chocolate (3) and saves a Gooseberry, "hoping to collect the most Gooseberry and win 9 points".
  test("seed example: Этель eats Strawberry and Chocolate, saves a Gooseberry and wins its 9", () => {
    const r = ok(scoreGame([perKind({}, {}), perKind({ gooseberry: 1 }, { strawberry: 1, chocolate: 1 })]));
    expect(r.players[1]?.total).toBe(2 + 3 + 9);
    expect(r.players[0]?.total).toBe(0);
  });

  test("a kind nobody saved scores nobody; saving none never wins", () => {
    const r = ok(scoreGame([perKind({}, { plum: 1 }), perKind({}, {})]));
    expect(r.majorities.every((m) => m.pointsEach === 0 && m.leaders.length === 0)).toBe(true);
    expect(r.players.map((p) => p.total)).toEqual([1, 0]);
  });

  test("a three-way tie with 'tied players score nothing' gives 0 to all three", () => {
    const r = ok(scoreGame([perKind({ cherry: 1 }), perKind({ cherry: 1 }), perKind({ cherry: 1 })], "tied-none-score"));
    expect(r.players.map((p) => p.total)).toEqual([0, 0, 0]);
    expect(r.winners).toEqual([0, 1, 2]);
  });

  test("an invalid entry is refused with its problems", () => {
    const r = scoreGame([perKind({ plum: 2 }), perKind({ plum: 2 })]);
    expect(r.ok).toBe(false);
  });
});

describe("competitionRanks", () => {
  test.each([
    [[30, 41, 30, 12], [2, 1, 2, 4]],
    [[5, 5, 3], [1, 1, 3]],
    [[7, 7, 7], [1, 1, 1]],
    [[1, 2, 3, 4, 5], [5, 4, 3, 2, 1]],
  ])("%j → %j", (totals, ranks) => {
    expect(competitionRanks(totals)).toEqual(ranks);
  });
});

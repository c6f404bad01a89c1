import { describe, expect, test } from "vitest";
import { cakeGame, finishedTotals, newCakeState, readGame } from "@/lib/cake/session";
import type { CakeAction, CakeState } from "@/lib/cake/session";

// The definition as the store takes it; its reducer reads typed counts with the count schema.
const cake = cakeGame;

const run = (s: CakeState, ...actions: CakeAction[]) => actions.reduce((state, a) => cake.reduce(state, a), s);
const saved = (player: number, kind: "kiwi" | "plum" | "chocolate", value: string, game = 0): CakeAction => ({
  type: "set-field",
  game,
  player,
  field: { part: "saved", kind },
  value,
});

describe("session state", () => {
  test("a new series parses with its own schema", () => {
    const s = newCakeState(["Аня", "Борис", "Вера"], 1, "tied-none-score");
    expect(cake.schema.safeParse(s).success).toBe(true);
    expect(s.games[0]?.firstCutter).toBe(1);
    expect(cakeGame.summary(s)).toEqual({ players: ["Аня", "Борис", "Вера"], finished: false, label: "0/3" });
  });

  test.each([
    ["duplicate names", { ...newCakeState(["A", "B"]), players: ["A", "A"] }],
    ["one player", { ...newCakeState(["A", "B"]), players: ["A"] }],
    ["first cutter not a player", { ...newCakeState(["A", "B"]), seriesFirstCutter: 3 }],
    ["entries of another player count", { ...newCakeState(["A", "B"]), players: ["A", "B", "C"] }],
    ["a count typed as a number", JSON.parse(JSON.stringify(newCakeState(["A", "B"])).replace('"plum":""', '"plum":3'))],
  ])("the schema refuses %s", (_, bad) => {
    expect(cake.schema.safeParse(bad).success).toBe(false);
  });

  test("typed text is kept exactly, even when it is not a valid count", () => {
    const s = run(newCakeState(["A", "B"]), saved(0, "kiwi", "1.5"), saved(1, "plum", "-"));
    expect(s.games[0]?.drafts[0]?.saved.kiwi).toBe("1.5");
    expect(s.games[0]?.drafts[1]?.saved.plum).toBe("-");
    expect(cake.schema.safeParse(s).success).toBe(true);
  });

  test("steppers add and subtract, never below 0, and leave unreadable text alone", () => {
    const step = (delta: 1 | -1): CakeAction => ({ type: "step", game: 0, player: 0, field: { part: "saved", kind: "kiwi" }, delta });
    let s = run(newCakeState(["A", "B"]), step(1), step(1), step(1), step(-1));
    expect(s.games[0]?.drafts[0]?.saved.kiwi).toBe("2");
    s = run(s, step(-1), step(-1), step(-1));
    expect(s.games[0]?.drafts[0]?.saved.kiwi).toBe("0");
    s = run(s, saved(0, "kiwi", "2.5"), step(1));
    expect(s.games[0]?.drafts[0]?.saved.kiwi).toBe("2.5");
  });

  test("switching to a rosette total keeps the per-kind numbers typed so far", () => {
    const s = run(
      newCakeState(["A", "B"]),
      { type: "set-field", game: 0, player: 0, field: { part: "eaten", kind: "plum" }, value: "2" },
      { type: "set-eaten-mode", game: 0, player: 0, mode: "rosettes" },
      { type: "set-field", game: 0, player: 0, field: { part: "rosettes" }, value: "9" },
    );
    expect(s.games[0]?.drafts[0]).toMatchObject({ mode: "rosettes", rosettes: "9", eatenPerKind: { plum: "2" } });
    expect(readGame(s.games[0]!).entries[0]?.eaten).toEqual({ mode: "rosettes", rosettes: 9 });
  });

  test("finish is refused while a problem remains, then accepted; a finished game is read-only until reopened", () => {
    let s = run(newCakeState(["A", "B"]), saved(0, "plum", "2"), saved(1, "plum", "2"), { type: "finish", game: 0 });
    expect(s.games[0]?.finished).toBe(false);
    s = run(s, saved(1, "plum", "1"), { type: "finish", game: 0 });
    expect(s.games[0]?.finished).toBe(true);
    expect(run(s, saved(0, "kiwi", "3"))).toBe(s);
    s = run(s, { type: "reopen", game: 0 }, saved(0, "kiwi", "3"));
    expect(s.games[0]?.drafts[0]?.saved.kiwi).toBe("3");
  });

  test("next game keeps the players and rotates the first cutter; only after the last game is finished", () => {
    let s = newCakeState(["A", "B", "C"], 0);
    expect(run(s, { type: "next-game" })).toBe(s);
    s = run(s, saved(0, "kiwi", "3"), { type: "finish", game: 0 }, { type: "next-game" });
    expect(s.games.map((g) => g.firstCutter)).toEqual([0, 1]);
    s = run(s, saved(1, "chocolate", "2", 1), { type: "finish", game: 1 }, { type: "next-game" });
    s = run(s, { type: "finish", game: 2 }, { type: "next-game" });
    expect(s.games.map((g) => g.firstCutter)).toEqual([0, 1, 2, 0]);
    expect(finishedTotals(s)).toEqual([
      [8, 0, 0],
      [0, 11, 0],
      [0, 0, 0],
    ]);
    expect(cakeGame.summary(s)).toMatchObject({ finished: false, label: "3/4" });
  });

  test("the round helper position moves 1..5 only; every action stays undoable", () => {
    const s = run(newCakeState(["A", "B"]), { type: "set-round", game: 0, round: 3 }, { type: "set-round", game: 0, round: 6 });
    expect(s.games[0]?.round).toBe(3);
    // No undoable(): the store's default (true) keeps the undo stack through round changes.
    expect(cakeGame.undoable).toBeUndefined();
  });

  test("the tie rule can be changed and rescoring follows it", () => {
    let s = run(newCakeState(["A", "B"]), saved(0, "kiwi", "2"), saved(1, "kiwi", "2"), { type: "finish", game: 0 });
    expect(finishedTotals(s)).toEqual([[8, 8]]);
    s = run(s, { type: "set-tie-rule", rule: "tied-none-score" });
    expect(finishedTotals(s)).toEqual([[0, 0]]);
  });

  test("actions aimed at a game or player that does not exist change nothing", () => {
    const s = newCakeState(["A", "B"]);
    expect(run(s, saved(5, "kiwi", "1"), saved(0, "kiwi", "1", 3), { type: "finish", game: 9 }, { type: "reopen", game: 0 })).toBe(s);
    expect(run(s, saved(0, "kiwi", "1234567"))).toBe(s);
  });
});

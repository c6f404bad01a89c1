import { describe, expect, test } from "vitest";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { dealGame } from "@/lib/pechenka/deal";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card";
import { roleLabel } from "@/lib/pechenka/roles";
import { pechenkaStateSchema, newPechenka, pechenkaGame, reducePechenka } from "@/lib/pechenka/session";
import { undoStep } from "@/lib/pechenka/undo";
import { applyAction, makeRecord } from "@/lib/store/sessions";
import { seeded } from "./seeded";

const players = ["Kim", "Lee", "Max", "Ned"];
const fresh = () => newPechenka(players, "0011223344", dealGame(4, seeded(3)));
const run = (s: PechenkaState, ...a: PechenkaAction[]) => a.reduce(reducePechenka, s);

describe("what Undo takes back", () => {
  test.each<[string, PechenkaAction[], PechenkaAction, ReturnType<typeof undoStep>]>([
    ["a code marked shown", [], { type: "markShown", seat: 1 }, { kind: "shown", seat: 1 }],
    ["the hand-out mode", [], { type: "setMode", mode: "pass" }, { kind: "mode" }],
    ["the host's seat", [], { type: "setHostSeat", seat: 2 }, { kind: "hostSeat" }],
    ["the start", [], { type: "start" }, { kind: "start" }],
    ["the first player", [{ type: "start" }], { type: "setFirstSeat", seat: 3 }, { kind: "firstSeat", seat: 3 }],
    ["the end of a round", [{ type: "start" }, { type: "setFirstSeat", seat: 0 }], { type: "beginEntry" }, { kind: "endRound", round: 0 }],
    [
      "one player's cards",
      [{ type: "start" }, { type: "setFirstSeat", seat: 0 }, { type: "beginEntry" }],
      { type: "editEntry", seat: 2, patch: { sword: 1 } },
      { kind: "entry", seat: 2 },
    ],
    ["a reveal", [{ type: "start" }, { type: "setFirstSeat", seat: 0 }, { type: "beginEntry" }], { type: "reveal" }, { kind: "reveal", round: 0 }],
    [
      "the move to the next round",
      [{ type: "start" }, { type: "setFirstSeat", seat: 0 }, { type: "beginEntry" }, { type: "reveal" }],
      { type: "nextRound" },
      { kind: "nextRound", round: 1 },
    ],
  ])("%s", (_, before, action, expected) => {
    const s = run(fresh(), ...before);
    expect(undoStep(s, reducePechenka(s, action))).toEqual(expected);
  });

  test("a re-deal empties the undo stack: deal 1 never comes back", async () => {
    const pechenka = pechenkaGame;
    const made = makeRecord(pechenka, "id", fresh(), 1);
    if (!made.ok) throw new Error(made.error);
    let session = { record: made.value, state: made.value.state as PechenkaState, past: [] as PechenkaState[] };
    const step = (a: PechenkaAction) => {
      const r = applyAction(pechenka, session, a, 2);
      if (!r.ok) throw new Error(r.error.detail);
      session = r.value;
    };
    step({ type: "markShown", seat: 0 });
    step({ type: "markShown", seat: 1 });
    expect(session.past).toHaveLength(2);
    step({ type: "redeal", roles: dealGame(4, seeded(4)) });
    expect(session.state.deal).toBe(2);
    expect(session.past).toEqual([]);
  });
});

describe("a code shown again mid-game", () => {
  const started = () => run(fresh(), { type: "start" }, { type: "setFirstSeat", seat: 0 });

  test("is logged in the current round, once per seat, and cannot be undone", () => {
    const s = run(started(), { type: "reshowCode", seat: 2 }, { type: "reshowCode", seat: 2 }, { type: "reshowCode", seat: 1 });
    expect(s.rounds[0]?.reshown).toEqual([2, 1]);
    expect(pechenkaGame.undoable?.({ type: "reshowCode", seat: 2 })).toBe(false);
    expect(pechenkaStateSchema.safeParse(s).success).toBe(true);
  });

  test("is refused before the game starts, for an unknown seat and after the end", () => {
    expect(run(fresh(), { type: "reshowCode", seat: 1 })).toEqual(fresh());
    const s = started();
    expect(run(s, { type: "reshowCode", seat: 4 })).toEqual(s);
    expect(run({ ...s, finished: true }, { type: "reshowCode", seat: 1 })).toEqual({ ...s, finished: true });
  });

  test("older records without the log still load; a logged seat past the table is refused by the schema", () => {
    const s = started();
    expect(pechenkaStateSchema.safeParse(s).success).toBe(true);
    const bad = { ...s, rounds: s.rounds.map((r) => ({ ...r, reshown: [5] })) };
    expect(pechenkaStateSchema.safeParse(bad).success).toBe(false);
  });
});

describe("role labels", () => {
  test("37's symbol is its name: said once", () => {
    expect(roleLabel("n37", pechenkaCard.ru.roles)).toBe("37");
    expect(roleLabel("n37", pechenkaCard.en.roles)).toBe("37");
    expect(roleLabel("cookie", pechenkaCard.en.roles)).toBe("🍪 Cookie");
    expect(roleLabel("cosine", pechenkaCard.ru.roles)).toBe("cos Косинус");
  });
});

import { describe, expect, test } from "vitest";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { dealGame } from "@/lib/pechenka/deal";
import { pechenkaStateSchema, newPechenka, pechenkaGame, reducePechenka, revealedCoins } from "@/lib/pechenka/session";
import { seeded } from "./seeded";

const players = ["Bart", "Homer", "Marge", "Lisa"];

function run(s: PechenkaState, ...actions: PechenkaAction[]): PechenkaState {
  return actions.reduce(reducePechenka, s);
}

function fresh(): PechenkaState {
  return newPechenka(players, "0011223344", dealGame(4, seeded(11)));
}

describe("pechenka session", () => {
  test("a new game parses with its own schema", () => {
    const s = fresh();
    expect(pechenkaStateSchema.safeParse(s).success).toBe(true);
    expect(pechenkaGame.summary(s)).toEqual({ players, finished: false, label: "1/4" });
  });

  test("the schema refuses a state whose roles are not a deal", () => {
    const s = fresh();
    const bad = { ...s, roles: s.roles.map(() => ["cookie", "cookie", "blue", "n37"]) };
    expect(pechenkaStateSchema.safeParse(bad).success).toBe(false);
    expect(pechenkaStateSchema.safeParse({ ...s, shown: [true] }).success).toBe(false);
    expect(pechenkaStateSchema.safeParse(null).success).toBe(false);
  });

  test("hand-out list and re-deal: new deal number, shown list cleared", () => {
    const s = run(fresh(), { type: "markShown", seat: 2 }, { type: "markShown", seat: 0 });
    expect(s.shown).toEqual([true, false, true, false]);
    const roles = dealGame(4, seeded(12));
    const r = run(s, { type: "redeal", roles });
    expect(r.deal).toBe(2);
    expect(r.table).toBe(s.table);
    expect(r.roles).toEqual(roles);
    expect(r.shown).toEqual([false, false, false, false]);
    // not a valid deal: ignored
    expect(run(r, { type: "redeal", roles: [] })).toBe(r);
  });

  test("a whole round: first player, entry, blocked pair resolved, reveal, next", () => {
    let s = run(fresh(), { type: "start" }, { type: "beginEntry" });
    expect(s.rounds[0]?.stage).toBe("play"); // no first player yet
    s = run(s, { type: "setFirstSeat", seat: 0 }, { type: "beginEntry" });
    expect(s.rounds[0]?.stage).toBe("entry");
    s = run(
      s,
      { type: "editEntry", seat: 2, patch: { sword: 1 } },
      { type: "editEntry", seat: 1, patch: { shield: 2 } },
      { type: "reveal" },
    );
    expect(s.rounds[0]?.stage).toBe("entry"); // blocked pair refused
    s = run(s, { type: "resolveBlock", swordSeat: 2, shieldSeat: 1, first: "shield", otherWentTo: 0 }, { type: "reveal" });
    expect(s.rounds[0]?.stage).toBe("revealed");
    expect(s.rounds[0]?.entry[2]?.sword).toBe(0);
    expect(revealedCoins(s)).toHaveLength(1);
    // editing a revealed round is refused until it is reopened
    expect(run(s, { type: "editEntry", seat: 0, patch: { hill: true } })).toBe(s);
    s = run(s, { type: "nextRound" });
    expect(s.round).toBe(1);
    expect(run(s, { type: "setFirstSeat", seat: 3 }).firstSeat).toBe(0); // only before round 1 is scored
    expect(run(s, { type: "redeal", roles: dealGame(4, seeded(1)) })).toBe(s); // no re-deal after scoring
  });

  test("opening roles early is recorded and survives the reveal", () => {
    const s = run(fresh(), { type: "start" }, { type: "setFirstSeat", seat: 1 }, { type: "peekRoles" }, { type: "beginEntry" }, { type: "reveal" });
    expect(s.rounds[0]).toMatchObject({ stage: "revealed", peekedEarly: true });
    expect(pechenkaGame.undoable?.({ type: "peekRoles" })).toBe(false);
    expect(pechenkaGame.undoable?.({ type: "reveal" })).toBe(true);
  });

  test("the game finishes after N rounds and a past round can be fixed", () => {
    let s = run(fresh(), { type: "start" }, { type: "setFirstSeat", seat: 0 });
    for (let r = 0; r < 4; r++) {
      s = run(s, { type: "beginEntry" }, { type: "editEntry", seat: r, patch: { hill: true } }, { type: "reveal" }, { type: "nextRound" });
    }
    expect(s.finished).toBe(true);
    expect(s.round).toBe(3);
    expect(revealedCoins(s)).toEqual([
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 1, 0],
      [0, 0, 0, 1],
    ]);
    expect(pechenkaGame.summary(s).finished).toBe(true);
    const entry = s.rounds[1]?.entry.map((e) => ({ ...e, hill: false })) ?? [];
    const fixed = run(s, { type: "fixRound", round: 1, entry });
    expect(revealedCoins(fixed)[1]).toEqual([0, 0, 0, 0]);
    const bad = entry.map((e, k) => (k === 0 ? { ...e, sword: 0 } : e));
    expect(run(s, { type: "fixRound", round: 1, entry: bad })).toBe(s);
    expect(pechenkaStateSchema.safeParse(fixed).success).toBe(true);
  });
});

describe("everyone kept the Hill", () => {
  test("one action ticks every Hill of the round being entered, and nothing with 6 players", () => {
    const five = reducePechenka(reducePechenka(reducePechenka(newPechenka(["A", "B", "C", "D", "E"], "00ff00ff00", dealGame(5, seeded(3))), { type: "start" }), { type: "setFirstSeat", seat: 0 }), { type: "beginEntry" });
    const kept = reducePechenka(five, { type: "allKeptHill" });
    expect(kept.rounds[0]?.entry.map((e) => e.hill)).toEqual([true, true, true, true, true]);
    expect(kept.rounds[1]?.entry.every((e) => !e.hill)).toBe(true);
    const six = reducePechenka(reducePechenka(reducePechenka(newPechenka(["A", "B", "C", "D", "E", "F"], "00ff00ff00", dealGame(6, seeded(3))), { type: "start" }), { type: "setFirstSeat", seat: 0 }), { type: "beginEntry" });
    expect(reducePechenka(six, { type: "allKeptHill" })).toBe(six);
  });
});

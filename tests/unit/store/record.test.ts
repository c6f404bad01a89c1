import { describe, expect, test } from "vitest";
import { GAME_KINDS } from "@/lib/games";
import { applyAction, applyUndo, loadRecord, makeRecord, parseRecord, parseRecordText } from "@/lib/store/sessions";
import type { LoadedSession } from "@/lib/store/sessions";
import type { SessionRecord } from "@/lib/store/types";
import { UNDO_LIMIT } from "@/lib/store/types";
import type { TallyState } from "./tally";
import { newTally, tallyGame } from "./tally";

function fresh(players = ["Маша", "Петя"]): SessionRecord {
  const made = makeRecord(tallyGame, "abcd1234", newTally(players), 1_000);
  if (!made.ok) throw new Error(made.error);
  return made.value;
}

function loaded(record = fresh()): LoadedSession<TallyState> {
  const l = loadRecord(tallyGame, record);
  if (!l.ok) throw new Error(l.error.detail);
  return l.value;
}

describe("envelope", () => {
  test("a new record round-trips through JSON text", () => {
    const record = fresh();
    expect(record).toMatchObject({ format: 1, kind: "cake", version: 2, rev: 0, past: [] });
    expect(record.summary).toEqual({ players: ["Маша", "Петя"], finished: false, label: "0" });
    expect(parseRecordText(JSON.stringify(record))).toEqual({ ok: true, value: record });
  });

  test.each([
    ["not JSON", "{oops", "not-json"],
    ["null", "null", "not-a-session"],
    ["an array", "[1,2]", "not-a-session"],
    ["unknown older format", JSON.stringify({ ...fresh(), format: 0 }), "not-a-session"],
    // a newer envelope is a newer version's record, not a stranger's data.
    ["a newer format", JSON.stringify({ ...fresh(), format: 9 }), "newer-version"],
    ["foreign kind", JSON.stringify({ ...fresh(), kind: "chess" }), "not-a-session"],
    ["negative rev", JSON.stringify({ ...fresh(), rev: -1 }), "not-a-session"],
    ["bad id", JSON.stringify({ ...fresh(), id: "../x" }), "not-a-session"],
    ["no state", JSON.stringify({ ...fresh(), state: undefined }), "not-a-session"],
    ["undo stack too deep", JSON.stringify({ ...fresh(), past: Array(UNDO_LIMIT + 1).fill(1) }), "not-a-session"],
  ])("%s is refused with a reason", (_name, text, code) => {
    const result = parseRecordText(text, GAME_KINDS);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.detail.length).toBeGreaterThan(0);
    }
  });

  test("parseRecord names the offending field", () => {
    const result = parseRecord({ ...fresh(), updatedAt: "yesterday" });
    expect(result).toMatchObject({ ok: false, error: { code: "not-a-session" } });
    if (!result.ok) expect(result.error.detail).toContain("updatedAt");
  });
});

describe("loading game state", () => {
  test("wrong game kind", () => {
    const result = loadRecord({ ...tallyGame, kind: "eleusis" }, fresh());
    expect(result).toMatchObject({ ok: false, error: { code: "wrong-kind" } });
  });

  test("a version 1 record is migrated, undo stack included", () => {
    const v1 = { ...fresh(), version: 1, state: { names: ["A", "B"], total: [3, 4] }, past: [{ names: ["A", "B"], total: [3, 0] }] };
    const result = loadRecord(tallyGame, v1);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.state).toEqual({ players: ["A", "B"], scores: [3, 4], finished: false });
      expect(result.value.past).toEqual([{ players: ["A", "B"], scores: [3, 0], finished: false }]);
    }
  });

  test.each([
    ["a newer app wrote it", { version: 3 }, "newer-version"],
    ["migration throws", { version: 0 }, "migration-failed"],
    ["state does not fit the schema", { state: { players: [], scores: [] } }, "invalid-state"],
  ])("%s", (_name, patch, code) => {
    const result = loadRecord(tallyGame, { ...fresh(), ...patch });
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  test("no migrate function: old versions are refused, not guessed", () => {
    const noMigrate = { ...tallyGame, migrate: undefined };
    expect(loadRecord(noMigrate, { ...fresh(), version: 1 })).toMatchObject({ ok: false, error: { code: "migration-failed" } });
  });

  test("invalid undo entries are dropped from the oldest side; the current state stays", () => {
    const good = newTally(["A"]);
    const result = loadRecord(tallyGame, { ...fresh(["A"]), past: [good, { junk: true }, good, good] });
    expect(result.ok && result.value.past.length).toBe(2);
  });
});

describe("actions and undo", () => {
  test("an action bumps rev, updates the summary and pushes the undo stack", () => {
    const step = applyAction(tallyGame, loaded(), { type: "score", seat: 1, points: 5 }, 2_000);
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    expect(step.value.state.scores).toEqual([0, 5]);
    expect(step.value.record).toMatchObject({ rev: 1, updatedAt: 2_000, summary: { label: "5" } });
    expect(step.value.past).toEqual([newTally(["Маша", "Петя"])]);
    const back = applyUndo(tallyGame, step.value, 3_000);
    expect(back?.ok && back.value.state).toEqual(newTally(["Маша", "Петя"]));
    expect(back?.ok && back.value.record.rev).toBe(2);
    expect(applyUndo(tallyGame, loaded(), 1)).toBeUndefined();
  });

  test(`the undo stack keeps the last ${UNDO_LIMIT} states`, () => {
    let s = loaded();
    for (let i = 0; i < UNDO_LIMIT + 10; i++) {
      const step = applyAction(tallyGame, s, { type: "score", seat: 0, points: 1 }, 2_000 + i);
      if (!step.ok) throw new Error(step.error.detail);
      s = step.value;
    }
    expect(s.past.length).toBe(UNDO_LIMIT);
    expect(s.past[0]?.scores[0]).toBe(10);
    expect(parseRecord(JSON.parse(JSON.stringify(s.record))).ok).toBe(true);
  });

  test("an action that cannot be undone clears the undo stack", () => {
    const one = applyAction(tallyGame, loaded(), { type: "score", seat: 0, points: 1 }, 2);
    if (!one.ok) throw new Error("step");
    const sealed = applyAction(tallyGame, one.value, { type: "seal", secret: "x" }, 3);
    expect(sealed.ok && sealed.value.past).toEqual([]);
  });

  test("a reducer that throws is a rejected step, not a crash", () => {
    expect(applyAction(tallyGame, loaded(), { type: "explode" }, 2)).toMatchObject({ ok: false, error: { code: "reducer-failed", detail: "boom" } });
  });

  test("a reducer result that breaks the schema is rejected before anything is written", () => {
    const broken = { ...tallyGame, reduce: () => ({ players: [] }) as unknown as TallyState };
    expect(applyAction(broken, loaded(), { type: "finish" }, 2)).toMatchObject({ ok: false, error: { code: "invalid-result" } });
  });
});

describe("a record from a newer envelope format", () => {
  test("is said to come from a newer version, not to be a stranger's data", () => {
    const res = parseRecordText(JSON.stringify({ format: 2, id: "abcd1234", kind: "cake", somethingNew: true }));
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe("newer-version");
    const old = parseRecordText(JSON.stringify({ format: 0, id: "abcd1234" }));
    expect(!old.ok && old.error.code).toBe("not-a-session");
  });
});

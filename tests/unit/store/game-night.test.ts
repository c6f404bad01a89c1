import { describe, expect, test } from "vitest";
import { cakeGame, newCakeState } from "@/lib/cake/session";
import { pechenkaGame } from "@/lib/pechenka/session";
import { MemoryStorage } from "@/lib/store/backend";
import type { AnyGameDefinition } from "@/lib/store/game";
import { exportGameNightJson, finishedSince, importGameNightJson, isGameNightFile, peekGameNightKinds } from "@/lib/store/game-night";
import { createSessionIn, readSession } from "@/lib/store/sessions";
import { GAME_KINDS } from "@/lib/games";
import { cakeSeries, pechenkaFinished } from "@/tests/unit/results/fixtures";

const defs = (kind: string): AnyGameDefinition | undefined => (kind === "cake" ? cakeGame : kind === "pechenka" ? pechenkaGame : undefined);
const ids = (...list: string[]) => () => list.shift() ?? "zzzzzzzzzzzz";

function evening() {
  const storage = new MemoryStorage();
  createSessionIn(storage, cakeGame, cakeSeries(), 1_000, ids("cakeaaaaaaaa"));
  createSessionIn(storage, pechenkaGame, pechenkaFinished(), 2_000, ids("pechbbbbbbbb"));
  createSessionIn(storage, cakeGame, newCakeState(["X", "Y"]), 3_000, ids("openccccccccc".slice(0, 12)));
  createSessionIn(storage, pechenkaGame, pechenkaFinished(), 10, ids("lastweekdddd"));
  return storage;
}

function snapshot(storage: MemoryStorage): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key) out[key] = storage.getItem(key);
  }
  return out;
}

describe("game-night file", () => {
  test("holds the evening's finished games only, oldest first, and imports whole on another phone", () => {
    const records = finishedSince(evening(), 500, GAME_KINDS);
    expect(records.map((r) => r.id)).toEqual(["cakeaaaaaaaa", "pechbbbbbbbb"]);
    const text = exportGameNightJson(records, defs, 5_000);
    expect(isGameNightFile(text)).toBe(true);
    expect(peekGameNightKinds(text, GAME_KINDS).sort()).toEqual(["cake", "pechenka"]);
    const other = new MemoryStorage();
    const result = importGameNightJson(other, text, defs, 6_000);
    expect(result).toEqual({ ok: true, value: { ids: ["cakeaaaaaaaa", "pechbbbbbbbb"] } });
    const cake = readSession(other, cakeGame, "cakeaaaaaaaa");
    expect(cake.status === "ready" && cake.session.state).toEqual(cakeSeries());
  });

  test("ids already taken get fresh ones; a second import keeps both copies", () => {
    const storage = evening();
    const text = exportGameNightJson(finishedSince(storage, 500, GAME_KINDS), defs, 5_000);
    const again = importGameNightJson(storage, text, defs, 6_000, ids("newaaaaaaaaa", "newbbbbbbbbb"));
    expect(again).toEqual({ ok: true, value: { ids: ["newaaaaaaaaa", "newbbbbbbbbb"] } });
  });

  test("one bad game in the file: nothing at all is written", () => {
    const storage = evening();
    const file = JSON.parse(exportGameNightJson(finishedSince(storage, 500, GAME_KINDS), defs, 5_000)) as { sessions: { state: { players: string[] } }[] };
    const bad = file.sessions[1];
    if (bad) bad.state.players = ["only one"];
    const other = new MemoryStorage();
    const before = snapshot(other);
    const result = importGameNightJson(other, JSON.stringify(file), defs, 6_000);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.detail.startsWith("sessions.1")).toBe(true);
    expect(snapshot(other)).toEqual(before);
  });

  test.each([
    ["not JSON", "{", "not-json"],
    ["a single-session export", JSON.stringify({ app: "tabletop-referee", type: "session" }), "not-an-export"],
    ["an empty evening", JSON.stringify({ app: "tabletop-referee", type: "game-night", exportFormat: 1, sessions: [] }), "not-an-export"],
    ["a newer format", JSON.stringify({ app: "tabletop-referee", type: "game-night", exportFormat: 2, sessions: [{}] }), "newer-version"],
  ])("refuses %s", (_, text, code) => {
    const r = importGameNightJson(new MemoryStorage(), text, defs, 1);
    expect(r.ok ? "ok" : r.error.code).toBe(code);
  });
});

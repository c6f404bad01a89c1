import { describe, expect, test } from "vitest";
import { MemoryStorage, STORAGE_KEYS } from "@/lib/store/backend";
import {
  EMPTY_ROSTER, NAME_MAX, normalizeName, removePlayer, rosterNames, saveRoster, touchPlayers,
} from "@/lib/store/roster";
import { addPlayer, loadRoster, renamePlayer, updateRoster } from "@/lib/store/roster-read";
import { checkName } from "@/lib/forms/player-name";
import type { Roster } from "@/lib/store/roster";

function roster(...names: string[]): Roster {
  return { format: 1, players: names.map((name, i) => ({ name, lastUsed: i })) };
}

describe("player names", () => {
  test.each([
    ["  Маша   К. ", "Маша К."],
    ["Петя", "Петя"],
    ["e\u0301", "\u00e9"],
  ])("normalizeName(%j) = %j", (raw, clean) => {
    expect(normalizeName(raw)).toBe(clean);
  });

  test.each([
    ["", "empty"],
    ["   ", "empty"],
    ["x".repeat(NAME_MAX + 1), "too-long"],
    ["маша", "duplicate"],
    [" МАША ", "duplicate"],
  ])("checkName(%j) against [Маша] is refused: %s", (name, problem) => {
    expect(checkName(name, ["Маша"])).toMatchObject({ ok: false, error: { problem } });
  });

  test("a second Маша is asked for a distinguishing name and then accepted", () => {
    const r = roster("Маша");
    expect(addPlayer(r, "Маша", 5)).toEqual({ ok: false, error: { problem: "duplicate", existing: "Маша" } });
    const added = addPlayer(r, "Маша К.", 5);
    expect(added.ok && rosterNames(added.value)).toEqual(["Маша К.", "Маша"]);
  });
});

describe("roster", () => {
  test("rename refuses another player's name but allows changing case", () => {
    const r = roster("Маша", "Петя");
    expect(renamePlayer(r, "Петя", "маша")).toMatchObject({ ok: false, error: { problem: "duplicate" } });
    expect(renamePlayer(r, "Петя", "ПЕТЯ")).toMatchObject({ ok: true });
    expect(renamePlayer(r, "Вася", "Вова")).toMatchObject({ ok: false, error: { problem: "missing" } });
    const renamed = renamePlayer(r, "Петя", "Пётр");
    expect(renamed.ok && rosterNames(renamed.value)).toEqual(["Пётр", "Маша"]);
  });

  test("remove, and touch puts the players of a new game first and adds new names once", () => {
    const r = touchPlayers(removePlayer(roster("A", "B", "C"), "B"), ["c", "D", "D", ""], 100);
    expect(rosterNames(r)).toEqual(["C", "D", "A"]);
  });

  test("save and load round-trip; an unreadable roster is kept aside and an empty one used", () => {
    const storage = new MemoryStorage();
    expect(loadRoster(storage)).toEqual({ roster: EMPTY_ROSTER, problem: null });
    saveRoster(storage, roster("A", "B"));
    expect(loadRoster(storage).roster).toEqual(roster("A", "B"));
    storage.setItem(STORAGE_KEYS.roster, '{"format":1,"players":[{"name":""}]}');
    expect(loadRoster(storage)).toEqual({ roster: EMPTY_ROSTER, problem: "unreadable" });
    expect(storage.getItem(STORAGE_KEYS.rosterBackup)).toContain('"players"');
  });
});

describe("updateRoster: two tabs edit one roster", () => {
  test("a name added in each tab: both stay, whatever each tab had read before", () => {
    const storage = new MemoryStorage();
    const tabA = loadRoster(storage).roster;
    const tabB = loadRoster(storage).roster;
    expect(updateRoster(storage, () => addPlayer(tabA, "Xena", 1)).ok).toBe(true);
    // Tab B still holds its old, empty copy: the change is applied to what is stored now instead.
    expect(tabB.players).toEqual([]);
    const out = updateRoster(storage, (r) => addPlayer(r, "Yuri", 2));
    expect(out.ok && rosterNames(out.value)).toEqual(["Yuri", "Xena"]);
    expect(rosterNames(loadRoster(storage).roster)).toEqual(["Yuri", "Xena"]);
  });

  test("a refused change writes nothing; a full storage keeps the change in memory and says so", () => {
    const storage = new MemoryStorage();
    updateRoster(storage, (r) => addPlayer(r, "Xena", 1));
    const dup = updateRoster(storage, (r) => addPlayer(r, "xena", 2));
    expect(dup).toEqual({ ok: false, error: { refused: { problem: "duplicate", existing: "Xena" } } });
    storage.quotaBytes = 0;
    const full = updateRoster(storage, (r) => addPlayer(r, "Yuri", 3));
    expect(full.ok).toBe(false);
    if (!full.ok && "storage" in full.error) {
      expect(full.error.storage).toBe("quota");
      expect(rosterNames(full.error.roster)).toEqual(["Yuri", "Xena"]);
    } else throw new Error("expected a storage problem");
    storage.quotaBytes = Infinity;
    expect(rosterNames(loadRoster(storage).roster)).toEqual(["Xena"]);
  });
});

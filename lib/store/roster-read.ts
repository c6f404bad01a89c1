import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, readKey, writeKey } from "./backend";
import { parseWith } from "@/lib/zod";
import { EMPTY_ROSTER, saveRoster, touchPlayers } from "./roster";
import { checkName } from "@/lib/forms/player-name";
import type { NameProblem } from "@/lib/forms/player-name";
import { rosterSchema } from "./schema";
import type { Result } from "@/lib/result";
import type { Roster, StorageProblem } from "./types";

// The stored roster read through its zod schema; pages load this module lazily (in an effect or
// on a tap), so their first load carries no zod.

/** Roster text -> roster; unreadable text gives a problem, never a throw. */
export function parseRoster(text: string | null): Result<Roster, string> {
  if (text === null) return { ok: true, value: EMPTY_ROSTER };
  try {
    const parsed = parseWith(rosterSchema, JSON.parse(text));
    return parsed.ok ? parsed : { ok: false, error: `invalid roster: ${parsed.error}` };
  } catch {
    return { ok: false, error: "not JSON" };
  }
}

export type RosterLoad = { roster: Roster; problem: StorageProblem | "unreadable" | null };

/** Loads the roster; an unreadable one is copied aside (never silently lost) and an empty one used. */
export function loadRoster(storage: KeyValueStorage): RosterLoad {
  const text = readKey(storage, STORAGE_KEYS.roster);
  if (!text.ok) return { roster: EMPTY_ROSTER, problem: text.error };
  const parsed = parseRoster(text.value);
  if (parsed.ok) return { roster: parsed.value, problem: null };
  if (text.value !== null) writeKey(storage, STORAGE_KEYS.rosterBackup, text.value);
  return { roster: EMPTY_ROSTER, problem: "unreadable" };
}

/** Marks names as just used in the stored roster (a convenience: a roster that cannot be read or written is left alone). */
export function rememberPlayers(storage: KeyValueStorage, names: readonly string[], now: number): void {
  const { roster, problem } = loadRoster(storage);
  if (problem === null || problem === "unreadable") saveRoster(storage, touchPlayers(roster, names, now));
}

export type RosterUpdate<E> =
  | { ok: true; value: Roster }
  /** The change itself was refused (e.g. a duplicate name); nothing was written. */
  | { ok: false; error: { refused: E } }
  /** The change is valid but could not be written; `roster` is the changed roster, kept in memory. */
  | { ok: false; error: { storage: StorageProblem; roster: Roster } };

/**
 * Applies one change to the roster as stored now, not to a tab's copy of it, so edits made in two
 * tabs both stay, e.g. "Xena" added in one tab and "Yuri" in another → both are in the roster.
 */
export function updateRoster<E>(storage: KeyValueStorage, change: (roster: Roster) => Result<Roster, E>): RosterUpdate<E> {
  const changed = change(loadRoster(storage).roster);
  if (!changed.ok) return { ok: false, error: { refused: changed.error } };
  const saved = saveRoster(storage, changed.value);
  return saved.ok ? { ok: true, value: changed.value } : { ok: false, error: { storage: saved.error, roster: changed.value } };
}

export function addPlayer(roster: Roster, name: string, now: number): Result<Roster, { problem: NameProblem; existing?: string }> {
  const checked = checkName(name, roster.players.map((p) => p.name));
  if (!checked.ok) return checked;
  return { ok: true, value: { ...roster, players: [...roster.players, { name: checked.value, lastUsed: now }] } };
}

/** Renames; a new name equal to another player's is refused (changing only the case is allowed). */
export function renamePlayer(roster: Roster, from: string, to: string): Result<Roster, { problem: NameProblem | "missing"; existing?: string }> {
  const index = roster.players.findIndex((p) => p.name === from);
  const player = roster.players[index];
  if (!player) return { ok: false, error: { problem: "missing" } };
  const others = roster.players.filter((_, i) => i !== index).map((p) => p.name);
  const checked = checkName(to, others);
  if (!checked.ok) return checked;
  const players = roster.players.map((p, i) => (i === index ? { ...p, name: checked.value } : p));
  return { ok: true, value: { ...roster, players } };
}

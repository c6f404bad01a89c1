import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, writeKey } from "./backend";
import { NAME_MAX } from "./schema-constants";
import type { Result } from "@/lib/result";
import type { Roster, StorageProblem } from "./types";

// Reading the stored roster parses it with its zod schema: that is in roster-read.ts, loaded
// lazily by the pages, so this module (names, seats, saving) carries no zod.

export { NAME_MAX } from "./schema-constants";
export type { Roster } from "./types";

export const EMPTY_ROSTER: Roster = { format: 1, players: [] };

export const NAME_PROBLEMS = ["empty", "too-long", "duplicate"] as const;
export type NameProblem = (typeof NAME_PROBLEMS)[number];

/** Trims, collapses inner spaces and normalises Unicode, e.g. "  Маша   К. " -> "Маша К.". */
export function normalizeName(name: string): string {
  return name.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Two names are the same player name when equal ignoring case, e.g. "маша" ~ "Маша". */
export function sameName(a: string, b: string): boolean {
  return normalizeName(a).toLocaleLowerCase() === normalizeName(b).toLocaleLowerCase();
}

/** Checks a name against `taken` (names already in use); returns the clean name. */
export function checkName(name: string, taken: readonly string[]): Result<string, { problem: NameProblem; existing?: string }> {
  const clean = normalizeName(name);
  if (clean.length === 0) return { ok: false, error: { problem: "empty" } };
  if (clean.length > NAME_MAX) return { ok: false, error: { problem: "too-long" } };
  const existing = taken.find((t) => sameName(t, clean));
  if (existing !== undefined) return { ok: false, error: { problem: "duplicate", existing } };
  return { ok: true, value: clean };
}

/** Names, most recently used first, then alphabetically. */
export function rosterNames(roster: Roster): string[] {
  return [...roster.players].sort((a, b) => b.lastUsed - a.lastUsed || a.name.localeCompare(b.name)).map((p) => p.name);
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

export function removePlayer(roster: Roster, name: string): Roster {
  return { ...roster, players: roster.players.filter((p) => p.name !== name) };
}

/** Marks names as just used (adding the new ones), e.g. when a game starts with them. */
export function touchPlayers(roster: Roster, names: readonly string[], now: number): Roster {
  let players = roster.players;
  for (const raw of names) {
    const name = normalizeName(raw);
    if (!name || name.length > NAME_MAX) continue;
    const found = players.some((p) => sameName(p.name, name));
    players = found ? players.map((p) => (sameName(p.name, name) ? { ...p, lastUsed: now } : p)) : [...players, { name, lastUsed: now }];
  }
  return { ...roster, players };
}

export function saveRoster(storage: KeyValueStorage, roster: Roster): Result<true, StorageProblem> {
  return writeKey(storage, STORAGE_KEYS.roster, JSON.stringify(roster));
}

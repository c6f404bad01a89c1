import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, writeKey } from "./backend";
import { NAME_MAX } from "./constants";
import type { Result } from "@/lib/result";
import type { Roster, StorageProblem } from "./types";

// Reading the stored roster parses it with its zod schema, and a typed name is read by its form's
// schema (lib/forms/player-name.ts): both are in roster-read.ts, loaded lazily by the pages, so this
// module (names, seats, saving) carries no zod.

export { NAME_MAX } from "./constants";
export type { Roster } from "./types";

export const EMPTY_ROSTER: Roster = { format: 1, players: [] };

/** Trims, collapses inner spaces and normalises Unicode, e.g. "  Маша   К. " -> "Маша К.". */
export function normalizeName(name: string): string {
  return name.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Two names are the same player name when equal ignoring case, e.g. "маша" ~ "Маша". */
export function sameName(a: string, b: string): boolean {
  return normalizeName(a).toLocaleLowerCase() === normalizeName(b).toLocaleLowerCase();
}

/** Names, most recently used first, then alphabetically. */
export function rosterNames(roster: Roster): string[] {
  return [...roster.players].sort((a, b) => b.lastUsed - a.lastUsed || a.name.localeCompare(b.name)).map((p) => p.name);
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

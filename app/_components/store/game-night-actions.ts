// Loaded only when the game-night file is saved or a game-night file is imported.
import type { AnyGameDefinition } from "@/lib/store/game";
import { EVENING_MS, exportGameNightJson, finishedSince, importGameNightJson, peekGameNightKinds } from "@/lib/store/game-night";
import type { KeyValueStorage } from "@/lib/store/backend";
import { GAME_KINDS, loadDefinition } from "@/lib/games";
import { loadRoster } from "@/lib/store/roster-read";
import { everyGame, exportMoveJson, mergeRosterFrom, sealedWithoutPin } from "@/lib/store/move";

async function definitions(kinds: readonly string[]): Promise<(kind: string) => AnyGameDefinition | undefined> {
  const defs = new Map<string, AnyGameDefinition>();
  for (const kind of kinds) {
    const def = await loadDefinition(kind);
    if (def) defs.set(kind, def);
  }
  return (kind) => defs.get(kind);
}

/** The evening's file text, or null when no game was finished in the last 12 hours. */
export async function gameNightFile(storage: KeyValueStorage, now: number): Promise<string | null> {
  const records = finishedSince(storage, now - EVENING_MS, GAME_KINDS);
  if (records.length === 0) return null;
  return exportGameNightJson(records, await definitions([...new Set(records.map((r) => r.kind))]), now);
}

/** A game-night file (or a move file: every game and the roster); the roster's players are added once the games are in. */
export async function importGameNight(storage: KeyValueStorage, text: string, now: number) {
  const result = importGameNightJson(storage, text, await definitions(peekGameNightKinds(text, GAME_KINDS)), now);
  if (result.ok) mergeRosterFrom(storage, text);
  return result;
}

/** Every game on this phone and the roster in one file, for the installed app; null when there is no game. */
export async function moveFile(storage: KeyValueStorage, now: number): Promise<{ text: string; games: number; withoutPin: number } | null> {
  const records = everyGame(storage, GAME_KINDS);
  if (records.length === 0) return null;
  const text = exportMoveJson(records, loadRoster(storage).roster, await definitions([...new Set(records.map((r) => r.kind))]), now);
  return { text, games: records.length, withoutPin: sealedWithoutPin(records).length };
}

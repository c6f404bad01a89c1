// Loaded only when the game-night file is saved or a game-night file is imported.
import type { AnyGameDefinition } from "@/lib/store/game";
import { EVENING_MS, exportGameNightJson, finishedSince, importGameNightJson, peekGameNightKinds } from "@/lib/store/game-night";
import type { KeyValueStorage } from "@/lib/store/backend";
import { DEFINITION_LOADERS } from "@/lib/store/registry";
import type { GameKind } from "@/lib/store/types";

async function definitions(kinds: readonly GameKind[]): Promise<(kind: GameKind) => AnyGameDefinition | undefined> {
  const defs = new Map<GameKind, AnyGameDefinition>();
  for (const kind of kinds) {
    const def = await DEFINITION_LOADERS[kind]?.();
    if (def) defs.set(kind, def);
  }
  return (kind) => defs.get(kind);
}

/** The evening's file text, or null when no game was finished in the last 12 hours. */
export async function gameNightFile(storage: KeyValueStorage, now: number): Promise<string | null> {
  const records = finishedSince(storage, now - EVENING_MS);
  if (records.length === 0) return null;
  return exportGameNightJson(records, await definitions([...new Set(records.map((r) => r.kind))]), now);
}

export async function importGameNight(storage: KeyValueStorage, text: string, now: number) {
  return importGameNightJson(storage, text, await definitions(peekGameNightKinds(text)), now);
}

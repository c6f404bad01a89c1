import { STORAGE_KEYS, readKey, writeKey } from "@/lib/store/backend";
import type { KeyValueStorage } from "@/lib/store/backend";

/**
 * Where a phone is in the end-of-game count: the player being entered and the layout (one player at a
 * time, or all players). Kept per game in the tab's sessionStorage, so a reload or a phone that drops
 * a sleeping tab comes back to the same player; the counts themselves are in the game's record.
 */
export type EntryLayout = "one" | "grid";
export interface EntryPlace {
  player: number;
  layout: EntryLayout;
}

export const FIRST_PLACE: EntryPlace = { player: 0, layout: "one" };

/** The key of one game's place, e.g. entryPlaceKey("k3v9q2m7x1ab", 0) -> "ttr:cake:entry:k3v9q2m7x1ab:0". */
export function entryPlaceKey(id: string, gameIndex: number): string {
  return `${STORAGE_KEYS.cakeEntryPrefix}${id}:${gameIndex}`;
}

/** A stored place read back for a game of `players`; the first player for anything this version did not write. Never throws. */
export function parseEntryPlace(raw: string | null, players: number): EntryPlace {
  if (raw === null) return FIRST_PLACE;
  const m = /^(\d{1,2}):(one|grid)$/.exec(raw);
  if (!m) return FIRST_PLACE;
  const player = Number(m[1]);
  return player < players ? { player, layout: m[2] as EntryLayout } : FIRST_PLACE;
}

export function readEntryPlace(storage: KeyValueStorage, id: string, gameIndex: number, players: number): EntryPlace {
  const raw = readKey(storage, entryPlaceKey(id, gameIndex));
  return parseEntryPlace(raw.ok ? raw.value : null, players);
}

/** Kept where the tab can (a full or blocked storage only loses the place, never a count). */
export function writeEntryPlace(storage: KeyValueStorage, id: string, gameIndex: number, place: EntryPlace): void {
  writeKey(storage, entryPlaceKey(id, gameIndex), `${place.player}:${place.layout}`);
}

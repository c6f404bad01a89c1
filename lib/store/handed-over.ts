// "Handed over": the old phone's mark that a game now lives on another phone. Kept beside the
// record (not inside it) so every game's state stays as it was; the store hook refuses steps
// of a marked game, so there are never two judges of one game.
import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "./backend";
import type { Result } from "@/lib/result";
import type { StorageProblem } from "./types";

function key(id: string): string {
  return STORAGE_KEYS.handedOverPrefix + id;
}

/** When the game was handed over (ms), or null. Unreadable storage counts as not handed over. */
export function handedOverAt(storage: KeyValueStorage, id: string): number | null {
  const v = readKey(storage, key(id));
  if (!v.ok || v.value === null) return null;
  const at = Number(v.value);
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function markHandedOver(storage: KeyValueStorage, id: string, at: number): Result<true, StorageProblem> {
  return writeKey(storage, key(id), String(Math.max(1, Math.floor(at))));
}

/** Used when the game itself is deleted from this phone. */
export function clearHandedOver(storage: KeyValueStorage, id: string): Result<true, StorageProblem> {
  return removeKey(storage, key(id));
}

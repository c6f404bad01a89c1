// The receiving phone's side: the parts collected so far (kept across page loads, since each
// scanned code opens the page anew), read through their zod schema. The final write of the received session, which runs the
// game's zod schema, is store-received.ts (loaded when the game is complete).
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "@/lib/store/backend";
import type { Result } from "@/lib/result";
import type { HandoverError, Part } from "./codec";
import { assemble } from "./codec";
import type { Collected } from "./schema";
import { collectedSchema } from "./schema";
import { parseWith } from "@/lib/zod";

export type { Collected } from "./schema";

/** The parts collected so far, read by their schema; unreadable memory counts as none. Never throws. */
export function readCollected(storage: KeyValueStorage): Collected | null {
  const raw = readKey(storage, STORAGE_KEYS.handoverParts);
  if (!raw.ok || raw.value === null) return null;
  try {
    const parsed = parseWith(collectedSchema, JSON.parse(raw.value));
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

export function clearCollected(storage: KeyValueStorage): void {
  removeKey(storage, STORAGE_KEYS.handoverParts);
}

function partsOf(c: Collected): Part[] {
  return Object.entries(c.parts).map(([k, data]) => ({ k: Number(k), n: c.n, id: c.id, data }));
}

/**
 * Adds a parsed part to what was collected; a part of another series is refused ("mixed") and
 * changes nothing. Returns the frame once complete, else which parts are missing.
 */
export function addPart(storage: KeyValueStorage, part: Part): Result<string, HandoverError> {
  const had = readCollected(storage);
  if (had && (had.id !== part.id || had.n !== part.n)) return { ok: false, error: { code: "mixed" } };
  const next: Collected = { id: part.id, n: part.n, parts: { ...(had?.parts ?? {}), [part.k]: part.data } };
  const frame = assemble(partsOf(next));
  // A single complete code needs no memory; a series is kept until it is whole.
  if (!(frame.ok && !had)) writeKey(storage, STORAGE_KEYS.handoverParts, JSON.stringify(next));
  return frame;
}

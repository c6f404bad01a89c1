// The receiving phone's side: the parts collected so far (kept across page loads, since each
// scanned code opens the page anew), read through their zod schema. Every series is kept on its
// own: a code of another game starts a second series beside the first, never refused, so a
// leftover partial series cannot block a later handover. The final write of the received session,
// which runs the game's zod schema, is store-received.ts (loaded when the game is complete).
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "@/lib/store/backend";
import type { Result } from "@/lib/result";
import type { HandoverError, Part } from "./codec";
import { assemble } from "./codec";
import type { Collected } from "./schema";
import { collectedListSchema } from "./schema";
import { parseWith } from "@/lib/zod";

export type { Collected } from "./schema";

/** One kept series as the page says it: which codes came, which are missing. */
export interface Pending {
  /** The series' key: its id and length, e.g. "Ab3x/4". */
  key: string;
  got: number;
  total: number;
  missing: number[];
  /** When its first code was opened (ms), or null when not known. */
  at: number | null;
}

/** The key of a series: parts of one handover share both its id and its length. */
export function seriesKey(s: { id: string; n: number }): string {
  return `${s.id}/${s.n}`;
}

/** Every series kept so far, oldest first, read by their schema; unreadable memory counts as none. Never throws. */
export function readCollected(storage: KeyValueStorage): Collected[] {
  const raw = readKey(storage, STORAGE_KEYS.handoverParts);
  if (!raw.ok || raw.value === null) return [];
  try {
    const parsed = parseWith(collectedListSchema, JSON.parse(raw.value));
    if (!parsed.ok) return [];
    return Array.isArray(parsed.value) ? parsed.value : [parsed.value];
  } catch {
    return [];
  }
}

function writeCollected(storage: KeyValueStorage, list: readonly Collected[]): void {
  if (list.length === 0) removeKey(storage, STORAGE_KEYS.handoverParts);
  else writeKey(storage, STORAGE_KEYS.handoverParts, JSON.stringify(list));
}

/** Forgets one kept series (received, or dropped by the person); the others stay. */
export function dropSeries(storage: KeyValueStorage, key: string): void {
  const list = readCollected(storage);
  const rest = list.filter((c) => seriesKey(c) !== key);
  if (rest.length !== list.length) writeCollected(storage, rest);
}

function partsOf(c: Collected): Part[] {
  return Object.entries(c.parts).map(([k, data]) => ({ k: Number(k), n: c.n, id: c.id, data }));
}

function missingOf(c: Collected): number[] {
  return Array.from({ length: c.n }, (_, i) => i + 1).filter((k) => !(String(k) in c.parts));
}

/** What is kept, as the page lists it, e.g. [{ key: "Ab3x/4", got: 1, total: 4, missing: [2, 3, 4] }]. */
export function pendingSeries(storage: KeyValueStorage): Pending[] {
  return readCollected(storage).map((c) => {
    const missing = missingOf(c);
    return { key: seriesKey(c), got: c.n - missing.length, total: c.n, missing, at: c.at ?? null };
  });
}

/** A kept series' frame text once every part is there (e.g. to open a game whose PIN was not typed last time). */
export function frameOf(storage: KeyValueStorage, key: string): Result<string, HandoverError> {
  const c = readCollected(storage).find((s) => seriesKey(s) === key);
  return c ? assemble(partsOf(c)) : { ok: false, error: { code: "empty" } };
}

/**
 * Adds a parsed part to its series (a part of a new series starts one beside the others). Returns
 * the frame once that series is complete, else which of its parts are missing. A single complete
 * code needs no memory; a series is kept until it is received (store-received.ts) or dropped.
 */
export function addPart(storage: KeyValueStorage, part: Part, now: number): Result<string, HandoverError> {
  const list = readCollected(storage);
  const key = seriesKey(part);
  const had = list.find((c) => seriesKey(c) === key);
  const next: Collected = { id: part.id, n: part.n, parts: { ...(had?.parts ?? {}), [part.k]: part.data }, at: had?.at ?? now };
  const frame = assemble(partsOf(next));
  if (!(frame.ok && part.n === 1)) writeCollected(storage, had ? list.map((c) => (c === had ? next : c)) : [...list, next]);
  return frame;
}

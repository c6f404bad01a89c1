// The receiving phone's side: the parts collected so far (kept across page loads, since each
// scanned code opens the page anew), read through their zod schema. Every series is kept on its
// own: a code of another game starts a second series beside the first, never refused, so a
// leftover partial series cannot block a later handover. The final write of the received session,
// which runs the game's zod schema, is store-received.ts (loaded when the game is complete).
// A phone whose storage is full refuses to keep a code: the series is then held in the page's memory
// (`Held`, which the page keeps and passes back), what was stored stays as it was, and the series is
// written to storage again by the first code that fits once space is back.
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "@/lib/store/backend";
import type { Result } from "@/lib/result";
import type { StorageProblem } from "@/lib/store/types";
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

/** Every series the page holds in memory because storage refused them (full); null while storage keeps them all. */
export type Held = readonly Collected[] | null;

/** What adding a code did: the frame (or what is missing), where the series is now kept, and why not in storage. */
export interface Added {
  frame: Result<string, HandoverError>;
  held: Held;
  /** The storage refused the codes (e.g. "quota"); null when they were stored (or needed no keeping). */
  problem: StorageProblem | null;
}

/** Every series kept so far, oldest first, read by their schema; unreadable memory counts as none. Never throws. */
export function readCollected(storage: KeyValueStorage, held: Held = null): Collected[] {
  if (held !== null) return [...held];
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

function writeCollected(storage: KeyValueStorage, list: readonly Collected[]): Result<true, StorageProblem> {
  return list.length === 0 ? removeKey(storage, STORAGE_KEYS.handoverParts) : writeKey(storage, STORAGE_KEYS.handoverParts, JSON.stringify(list));
}

/** Forgets one kept series (received, or dropped by the person); the others stay. Returns what the page holds then. */
export function dropSeries(storage: KeyValueStorage, key: string, held: Held = null): Held {
  const list = readCollected(storage, held);
  const rest = list.filter((c) => seriesKey(c) !== key);
  if (rest.length === list.length) return held;
  const written = writeCollected(storage, rest);
  return written.ok ? null : rest;
}

function partsOf(c: Collected): Part[] {
  return Object.entries(c.parts).map(([k, data]) => ({ k: Number(k), n: c.n, id: c.id, data }));
}

function missingOf(c: Collected): number[] {
  return Array.from({ length: c.n }, (_, i) => i + 1).filter((k) => !(String(k) in c.parts));
}

/** What is kept, as the page lists it, e.g. [{ key: "Ab3x/4", got: 1, total: 4, missing: [2, 3, 4] }]. */
export function pendingSeries(storage: KeyValueStorage, held: Held = null): Pending[] {
  return readCollected(storage, held).map((c) => {
    const missing = missingOf(c);
    return { key: seriesKey(c), got: c.n - missing.length, total: c.n, missing, at: c.at ?? null };
  });
}

/** A kept series' frame text once every part is there (e.g. to open a game whose PIN was not typed last time). */
export function frameOf(storage: KeyValueStorage, key: string, held: Held = null): Result<string, HandoverError> {
  const c = readCollected(storage, held).find((s) => seriesKey(s) === key);
  return c ? assemble(partsOf(c)) : { ok: false, error: { code: "empty" } };
}

/**
 * Adds a parsed part to its series (a part of a new series starts one beside the others). Returns
 * the frame once that series is complete, else which of its parts are missing. A single complete
 * code needs no memory; a series is kept until it is received (store-received.ts) or dropped.
 * Storage full: every series goes on in `held` (the page's memory), and what was stored is untouched.
 * e.g. addPart(full, part1of3, now, null) -> { frame: missing [2, 3], held: [that series], problem: "quota" }
 */
export function addPart(storage: KeyValueStorage, part: Part, now: number, held: Held = null): Added {
  const list = readCollected(storage, held);
  const key = seriesKey(part);
  const had = list.find((c) => seriesKey(c) === key);
  const next: Collected = { id: part.id, n: part.n, parts: { ...(had?.parts ?? {}), [part.k]: part.data }, at: had?.at ?? now };
  const frame = assemble(partsOf(next));
  if (frame.ok && part.n === 1) return { frame, held, problem: null };
  const all = had ? list.map((c) => (c === had ? next : c)) : [...list, next];
  const written = writeCollected(storage, all);
  return written.ok ? { frame, held: null, problem: null } : { frame, held: all, problem: written.error };
}

// The receiving phone's side: the parts collected so far (kept across page loads, since each
// scanned code opens the page anew) and the final write of the received session.
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "@/lib/store/backend";
import type { AnyGameDefinition } from "@/lib/store/game";
import { clearHandedOver, handedOverAt } from "@/lib/store/handed-over";
import { loadRecord, makeRecord } from "@/lib/store/record";
import { newSessionId, sessionExists, sessionKey } from "@/lib/store/sessions";
import type { Result } from "@/lib/result";
import type { HandoverError, Part } from "./codec";
import { assemble } from "./codec";
import type { HandoverPayload } from "./payload";

export interface Collected {
  id: string;
  n: number;
  parts: Record<string, string>;
}

export function readCollected(storage: KeyValueStorage): Collected | null {
  const raw = readKey(storage, STORAGE_KEYS.handoverParts);
  if (!raw.ok || raw.value === null) return null;
  try {
    const c = JSON.parse(raw.value) as Collected;
    return typeof c.id === "string" && typeof c.n === "number" && typeof c.parts === "object" && c.parts !== null ? c : null;
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

export type ReceiveError = "invalid" | "storage";

/**
 * Validates the received record with its game's schema and stores it. The game keeps its id when
 * that id is free, or when this phone holds the same game marked "handed over" (it comes back);
 * otherwise it gets a fresh id. On any problem nothing is written. Never throws.
 */
export function storeReceived(storage: KeyValueStorage, payload: HandoverPayload, state: unknown, def: AnyGameDefinition, now: number, makeId: () => string = () => newSessionId()): Result<{ id: string; kind: string }, ReceiveError> {
  try {
    const record = { ...payload.record, state, past: Array.isArray(payload.record.past) ? payload.record.past : [] };
    const loaded = loadRecord(def, record);
    if (!loaded.ok) return { ok: false, error: "invalid" };
    const fresh = makeRecord(def, record.id, loaded.value.state, now);
    if (!fresh.ok) return { ok: false, error: "invalid" };
    let id = record.id;
    const comesBack = sessionExists(storage, id) && handedOverAt(storage, id) !== null;
    for (let tries = 0; !comesBack && sessionExists(storage, id) && tries < 6; tries++) id = makeId();
    if (!comesBack && sessionExists(storage, id)) return { ok: false, error: "storage" };
    const out = { ...fresh.value, id, createdAt: Math.min(record.createdAt, now), updatedAt: now, past: loaded.value.past };
    const written = writeKey(storage, sessionKey(id), JSON.stringify(out));
    if (!written.ok) return { ok: false, error: "storage" };
    if (comesBack) clearHandedOver(storage, id);
    clearCollected(storage);
    return { ok: true, value: { id, kind: out.kind } };
  } catch {
    return { ok: false, error: "invalid" };
  }
}

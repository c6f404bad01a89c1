// The receiving phone's final step: the received record, checked by its game's zod schema, is
// stored. Loaded by the page only once every part has arrived, so its first load carries no zod.
import type { KeyValueStorage } from "@/lib/store/backend";
import { sessionKey, writeKey } from "@/lib/store/backend";
import type { AnyGameDefinition } from "@/lib/store/game";
import { clearHandedOver, handedOverAt } from "@/lib/store/handed-over";
import { loadRecord, makeRecord } from "@/lib/store/record";
import { newSessionId, sessionExists } from "@/lib/store/sessions";
import type { Result } from "@/lib/result";
import type { HandoverPayload } from "./payload";
import { clearCollected } from "./receive";

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

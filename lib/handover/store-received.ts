// The receiving phone's final step: the received record, checked by its game's zod schema, is
// stored. Loaded by the page only once every part has arrived, so its first load carries no zod.
import type { KeyValueStorage } from "@/lib/store/backend";
import { readKey, sessionKey } from "@/lib/store/backend";
import type { AnyGameDefinition } from "@/lib/store/game";
import { loadRecord, makeRecord, parseRecordText } from "@/lib/store/record";
import { clearHandedOver, compareAndSet, handedOverAt, newSessionId, sessionExists, storedRev } from "@/lib/store/sessions";
import type { Result } from "@/lib/result";
import type { HandoverPayload } from "./payload";
import { dropSeries } from "./receive";

export type ReceiveError = "invalid" | "storage";

/**
 * What to do when this phone already holds the game (same id, not handed over from here):
 * "ask" stores nothing and says so; "replace" overwrites it (only when the received one is newer);
 * "keepBoth" stores the received one under a fresh id beside it.
 */
export type OnExisting = "ask" | "replace" | "keepBoth";

export type Received =
  | { stored: true; id: string; kind: string }
  /** Nothing written: the game is here already. `newer`: the received one changed later than the one here; `same`: same state and undo stack. */
  | { stored: false; id: string; kind: string; hereUpdatedAt: number; receivedUpdatedAt: number; newer: boolean; same: boolean };

/**
 * Validates the received record with its game's schema and stores it, keeping its last-change time.
 * The game keeps its id when that id is free, or when this phone holds the same game marked
 * "handed over" (it comes back). When the game is here already and was not handed over, nothing is
 * written unless `onExisting` says to replace it (refused unless the received one is newer) or to
 * keep both (a fresh id). `series`: the kept codes to forget once stored. On any problem nothing is
 * written. Never throws.
 */
export function storeReceived(
  storage: KeyValueStorage, payload: HandoverPayload, state: unknown, def: AnyGameDefinition, now: number,
  { onExisting = "ask", series = null, makeId = () => newSessionId() }: { onExisting?: OnExisting; series?: string | null; makeId?: () => string } = {},
): Result<Received, ReceiveError> {
  try {
    const record = { ...payload.record, state, past: Array.isArray(payload.record.past) ? payload.record.past : [] };
    const loaded = loadRecord(def, record);
    if (!loaded.ok) return { ok: false, error: "invalid" };
    const fresh = makeRecord(def, record.id, loaded.value.state, now);
    if (!fresh.ok) return { ok: false, error: "invalid" };
    const updatedAt = Math.min(record.updatedAt, now);
    const out = { ...fresh.value, createdAt: Math.min(record.createdAt, updatedAt), updatedAt, past: loaded.value.past };
    let id = record.id;
    const comesBack = sessionExists(storage, id) && handedOverAt(storage, id) !== null;
    if (!comesBack && sessionExists(storage, id)) {
      const here = existing(storage, id);
      const newer = here === null || updatedAt > here.updatedAt;
      if (onExisting === "ask" || (onExisting === "replace" && !newer)) {
        const same = here !== null && here.kind === out.kind && here.body === JSON.stringify([out.state, out.past]);
        return { ok: true, value: { stored: false, id, kind: out.kind, hereUpdatedAt: here?.updatedAt ?? 0, receivedUpdatedAt: updatedAt, newer, same } };
      }
      if (onExisting === "keepBoth") {
        for (let tries = 0; sessionExists(storage, id) && tries < 6; tries++) id = makeId();
        if (sessionExists(storage, id)) return { ok: false, error: "storage" };
      }
    }
    // The one write of a record: into a free id, or over the game it replaces (a game that comes
    // back, or one replaced on request) at the revision read here, one above it, so another tab
    // showing the old one sees a newer game.
    const here = storedRev(storage, id);
    const expected = here.raw === null ? null : here.rev ?? "damaged";
    const written = compareAndSet(storage, { ...out, id, rev: typeof expected === "number" ? expected + 1 : 0 }, expected);
    if (written.status !== "written") return { ok: false, error: "storage" };
    if (comesBack) clearHandedOver(storage, id);
    if (series !== null) dropSeries(storage, series);
    return { ok: true, value: { stored: true, id, kind: out.kind } };
  } catch {
    return { ok: false, error: "invalid" };
  }
}

/** The stored game under an id, as far as comparing goes (null when unreadable: then the received one counts as newer). */
function existing(storage: KeyValueStorage, id: string): { kind: string; updatedAt: number; body: string } | null {
  const text = readKey(storage, sessionKey(id));
  if (!text.ok || text.value === null) return null;
  const record = parseRecordText(text.value);
  return record.ok ? { kind: record.value.kind, updatedAt: record.value.updatedAt, body: JSON.stringify([record.value.state, record.value.past]) } : null;
}

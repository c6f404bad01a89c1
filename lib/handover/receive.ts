// The receiving phone's side: the parts collected so far (kept across page loads, since each
// scanned code opens the page anew), read through their zod schema, then the received game stored.
// Every series is kept on its own: a code of another game starts a second series beside the first,
// never refused, so a leftover partial series cannot block a later handover.
// A phone whose storage is full refuses to keep a code: the series is then held in the page's memory
// (`Held`, which the page keeps and passes back), what was stored stays as it was, and the series is
// written to storage again by the first code that fits once space is back.
// The page loads this module with import() (its first load carries no zod); the game's own schema,
// which storeReceived runs, comes with the game's definition, loaded once every part has arrived.
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, readKey, removeKey, sessionKey, writeKey } from "@/lib/store/backend";
import type { AnyGameDefinition } from "@/lib/store/game";
import { loadRecord, makeRecord, parseRecordText, clearHandedOver, compareAndSet, handedOverAt, newSessionId, sessionExists, storedRev } from "@/lib/store/sessions";
import type { Result } from "@/lib/result";
import type { StorageProblem } from "@/lib/store/types";
import type { HandoverError, Part } from "./codec";
import { assemble } from "./codec";
import type { HandoverPayload } from "./payload";
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
 * code needs no memory; a series is kept until it is received (storeReceived) or dropped.
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
    // The game is this phone's to judge now: a mark left from handing it over before (it comes back, or
    // was deleted here since) must not open it locked.
    if (handedOverAt(storage, id) !== null) clearHandedOver(storage, id);
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

/**
 * Stored sessions: the record format (an envelope around a game's state and undo stack, parsed and
 * upgraded without throwing), one step or undo applied to a loaded record, and the one write every
 * writer goes through (`compareAndSet`, under `commit`), over a key-value storage (backend.ts).
 */
import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, handedOverKey, listKeys, readKey, removeKey, sessionKey, writeKey } from "./backend";
import type { GameDefinition } from "./game";
import type { Result } from "@/lib/result";
import { describeIssues, parseWith } from "@/lib/zod";
import type { LoadProblem, SessionRecord, StorageProblem } from "./types";
import { sessionRecordSchema } from "./schema";
import { RECORD_FORMAT, SESSION_ID_PATTERN, UNDO_LIMIT } from "./types";

/** A session as a game screen holds it: the record it came from plus parsed state and undo stack. */
export interface LoadedSession<S> {
  record: SessionRecord;
  state: S;
  past: S[];
}

/**
 * Older envelope formats -> the current one. Empty while format 1 is the only one written;
 * a format 2 adds `1: (raw) => upgraded` here and keeps every stored session readable.
 */
const ENVELOPE_MIGRATIONS: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = {};

export { describeIssues };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Raw JSON text -> a valid envelope, e.g. for the home list. `kinds`: the games the caller knows
 * (a record of another kind is not a session); without it any kind passes, to be checked against
 * the game's own definition (loadRecord). Never throws.
 */
export function parseRecordText(text: string, kinds?: readonly string[]): Result<SessionRecord, LoadProblem> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: { code: "not-json", detail: errorText(error) } };
  }
  return parseRecord(raw, kinds);
}

/** An unknown value -> a valid envelope, upgrading older envelope formats (kinds: as parseRecordText). Never throws. */
export function parseRecord(raw: unknown, kinds?: readonly string[]): Result<SessionRecord, LoadProblem> {
  try {
    let value = raw;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      let obj = value as Record<string, unknown>;
      for (let format = obj.format; typeof format === "number" && format < RECORD_FORMAT; format = obj.format) {
        const step = ENVELOPE_MIGRATIONS[format];
        if (!step) break;
        obj = step(obj);
      }
      value = obj;
    }
    const format = (value as { format?: unknown } | null)?.format;
    // A record from a newer envelope format is not damaged: a newer version of the app wrote it.
    if (typeof format === "number" && format > RECORD_FORMAT) {
      return { ok: false, error: { code: "newer-version", detail: `record format ${format}, app knows ${RECORD_FORMAT}` } };
    }
    const parsed = parseWith(sessionRecordSchema, value);
    if (!parsed.ok) return { ok: false, error: { code: "not-a-session", detail: parsed.error } };
    if (kinds && !kinds.includes(parsed.value.kind)) {
      return { ok: false, error: { code: "not-a-session", detail: `kind: expected ${kinds.join(" | ")}` } };
    }
    if (parsed.value.state === undefined) {
      return { ok: false, error: { code: "not-a-session", detail: "state: missing" } };
    }
    return { ok: true, value: parsed.value };
  } catch (error) {
    return { ok: false, error: { code: "not-a-session", detail: errorText(error) } };
  }
}

function migrateState<S>(def: GameDefinition<S, unknown>, fromVersion: number, raw: unknown): Result<unknown, LoadProblem> {
  if (fromVersion === def.version) return { ok: true, value: raw };
  if (fromVersion > def.version) {
    return { ok: false, error: { code: "newer-version", detail: `record version ${fromVersion}, app knows ${def.version}` } };
  }
  if (!def.migrate) {
    return { ok: false, error: { code: "migration-failed", detail: `no migration from version ${fromVersion}` } };
  }
  try {
    return { ok: true, value: def.migrate(fromVersion, raw) };
  } catch (error) {
    return { ok: false, error: { code: "migration-failed", detail: errorText(error) } };
  }
}

function parseState<S>(def: GameDefinition<S, unknown>, raw: unknown): Result<S, string> {
  return parseWith(def.schema, raw);
}

/**
 * A valid envelope -> the game's state, migrated and parsed by the game's schema.
 * Undo entries that no longer parse are dropped (oldest first), never the current state.
 */
export function loadRecord<S, A, E>(def: GameDefinition<S, A, E>, record: SessionRecord): Result<LoadedSession<S>, LoadProblem> {
  const game = def as unknown as GameDefinition<S, unknown>;
  if (record.kind !== def.kind) {
    return { ok: false, error: { code: "wrong-kind", detail: `a ${record.kind} session, not ${def.kind}` } };
  }
  const migrated = migrateState(game, record.version, record.state);
  if (!migrated.ok) return { ok: false, error: migrated.error };
  const state = parseState(game, migrated.value);
  if (!state.ok) return { ok: false, error: { code: "invalid-state", detail: `state.${state.error}` } };
  const past: S[] = [];
  for (let i = record.past.length - 1; i >= 0; i--) {
    const entry = migrateState(game, record.version, record.past[i]);
    const parsed = entry.ok ? parseState(game, entry.value) : undefined;
    if (!parsed?.ok) break;
    past.unshift(parsed.value);
  }
  return { ok: true, value: { record, state: state.value, past } };
}

function safeSummary<S>(def: GameDefinition<S, unknown>, state: S): Result<SessionRecord["summary"], string> {
  try {
    const s = def.summary(state);
    return { ok: true, value: { players: [...s.players], finished: s.finished, ...(s.label === undefined ? {} : { label: s.label }) } };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

/** A fresh record for a new session (rev 0). */
export function makeRecord<S, A, E>(def: GameDefinition<S, A, E>, id: string, state: S, now: number): Result<SessionRecord, string> {
  const game = def as unknown as GameDefinition<S, unknown>;
  const parsed = parseState(game, state);
  if (!parsed.ok) return { ok: false, error: `state.${parsed.error}` };
  const summary = safeSummary(game, parsed.value);
  if (!summary.ok) return { ok: false, error: summary.error };
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT, id, kind: def.kind, version: def.version,
      createdAt: now, updatedAt: now, rev: 0, summary: summary.value, state: parsed.value, past: [],
    },
  };
}

export type StepError = { code: "reducer-failed" | "invalid-result"; detail: string };

function withState<S>(def: GameDefinition<S, unknown>, session: LoadedSession<S>, state: S, past: S[], now: number): Result<LoadedSession<S>, StepError> {
  const parsed = parseState(def, state);
  if (!parsed.ok) return { ok: false, error: { code: "invalid-result", detail: `state.${parsed.error}` } };
  const summary = safeSummary(def, parsed.value);
  if (!summary.ok) return { ok: false, error: { code: "invalid-result", detail: summary.error } };
  const kept = past.slice(-UNDO_LIMIT);
  const record: SessionRecord = {
    ...session.record,
    version: def.version,
    updatedAt: Math.max(now, session.record.createdAt),
    rev: session.record.rev + 1,
    summary: summary.value,
    state: parsed.value,
    past: kept,
  };
  return { ok: true, value: { record, state: parsed.value, past: kept } };
}

/**
 * One action: reduce, check the result against the schema, push the undo stack.
 * The returned record has rev + 1 and is what gets written. Never throws.
 */
export function applyAction<S, A, E>(def: GameDefinition<S, A, E>, session: LoadedSession<S>, action: A, now: number, env?: E): Result<LoadedSession<S>, StepError> {
  let next: S;
  let undoable = true;
  try {
    next = def.reduce(session.state, action, env as E);
    undoable = def.undoable ? def.undoable(action) : true;
  } catch (error) {
    return { ok: false, error: { code: "reducer-failed", detail: errorText(error) } };
  }
  const past = undoable ? [...session.past, session.state] : [];
  return withState(def as unknown as GameDefinition<S, unknown>, session, next, past, now);
}

/** Steps back one action, or returns undefined when there is nothing to undo. */
export function applyUndo<S, A, E>(def: GameDefinition<S, A, E>, session: LoadedSession<S>, now: number): Result<LoadedSession<S>, StepError> | undefined {
  const previous = session.past[session.past.length - 1];
  if (session.past.length === 0) return undefined;
  return withState(def as unknown as GameDefinition<S, unknown>, session, previous as S, session.past.slice(0, -1), now);
}

export { sessionKey } from "./backend";

const ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // 32 symbols: a byte & 31 is unbiased

/** A random session id, e.g. "k3v9q2m7x1ab"; `random` fills bytes (crypto.getRandomValues in production). */
export function newSessionId(random: (bytes: Uint8Array) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(12);
  random(bytes);
  let id = "";
  for (const b of bytes) id += ID_ALPHABET[b & 31];
  return id;
}

export function isSessionId(id: string): boolean {
  return SESSION_ID_PATTERN.test(id);
}

export type ReadResult<S> =
  | { status: "missing" }
  | { status: "corrupt"; problem: LoadProblem; raw: string | null }
  | { status: "ready"; session: LoadedSession<S>; raw: string };

/** Reads and validates one session; corrupt data becomes a typed result, never a throw. */
export function readSession<S, A, E>(storage: KeyValueStorage, def: GameDefinition<S, A, E>, id: string): ReadResult<S> {
  if (!isSessionId(id)) return { status: "missing" };
  const text = readKey(storage, sessionKey(id));
  if (!text.ok) return { status: "corrupt", problem: { code: "storage", detail: text.error }, raw: null };
  if (text.value === null) return { status: "missing" };
  const record = parseRecordText(text.value);
  if (!record.ok) return { status: "corrupt", problem: record.error, raw: text.value };
  if (record.value.id !== id) {
    return { status: "corrupt", problem: { code: "not-a-session", detail: `id: "${record.value.id}" stored under "${id}"` }, raw: text.value };
  }
  const loaded = loadRecord(def, record.value);
  if (!loaded.ok) return { status: "corrupt", problem: loaded.error, raw: text.value };
  return { status: "ready", session: loaded.value, raw: text.value };
}

/** The start of every record this store writes (key order of checkRecord/makeRecord), up to its rev. */
const RECORD_HEAD = /^\{"format":1,"id":"[a-z0-9]{4,40}","kind":"[a-z]+","version":\d+,"createdAt":\d+,"updatedAt":\d+,"rev":(\d+),/;

/** Rev of a stored record's text, read from its head without parsing the whole record (which can be ~0.5 MB). */
export function revOf(raw: string): number | null {
  const head = RECORD_HEAD.exec(raw.slice(0, 300));
  if (head?.[1] !== undefined) return Number(head[1]);
  const record = parseRecordText(raw);
  return record.ok ? record.value.rev : null;
}

/** Rev stored under a key right now, or null when absent/unreadable. */
export function storedRev(storage: KeyValueStorage, id: string): { raw: string | null; rev: number | null } {
  const text = readKey(storage, sessionKey(id));
  if (!text.ok || text.value === null) return { raw: null, rev: null };
  return { raw: text.value, rev: revOf(text.value) };
}

/** True when something (valid or not) is stored under this id, or storage cannot say. */
export function sessionExists(storage: KeyValueStorage, id: string): boolean {
  const text = readKey(storage, sessionKey(id));
  return !text.ok || text.value !== null;
}

export type CreateError = { code: "invalid-state"; detail: string } | { code: "storage"; detail: StorageProblem };

/**
 * A free id for a game being stored: `preferred` (e.g. an imported game's own) when nothing is stored
 * under it, else a fresh one; null when storage cannot say or keeps saying "taken".
 */
export function freeSessionId(storage: KeyValueStorage, preferred: string | null, makeId: () => string = () => newSessionId(), tries = 6): string | null {
  let id = preferred ?? makeId();
  for (let n = 0; sessionExists(storage, id) && n < tries; n++) id = makeId();
  return sessionExists(storage, id) ? null : id;
}

/** Validates and persists a new session; returns its id. */
export function createSessionIn<S, A, E>(storage: KeyValueStorage, def: GameDefinition<S, A, E>, initial: S, now: number, makeId: () => string = () => newSessionId()): Result<string, CreateError> {
  const id = freeSessionId(storage, null, makeId, 5);
  if (id === null) return { ok: false, error: { code: "storage", detail: "failed" } };
  const record = makeRecord(def, id, initial, now);
  if (!record.ok) return { ok: false, error: { code: "invalid-state", detail: record.error } };
  const written = compareAndSet(storage, record.value, null);
  if (written.status !== "written") return { ok: false, error: { code: "storage", detail: written.status === "failed" ? written.problem : "failed" } };
  return { ok: true, value: id };
}

export type CasOutcome =
  | { status: "written"; raw: string }
  /** Nothing written: the stored record is not at the expected revision (`rev`: what is there, null for nothing or unreadable). */
  | { status: "changed"; rev: number | null }
  | { status: "failed"; problem: StorageProblem };

/**
 * The one write of a session record, used by every writer (a step, undo, a new game, an import, a
 * received handover): `record` is stored under its id only if the record stored there is still at
 * revision `expected` — with `expected` null, if nothing is stored there; with "damaged", if what is
 * stored there is not a readable record (a received game replacing it). In a browser the
 * session store runs it inside the revision gate, which makes the check and the write one step
 * across tabs. e.g. compareAndSet(storage, { ...record, rev: 6 }, 5).
 */
export function compareAndSet(storage: KeyValueStorage, record: SessionRecord, expected: number | null | "damaged"): CasOutcome {
  const key = sessionKey(record.id);
  const text = readKey(storage, key);
  if (!text.ok) return { status: "failed", problem: text.error };
  const rev = text.value === null ? null : revOf(text.value);
  const holds = expected === null ? text.value === null : expected === "damaged" ? text.value !== null && rev === null : rev === expected;
  if (!holds) return { status: "changed", rev };
  const raw = serializeRecord(record);
  const written = writeKey(storage, key, raw);
  return written.ok ? { status: "written", raw } : { status: "failed", problem: written.error };
}

/** JSON of states already written, by object: an undo stack is re-serialised only for its new entry. */
const stateJson = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  let json = stateJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    stateJson.set(value, json);
  }
  return json;
}

/**
 * Exactly JSON.stringify(record), but reusing the JSON of undo entries written before, so a
 * dispatch costs about one state's serialisation instead of fifty-one.
 */
export function serializeRecord(record: SessionRecord): string {
  const { state, past, ...head } = record;
  return `${JSON.stringify(head).slice(0, -1)},"state":${jsonOf(state)},"past":[${past.map(jsonOf).join(",")}]}`;
}

export type CommitOutcome<S> =
  | { status: "saved"; session: LoadedSession<S>; raw: string }
  /** Another tab wrote since this one loaded: nothing was written; `latest` is what is stored now. */
  | { status: "conflict"; latest: ReadResult<S> }
  /** The step is valid but could not be written; `session` is the unsaved result, still at the old rev. */
  | { status: "unsaved"; session: LoadedSession<S>; problem: StorageProblem }
  | { status: "rejected"; error: StepError };

/**
 * Writes `next` (from applyAction/applyUndo) only if the stored rev is still the one `base` was read at,
 * so a stale tab never overwrites newer data.
 */
export function commit<S, A, E>(storage: KeyValueStorage, def: GameDefinition<S, A, E>, baseRev: number, next: LoadedSession<S>): CommitOutcome<S> {
  const record: SessionRecord = { ...next.record, rev: baseRev + 1 };
  const written = compareAndSet(storage, record, baseRev);
  switch (written.status) {
    case "written":
      return { status: "saved", session: { ...next, record }, raw: written.raw };
    case "changed":
      return { status: "conflict", latest: readSession(storage, def, record.id) };
    case "failed":
      return { status: "unsaved", session: { ...next, record: { ...record, rev: baseRev } }, problem: written.problem };
  }
}

/** Applies one action to `session` (read at `baseRev`) and writes it through. */
export function dispatchIn<S, A, E = void>(storage: KeyValueStorage, def: GameDefinition<S, A, E>, session: LoadedSession<S>, baseRev: number, action: A, now: number, env?: E): CommitOutcome<S> {
  const next = applyAction(def, session, action, now, env as E);
  if (!next.ok) return { status: "rejected", error: next.error };
  return commit(storage, def, baseRev, next.value);
}

/** Undoes one action and writes it through; undefined when there is nothing to undo. */
export function undoIn<S, A, E>(storage: KeyValueStorage, def: GameDefinition<S, A, E>, session: LoadedSession<S>, baseRev: number, now: number): CommitOutcome<S> | undefined {
  const next = applyUndo(def, session, now);
  if (!next) return undefined;
  if (!next.ok) return { status: "rejected", error: next.error };
  return commit(storage, def, baseRev, next.value);
}

export type SessionListEntry<K extends string = string> =
  | { id: string; ok: true; record: SessionRecord & { kind: K } }
  | { id: string; ok: false; problem: LoadProblem; kind?: K; players?: string[] };

/**
 * The game a damaged record says it belongs to, if it says so legibly; a record cut short is
 * read from its head, e.g. '{"format":1,"id":"k3v9","kind":"cake","ver' → "cake".
 */
function peekKind<K extends string>(text: string, kinds: readonly K[]): K | undefined {
  let kind: unknown;
  try {
    kind = (JSON.parse(text) as { kind?: unknown } | null)?.kind;
  } catch {
    kind = /"kind":"([a-z]+)"/.exec(text.slice(0, 300))?.[1];
  }
  return kinds.find((k) => k === kind);
}

/** The players a damaged record names in its summary, if legible, e.g. for "Piece of Cake: Ann, Bob". */
export function peekPlayers(text: string): string[] {
  const m = /"summary":\{"players":(\[[^\]]*\])/.exec(text);
  if (!m?.[1]) return [];
  try {
    const players: unknown = JSON.parse(m[1]);
    return Array.isArray(players) ? players.filter((p): p is string => typeof p === "string").slice(0, 12) : [];
  } catch {
    return [];
  }
}

/**
 * Every stored session, envelope-validated only (no game code needed), newest first. `kinds`: the
 * games of this app (lib/games.ts); a record of any other kind is listed as damaged.
 */
export function listSessions<K extends string>(storage: KeyValueStorage, kinds: readonly K[]): Result<SessionListEntry<K>[], StorageProblem> {
  const keys = listKeys(storage, STORAGE_KEYS.sessionPrefix);
  if (!keys.ok) return keys;
  const entries: SessionListEntry<K>[] = [];
  const known = (record: SessionRecord): record is SessionRecord & { kind: K } => kinds.some((k) => k === record.kind);
  for (const key of keys.value) {
    const id = key.slice(STORAGE_KEYS.sessionPrefix.length);
    const text = readKey(storage, key);
    if (!text.ok) {
      entries.push({ id, ok: false, problem: { code: "storage", detail: text.error } });
      continue;
    }
    if (text.value === null) continue;
    const record = parseRecordText(text.value, kinds);
    if (!record.ok || !known(record.value)) {
      entries.push({ id, ok: false, problem: record.ok ? { code: "not-a-session", detail: "kind" } : record.error, kind: peekKind(text.value, kinds), players: peekPlayers(text.value) });
    } else if (record.value.id !== id) {
      entries.push({ id, ok: false, problem: { code: "not-a-session", detail: `id: "${record.value.id}" stored under "${id}"` }, kind: record.value.kind });
    } else {
      entries.push({ id, ok: true, record: record.value });
    }
  }
  const time = (e: SessionListEntry<K>) => (e.ok ? e.record.updatedAt : Number.MAX_SAFE_INTEGER);
  entries.sort((a, b) => time(b) - time(a) || a.id.localeCompare(b.id));
  return { ok: true, value: entries };
}

// "Handed over": the old phone's mark that a game now lives on another phone. Kept beside the
// record (not inside it) so every game's state stays as it was; the session store refuses steps
// of a marked game, so there are never two judges of one game.

/** When the game was handed over (ms), or null. Unreadable storage counts as not handed over. */
export function handedOverAt(storage: KeyValueStorage, id: string): number | null {
  const v = readKey(storage, handedOverKey(id));
  if (!v.ok || v.value === null) return null;
  const at = Number(v.value);
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function markHandedOver(storage: KeyValueStorage, id: string, at: number): Result<true, StorageProblem> {
  return writeKey(storage, handedOverKey(id), String(Math.max(1, Math.floor(at))));
}

/** Removes the mark, e.g. as a game handed over from here is received again (storeReceived in lib/handover/payload.ts). */
export function clearHandedOver(storage: KeyValueStorage, id: string): Result<true, StorageProblem> {
  return removeKey(storage, handedOverKey(id));
}

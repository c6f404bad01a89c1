import type { GameDefinition } from "./game";
import type { Result } from "@/lib/result";
import { describeIssues, parseWith } from "@/lib/zod";
import type { LoadProblem, SessionRecord } from "./types";
import { sessionRecordSchema } from "./schema";
import { RECORD_FORMAT, UNDO_LIMIT } from "./types";

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

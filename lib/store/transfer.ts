import type { KeyValueStorage } from "./backend";
import { writeKey } from "./backend";
import type { AnyGameDefinition, GameDefinition } from "./game";
import type { LoadedSession } from "./record";
import { parseWith } from "@/lib/zod";
import { rawExportSchema, sessionExportSchema } from "./schema";
import { loadRecord, makeRecord, parseRecord } from "./record";
import { EXPORT_APP } from "./schema-constants";
import { newSessionId, sessionExists, sessionKey } from "./sessions";
import type { Result } from "@/lib/result";
import type { LoadProblem, StorageProblem } from "./types";
import { GAME_KIND_PATTERN } from "./types";

export { EXPORT_APP } from "./schema-constants";
/** Largest file import accepts (characters). */
export const IMPORT_MAX_CHARS = 2_000_000;

function redacted<S>(def: GameDefinition<S, unknown>, state: S): unknown {
  return def.redactForExport ? def.redactForExport(state) : state;
}

/** A valid session as export JSON text; secrets are left out via the game's redactForExport. */
export function exportSessionJson<S, A>(def: GameDefinition<S, A>, session: LoadedSession<S>, now: number): string {
  const game = def as GameDefinition<S, unknown>;
  const record = {
    ...session.record,
    version: def.version,
    state: redacted(game, session.state),
    past: session.past.map((p) => redacted(game, p)),
  };
  return JSON.stringify({ app: EXPORT_APP, type: "session", exportFormat: 1, exportedAt: now, redacted: Boolean(def.redactForExport), record }, null, 2);
}

/** Removes every property named in `keys`, at any depth, e.g. stripKeys({a:{salt:1}}, ["salt"]) -> {a:{}}. */
export function stripKeys(value: unknown, keys: readonly string[], depth = 0): unknown {
  if (depth > 200) return null;
  if (Array.isArray(value)) return value.map((v) => stripKeys(v, keys, depth + 1));
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!keys.includes(k)) out[k] = stripKeys(v, keys, depth + 1);
    return out;
  }
  return value;
}

/** The export file's text, or why there is none. */
export type RawExport = Result<string, "secret-unreadable">;

/**
 * Export of a stored record as it is (recovery screen). For a game with secrets the raw text must be
 * JSON so the secret keys can be removed; otherwise nothing is exported.
 */
export function exportRawJson(def: Pick<AnyGameDefinition, "kind" | "secretKeys" | "redactForExport">, id: string, raw: string, now: number): RawExport {
  const secret = Boolean(def.secretKeys?.length || def.redactForExport);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    if (secret) return { ok: false, error: "secret-unreadable" };
    return { ok: true, value: JSON.stringify({ app: EXPORT_APP, type: "raw-record", kind: def.kind, id, exportedAt: now, text: raw }, null, 2) };
  }
  if (secret && !def.secretKeys?.length) return { ok: false, error: "secret-unreadable" };
  const record = def.secretKeys ? stripKeys(parsed, def.secretKeys) : parsed;
  return { ok: true, value: JSON.stringify({ app: EXPORT_APP, type: "raw-record", kind: def.kind, id, exportedAt: now, record }, null, 2) };
}

export const IMPORT_PROBLEMS = [
  "too-large", "not-json", "not-an-export", "raw-record", "unknown-game", "not-a-session", "wrong-kind",
  "newer-version", "migration-failed", "invalid-state", "storage",
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];
export interface ImportProblem {
  code: ImportProblemCode;
  detail: string;
}

/** The game kind an export file claims, read without any game code (to pick the definition to load). */
export function peekExportKind(text: string): string | undefined {
  try {
    const file = JSON.parse(text) as { record?: { kind?: unknown } };
    const kind = file?.record?.kind;
    return typeof kind === "string" && GAME_KIND_PATTERN.test(kind) ? kind : undefined;
  } catch {
    return undefined;
  }
}

function fromLoad(problem: LoadProblem): ImportProblem {
  return { code: problem.code === "not-json" ? "not-json" : problem.code, detail: problem.detail };
}

/**
 * Validates an export file completely, then stores it as a new session (a fresh id when its id is
 * taken). On any failure nothing is written and the reason is returned. Never throws.
 */
export function importSessionJson(storage: KeyValueStorage, text: string, definitionFor: (kind: string) => AnyGameDefinition | undefined, now: number, makeId: () => string = () => newSessionId()): Result<{ id: string; kind: string }, ImportProblem> {
  try {
    if (text.length > IMPORT_MAX_CHARS) return { ok: false, error: { code: "too-large", detail: `${text.length} characters` } };
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      return { ok: false, error: { code: "not-json", detail: error instanceof Error ? error.message : "invalid JSON" } };
    }
    if (parseWith(rawExportSchema, raw).ok) {
      return { ok: false, error: { code: "raw-record", detail: "a recovery copy, not a session export" } };
    }
    const file = parseWith(sessionExportSchema, raw);
    if (!file.ok) return { ok: false, error: { code: "not-an-export", detail: file.error } };
    const envelope = parseRecord(file.value.record);
    if (!envelope.ok) return { ok: false, error: fromLoad(envelope.error) };
    const def = definitionFor(envelope.value.kind);
    if (!def) return { ok: false, error: { code: "unknown-game", detail: envelope.value.kind } };
    const loaded = loadRecord(def, envelope.value);
    if (!loaded.ok) return { ok: false, error: fromLoad(loaded.error) };
    let id = envelope.value.id;
    for (let tries = 0; sessionExists(storage, id) && tries < 6; tries++) id = makeId();
    if (sessionExists(storage, id)) return { ok: false, error: { code: "storage", detail: "failed" satisfies StorageProblem } };
    const fresh = makeRecord(def, id, loaded.value.state, now);
    if (!fresh.ok) return { ok: false, error: { code: "invalid-state", detail: fresh.error } };
    const record = {
      ...fresh.value,
      createdAt: Math.min(envelope.value.createdAt, now),
      updatedAt: now,
      past: loaded.value.past,
    };
    const written = writeKey(storage, sessionKey(id), JSON.stringify(record));
    if (!written.ok) return { ok: false, error: { code: "storage", detail: written.error } };
    return { ok: true, value: { id, kind: record.kind } };
  } catch (error) {
    return { ok: false, error: { code: "not-an-export", detail: error instanceof Error ? error.message : String(error) } };
  }
}

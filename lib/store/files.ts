// Export files written from a session or a raw record, and what can be read of an import file
// without any schema (its size limit, the game it claims). No zod here: the home list and the
// recovery screen import this directly; reading an import file is transfer.ts, loaded on the tap.
import type { AnyGameDefinition, GameDefinition } from "./game";
import type { LoadedSession } from "./sessions";
import type { Result } from "@/lib/result";
import { EXPORT_APP, GAME_KIND_PATTERN } from "./constants";

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

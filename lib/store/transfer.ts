import type { KeyValueStorage } from "./backend";
import type { AnyGameDefinition } from "./game";
import { parseWith } from "@/lib/zod";
import { rawExportSchema, sessionExportSchema } from "./schema";
import { loadRecord, makeRecord, parseRecord, compareAndSet, freeSessionId, newSessionId } from "./sessions";
import type { Result } from "@/lib/result";
import type { ImportProblem } from "./files";
import { IMPORT_MAX_CHARS } from "./files";
import type { LoadProblem, StorageProblem } from "./types";

// Writing export files and peeking at import files need no zod: that half is files.ts (pages import
// it directly); reading an import file runs the schemas, here.
export { EXPORT_APP } from "./constants";
export { IMPORT_MAX_CHARS, IMPORT_PROBLEMS, exportRawJson, exportSessionJson, peekExportKind, stripKeys } from "./files";
export type { ImportProblem, ImportProblemCode, RawExport } from "./files";

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
    const id = freeSessionId(storage, envelope.value.id, makeId);
    if (id === null) return { ok: false, error: { code: "storage", detail: "failed" satisfies StorageProblem } };
    const fresh = makeRecord(def, id, loaded.value.state, now);
    if (!fresh.ok) return { ok: false, error: { code: "invalid-state", detail: fresh.error } };
    const record = {
      ...fresh.value,
      createdAt: Math.min(envelope.value.createdAt, now),
      updatedAt: now,
      past: loaded.value.past,
    };
    const written = compareAndSet(storage, record, null);
    if (written.status !== "written") return { ok: false, error: { code: "storage", detail: written.status === "failed" ? written.problem : "failed" } };
    return { ok: true, value: { id, kind: record.kind } };
  } catch (error) {
    return { ok: false, error: { code: "not-an-export", detail: error instanceof Error ? error.message : String(error) } };
  }
}

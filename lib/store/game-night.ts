// A game-night file: every finished game of an evening in one JSON file, re-imported whole
// (each record validated by its game before anything is written, as a single export is).
import type { KeyValueStorage } from "./backend";
import type { AnyGameDefinition } from "./game";
import { loadRecord, makeRecord, parseRecord, compareAndSet, listSessions, newSessionId, sessionExists, sessionKey } from "./sessions";
import { EXPORT_APP } from "./constants";
import { gameNightFileSchema } from "./schema";
import { parseWith } from "@/lib/zod";
import type { ImportProblem } from "./files";
import { IMPORT_MAX_CHARS } from "./files";
import type { Result } from "@/lib/result";
import type { SessionRecord } from "./types";

/** An evening: the finished games saved in the last 12 hours. */
export const EVENING_MS = 12 * 60 * 60 * 1000;

/** Finished sessions of the given game kinds updated since `since`, oldest first (the order they were played). */
export function finishedSince(storage: KeyValueStorage, since: number, kinds: readonly string[]): SessionRecord[] {
  const list = listSessions(storage, kinds);
  if (!list.ok) return [];
  return list.value.flatMap((e) => (e.ok && e.record.summary.finished && e.record.updatedAt >= since ? [e.record] : [])).reverse();
}

/** The file's text; records go through each game's export redaction (a finished game has no secrets left, but the rule holds). */
export function exportGameNightJson(records: readonly SessionRecord[], definitionFor: (kind: string) => AnyGameDefinition | undefined, now: number): string {
  const sessions = records.map((r) => {
    const def = definitionFor(r.kind);
    const redact = (s: unknown) => (def?.redactForExport ? def.redactForExport(s) : s);
    return { ...r, state: redact(r.state), past: r.past.map(redact) };
  });
  return JSON.stringify({ app: EXPORT_APP, type: "game-night", exportFormat: 1, exportedAt: now, sessions }, null, 2);
}

/** The game kinds (of `known`) a file holds, read without game code (to load just those definitions). */
export function peekGameNightKinds<K extends string>(text: string, known: readonly K[]): K[] {
  try {
    const file = JSON.parse(text) as { sessions?: { kind?: unknown }[] };
    const kinds = new Set<K>();
    for (const s of file.sessions ?? []) for (const k of known) if (s.kind === k) kinds.add(k);
    return [...kinds];
  } catch {
    return [];
  }
}

export function isGameNightFile(text: string): boolean {
  try {
    const f = JSON.parse(text) as { app?: unknown; type?: unknown };
    return f.app === EXPORT_APP && f.type === "game-night";
  } catch {
    return false;
  }
}

/**
 * Validates every session of the file, then writes them all (fresh ids where taken). Any problem:
 * nothing is written and the first problem is returned with its session number. Never throws.
 */
export function importGameNightJson(storage: KeyValueStorage, text: string, definitionFor: (kind: string) => AnyGameDefinition | undefined, now: number, makeId: () => string = () => newSessionId()): Result<{ ids: string[] }, ImportProblem> {
  try {
    if (text.length > IMPORT_MAX_CHARS) return { ok: false, error: { code: "too-large", detail: `${text.length} characters` } };
    let file: unknown;
    try {
      file = JSON.parse(text);
    } catch (error) {
      return { ok: false, error: { code: "not-json", detail: error instanceof Error ? error.message : "invalid JSON" } };
    }
    const f = parseWith(gameNightFileSchema, file);
    if (!f.ok) return { ok: false, error: { code: "not-an-export", detail: f.error } };
    if (f.value.exportFormat !== 1) return { ok: false, error: { code: "newer-version", detail: `exportFormat ${f.value.exportFormat}` } };
    const ready: SessionRecord[] = [];
    for (const [i, raw] of f.value.sessions.entries()) {
      const at = `sessions.${i}`;
      const envelope = parseRecord(raw);
      if (!envelope.ok) return { ok: false, error: { code: envelope.error.code, detail: `${at}: ${envelope.error.detail}` } };
      const def = definitionFor(envelope.value.kind);
      if (!def) return { ok: false, error: { code: "unknown-game", detail: `${at}: ${envelope.value.kind}` } };
      const loaded = loadRecord(def, envelope.value);
      if (!loaded.ok) return { ok: false, error: { code: loaded.error.code === "not-json" ? "not-json" : loaded.error.code, detail: `${at}: ${loaded.error.detail}` } };
      const fresh = makeRecord(def, envelope.value.id, loaded.value.state, now);
      if (!fresh.ok) return { ok: false, error: { code: "invalid-state", detail: `${at}: ${fresh.error}` } };
      ready.push({ ...fresh.value, createdAt: Math.min(envelope.value.createdAt, now), updatedAt: Math.min(envelope.value.updatedAt, now), past: loaded.value.past });
    }
    const taken = new Set<string>();
    const ids: string[] = [];
    for (const r of ready) {
      let id = r.id;
      for (let tries = 0; (sessionExists(storage, id) || taken.has(id)) && tries < 6; tries++) id = makeId();
      if (sessionExists(storage, id) || taken.has(id)) return { ok: false, error: { code: "storage", detail: "failed" } };
      taken.add(id);
      ids.push(id);
    }
    const written: string[] = [];
    for (const [i, r] of ready.entries()) {
      const id = ids[i] ?? r.id;
      const ok = compareAndSet(storage, { ...r, id }, null);
      if (ok.status !== "written") {
        // Take back what this import wrote: a half-imported evening is worse than none.
        for (const w of written) storage.removeItem(sessionKey(w));
        return { ok: false, error: { code: "storage", detail: ok.status === "failed" ? ok.problem : "failed" } };
      }
      written.push(id);
    }
    return { ok: true, value: { ids } };
  } catch (error) {
    return { ok: false, error: { code: "not-an-export", detail: error instanceof Error ? error.message : String(error) } };
  }
}

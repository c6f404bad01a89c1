import { GAME_KIND_PATTERN, RECORD_FORMAT, SESSION_ID_PATTERN, UNDO_LIMIT } from "./constants";
import { EXPORT_APP, NAME_MAX } from "./schema-constants";
import type { Result } from "@/lib/result";
import type { Roster, SessionExport, SessionRecord, SessionSummary } from "./types";

// Small hand-written validators equal to the zod schemas in schema.ts (tests prove it), so pages
// do not ship zod for the envelope. Each returns the value with unknown keys stripped, or
// "path: what was expected".

type Check<T> = Result<T, string>;
const fail = (path: string, expected: string): { ok: false; error: string } => ({ ok: false, error: `${path || "(root)"}: expected ${expected}` });

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function checkSummary(v: unknown, path: string): Check<SessionSummary> {
  if (!isObject(v)) return fail(path, "object");
  if (!Array.isArray(v.players)) return fail(`${path}.players`, "array");
  for (let i = 0; i < v.players.length; i++) if (typeof v.players[i] !== "string") return fail(`${path}.players.${i}`, "string");
  if (typeof v.finished !== "boolean") return fail(`${path}.finished`, "boolean");
  if (v.label !== undefined && typeof v.label !== "string") return fail(`${path}.label`, "string");
  const summary: SessionSummary = { players: [...(v.players as string[])], finished: v.finished };
  if (v.label !== undefined) summary.label = v.label as string;
  return { ok: true, value: summary };
}

/** Same as sessionRecordSchema.safeParse. */
export function checkRecord(v: unknown): Check<SessionRecord> {
  if (!isObject(v)) return fail("", "object");
  if (v.format !== RECORD_FORMAT) return fail("format", String(RECORD_FORMAT));
  if (typeof v.id !== "string" || !SESSION_ID_PATTERN.test(v.id)) return fail("id", "a session id");
  if (typeof v.kind !== "string" || !GAME_KIND_PATTERN.test(v.kind)) return fail("kind", "a game kind");
  if (!isInt(v.version) || v.version <= 0) return fail("version", "positive integer");
  if (!isInt(v.createdAt) || v.createdAt < 0) return fail("createdAt", "non-negative integer");
  if (!isInt(v.updatedAt) || v.updatedAt < 0) return fail("updatedAt", "non-negative integer");
  if (!isInt(v.rev) || v.rev < 0) return fail("rev", "non-negative integer");
  const summary = checkSummary(v.summary, "summary");
  if (!summary.ok) return summary;
  if (!Array.isArray(v.past)) return fail("past", "array");
  if (v.past.length > UNDO_LIMIT) return fail("past", `at most ${UNDO_LIMIT} entries`);
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT, id: v.id, kind: v.kind, version: v.version, createdAt: v.createdAt,
      updatedAt: v.updatedAt, rev: v.rev, summary: summary.value, state: v.state, past: [...v.past],
    },
  };
}

/** Same as rosterSchema.safeParse. */
export function checkRoster(v: unknown): Check<Roster> {
  if (!isObject(v)) return fail("", "object");
  if (v.format !== 1) return fail("format", "1");
  if (!Array.isArray(v.players)) return fail("players", "array");
  const players: Roster["players"] = [];
  for (let i = 0; i < v.players.length; i++) {
    const p: unknown = v.players[i];
    if (!isObject(p)) return fail(`players.${i}`, "object");
    if (typeof p.name !== "string" || p.name.length < 1 || p.name.length > NAME_MAX) return fail(`players.${i}.name`, `1..${NAME_MAX} characters`);
    if (!isNumber(p.lastUsed)) return fail(`players.${i}.lastUsed`, "number");
    players.push({ name: p.name, lastUsed: p.lastUsed });
  }
  return { ok: true, value: { format: 1, players } };
}

/** Same as sessionExportSchema.safeParse. */
export function checkSessionExport(v: unknown): Check<SessionExport> {
  if (!isObject(v)) return fail("", "object");
  if (v.app !== EXPORT_APP) return fail("app", EXPORT_APP);
  if (v.type !== "session") return fail("type", "session");
  if (v.exportFormat !== 1) return fail("exportFormat", "1");
  if (!isNumber(v.exportedAt)) return fail("exportedAt", "number");
  if (typeof v.redacted !== "boolean") return fail("redacted", "boolean");
  return { ok: true, value: { app: EXPORT_APP, type: "session", exportFormat: 1, exportedAt: v.exportedAt, redacted: v.redacted, record: v.record } };
}

/** A recovery copy (exportRawJson), which import refuses by name. */
export function isRawExport(v: unknown): boolean {
  return isObject(v) && v.app === EXPORT_APP && v.type === "raw-record";
}

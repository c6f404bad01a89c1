import * as z from "zod/mini";

export const GAME_KINDS = ["eleusis", "cake", "pechenka"] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** Envelope format of a stored session; bump with an entry in ENVELOPE_MIGRATIONS (record.ts). */
export const RECORD_FORMAT = 1;
/** Undo stack depth kept per session. */
export const UNDO_LIMIT = 50;
/** Session ids: lowercase base32, e.g. "k3v9q2m7x1ab". */
export const SESSION_ID_PATTERN = /^[a-z0-9]{4,40}$/;

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const sessionSummarySchema = z.object({
  players: z.array(z.string()),
  finished: z.boolean(),
  label: z.optional(z.string()),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

const timestamp = z.number().check(z.int(), z.nonnegative());

/** The stored record: validated on every load, before the game's own schema sees `state`. */
export const sessionRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  id: z.string().check(z.regex(SESSION_ID_PATTERN)),
  kind: z.enum(GAME_KINDS),
  version: z.number().check(z.int(), z.positive()),
  createdAt: timestamp,
  updatedAt: timestamp,
  rev: z.number().check(z.int(), z.nonnegative()),
  summary: sessionSummarySchema,
  state: z.unknown(),
  past: z.array(z.unknown()).check(z.maxLength(UNDO_LIMIT)),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const STORAGE_PROBLEMS = ["unavailable", "quota", "failed"] as const;
export type StorageProblem = (typeof STORAGE_PROBLEMS)[number];

/** Why a stored session cannot be opened; shown on the recovery screen. */
export const LOAD_PROBLEMS = [
  "not-json",
  "not-a-session",
  "wrong-kind",
  "newer-version",
  "migration-failed",
  "invalid-state",
  "storage",
] as const;
export type LoadProblemCode = (typeof LOAD_PROBLEMS)[number];
export interface LoadProblem {
  code: LoadProblemCode;
  /** Technical detail, e.g. "state.players.0: expected string". */
  detail: string;
}

import type * as z from "zod/mini";
import type { rosterSchema, sessionExportSchema, sessionRecordSchema, sessionSummarySchema } from "./schema";

export { GAME_KIND_PATTERN, RECORD_FORMAT, SESSION_ID_PATTERN, UNDO_LIMIT } from "./constants";

export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export type SessionRecord = z.infer<typeof sessionRecordSchema>;
export type Roster = z.infer<typeof rosterSchema>;
export type SessionExport = z.infer<typeof sessionExportSchema>;

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

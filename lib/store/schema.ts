import * as z from "zod/mini";
import { EXPORT_APP, GAME_KIND_PATTERN, NAME_MAX, RECORD_FORMAT, SESSION_ID_PATTERN, UNDO_LIMIT } from "./constants";

// The zod schemas of the store's boundaries, each the one validator of its boundary at run time
// (through parseWith in lib/zod.ts); the types in types.ts are inferred from them.

export const sessionSummarySchema = z.object({
  players: z.array(z.string()),
  finished: z.boolean(),
  label: z.optional(z.string()),
});

const timestamp = z.number().check(z.int(), z.nonnegative());

/** The stored record: validated on every load, before the game's own schema sees `state`. */
export const sessionRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  id: z.string().check(z.regex(SESSION_ID_PATTERN)),
  kind: z.string().check(z.regex(GAME_KIND_PATTERN)),
  version: z.number().check(z.int(), z.positive()),
  createdAt: timestamp,
  updatedAt: timestamp,
  rev: z.number().check(z.int(), z.nonnegative()),
  summary: sessionSummarySchema,
  state: z.unknown(),
  past: z.array(z.unknown()).check(z.maxLength(UNDO_LIMIT)),
});

export const rosterSchema = z.object({
  format: z.literal(1),
  players: z.array(z.object({ name: z.string().check(z.minLength(1), z.maxLength(NAME_MAX)), lastUsed: z.number() })),
});

export const sessionExportSchema = z.object({
  app: z.literal(EXPORT_APP),
  type: z.literal("session"),
  exportFormat: z.literal(1),
  exportedAt: z.number(),
  /** True when the game left secrets out (Eleusis' sealed rule). */
  redacted: z.boolean(),
  record: z.unknown(),
});

/** A recovery copy (exportRawJson), which import refuses by name. */
export const rawExportSchema = z.object({ app: z.literal(EXPORT_APP), type: z.literal("raw-record") });

/**
 * A game-night file (game-night.ts): the finished games of one evening. A file of a newer
 * `exportFormat` parses too, so the import can name it as such; each session is then checked as an
 * envelope and by its game's schema.
 */
export const gameNightFileSchema = z.object({
  app: z.literal(EXPORT_APP),
  type: z.literal("game-night"),
  exportFormat: z.number().check(z.int(), z.positive()),
  sessions: z.array(z.unknown()).check(z.minLength(1), z.maxLength(100)),
});

import * as z from "zod/mini";
import { KIND_IDS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS } from "./kinds";
import { EATEN_MODES } from "./entry";
import { DRAFT_MAX, GAMES_MAX, NAME_MAX } from "./limits";
import { TIE_RULES } from "./tie";

// The zod/mini schema of a stored Piece of Cake series: the one validator the store runs on every
// load, import and reduced state; the types are inferred from it.

/** Raw text typed into a count field: kept as typed, so nothing a person typed is ever cleared. */
const DraftText = z.string().check(z.maxLength(DRAFT_MAX));
const DraftCounts = z.record(z.enum(KIND_IDS), DraftText);

export const PlayerDraftSchema = z.object({
  saved: DraftCounts,
  eatenPerKind: DraftCounts,
  rosettes: DraftText,
  mode: z.enum(EATEN_MODES),
});
export type PlayerDraft = z.infer<typeof PlayerDraftSchema>;

export const CakeGameSchema = z.object({
  firstCutter: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_PLAYERS - 1)),
  round: z.number().check(z.int(), z.minimum(1), z.maximum(ROUNDS)),
  finished: z.boolean(),
  /** When the game was first finished (ms): the play's date, kept through a reopen and a later finish. */
  finishedAt: z.optional(z.number().check(z.int(), z.nonnegative())),
  drafts: z.array(PlayerDraftSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
});
export type CakeGame = z.infer<typeof CakeGameSchema>;

export const CakeStateSchema = z
  .object({
    players: z.array(z.string().check(z.minLength(1), z.maxLength(NAME_MAX))).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
    tieRule: z.enum(TIE_RULES),
    seriesFirstCutter: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_PLAYERS - 1)),
    games: z.array(CakeGameSchema).check(z.minLength(1), z.maxLength(GAMES_MAX)),
  })
  .check(
    z.refine((s) => new Set(s.players).size === s.players.length, "duplicate player names"),
    z.refine((s) => s.seriesFirstCutter < s.players.length, "first cutter is not a player"),
    z.refine((s) => s.games.every((g) => g.drafts.length === s.players.length), "a game's entries do not match the players"),
    z.refine((s) => s.games.every((g) => g.firstCutter < s.players.length), "a game's first cutter is not a player"),
  );
export type CakeState = z.infer<typeof CakeStateSchema>;

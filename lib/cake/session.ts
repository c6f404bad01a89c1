import * as z from "zod/mini";
import { DEFAULT_TIE_RULE, KINDS, KIND_IDS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, TIE_RULES, EATEN_MODES } from "./kinds";
import type { KindId, TieRule, EatenMode, Field, PlayerEntry } from "./kinds";
import { readCount } from "@/lib/forms/cake-count";
import { DRAFT_MAX, GAMES_MAX, NAME_MAX } from "./limits";
import { scoreGame } from "./scoring";
import type { GameResult } from "./scoring";
import type { Problem } from "./validation";
import { validateEntries } from "./validation";
import type { Result } from "@/lib/result";
import { firstCutterOf } from "./series";
import type { GameDefinition } from "@/lib/store/game";

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

export type CakeAction =
  | { type: "set-field"; game: number; player: number; field: Field; value: string }
  | { type: "step"; game: number; player: number; field: Field; delta: 1 | -1 }
  | { type: "set-eaten-mode"; game: number; player: number; mode: EatenMode }
  | { type: "set-round"; game: number; round: number }
  /** `at`: the time it is finished (ms), kept as the play's date the first time. */
  | { type: "finish"; game: number; at?: number }
  | { type: "reopen"; game: number }
  | { type: "next-game" }
  | { type: "set-tie-rule"; rule: TieRule };

function emptyCounts(): Record<KindId, string> {
  return { plum: "", apricot: "", cherry: "", blackberry: "", kiwi: "", gooseberry: "", strawberry: "", chocolate: "" };
}

export function emptyDraft(): PlayerDraft {
  return { saved: emptyCounts(), eatenPerKind: emptyCounts(), rosettes: "", mode: "perKind" };
}

/** A new series: game 1 with the chosen first cutter, e.g. newCakeState(["Ann", "Bob"], 1). */
export function newCakeState(players: string[], firstCutter = 0, tieRule: TieRule = DEFAULT_TIE_RULE): CakeState {
  return {
    players,
    tieRule,
    seriesFirstCutter: firstCutter,
    games: [{ firstCutter, round: 1, finished: false, drafts: players.map(emptyDraft) }],
  };
}

export function draftText(d: PlayerDraft, field: Field): string {
  switch (field.part) {
    case "saved":
      return d.saved[field.kind];
    case "eaten":
      return d.eatenPerKind[field.kind];
    case "rosettes":
      return d.rosettes;
  }
}

function withText(d: PlayerDraft, field: Field, value: string): PlayerDraft {
  switch (field.part) {
    case "saved":
      return { ...d, saved: { ...d.saved, [field.kind]: value } };
    case "eaten":
      return { ...d, eatenPerKind: { ...d.eatenPerKind, [field.kind]: value } };
    case "rosettes":
      return { ...d, rosettes: value };
  }
}

/**
 * One game as typed, read cell by cell with `readCount` (the count schema): the entries the rules library
 * scores (a refused cell counts 0) and every problem, e.g. "1,5" Kiwi saved → not-whole 1.5 on that field.
 */
export function readGame(g: CakeGame): { entries: PlayerEntry[]; problems: Problem[] } {
  const cells: Problem[] = [];
  const cell = (player: number, field: Field, text: string): number => {
    const r = readCount(text);
    if (r.ok) return r.value;
    cells.push({ code: r.error.code, player, field, value: r.error.value });
    return 0;
  };
  const entries = g.drafts.map((d, player): PlayerEntry => {
    const saved = Object.fromEntries(KINDS.map((k) => [k.id, cell(player, { part: "saved", kind: k.id }, d.saved[k.id])])) as Record<KindId, number>;
    if (d.mode === "rosettes") return { saved, eaten: { mode: "rosettes", rosettes: cell(player, { part: "rosettes" }, d.rosettes) } };
    const perKind = Object.fromEntries(KINDS.map((k) => [k.id, cell(player, { part: "eaten", kind: k.id }, d.eatenPerKind[k.id])])) as Record<KindId, number>;
    return { saved, eaten: { mode: "perKind", perKind } };
  });
  const rules = validateEntries(entries);
  const whole = rules.filter((p) => p.code === "player-count");
  return { entries, problems: [...whole, ...cells, ...rules.filter((p) => p.code !== "player-count")] };
}

/** One game scored from what was typed, or every problem with it (typed cells, then the rules'). */
export function scoreDrafts(g: CakeGame, tieRule: TieRule): Result<GameResult, Problem[]> {
  const { entries, problems } = readGame(g);
  return problems.length > 0 ? { ok: false, error: problems } : scoreGame(entries, tieRule);
}

/** A stepper's new text, or null to leave the cell alone: "2" +1 → "3", "0" −1 → "0", "-2" +1 → "-1", "2.5" → null. */
function stepped(text: string, delta: 1 | -1): string | null {
  const v = readCount(text);
  if (v.ok) return String(Math.max(0, v.value + delta));
  // A negative whole number steps up towards 0, never further down.
  if (v.error.code === "negative" && Number.isInteger(v.error.value)) return delta > 0 ? String(v.error.value + 1) : null;
  return null;
}

function updateGame(s: CakeState, index: number, f: (g: CakeGame) => CakeGame): CakeState {
  const g = s.games[index];
  if (!g) return s;
  const next = f(g);
  if (next === g) return s;
  return { ...s, games: s.games.map((old, i) => (i === index ? next : old)) };
}

function updateDraft(g: CakeGame, player: number, f: (d: PlayerDraft) => PlayerDraft): CakeGame {
  const d = g.drafts[player];
  if (!d || g.finished) return g;
  const next = f(d);
  if (next === d) return g;
  return { ...g, drafts: g.drafts.map((old, i) => (i === player ? next : old)) };
}

/**
 * The one place a Piece of Cake session changes; invalid actions leave the state as it was. Typed
 * counts are read with the count schema (`readCount`), e.g. reduceCake(s, { type: "finish", game: 0 }).
 */
export function reduceCake(s: CakeState, a: CakeAction): CakeState {
  switch (a.type) {
    case "set-field":
      if (a.value.length > DRAFT_MAX) return s;
      return updateGame(s, a.game, (g) => updateDraft(g, a.player, (d) => withText(d, a.field, a.value)));
    case "step":
      return updateGame(s, a.game, (g) =>
        updateDraft(g, a.player, (d) => {
          const next = stepped(draftText(d, a.field), a.delta);
          return next === null ? d : withText(d, a.field, next);
        }),
      );
    case "set-eaten-mode":
      return updateGame(s, a.game, (g) => updateDraft(g, a.player, (d) => (d.mode === a.mode ? d : { ...d, mode: a.mode })));
    case "set-round":
      if (!Number.isInteger(a.round) || a.round < 1 || a.round > ROUNDS) return s;
      return updateGame(s, a.game, (g) => (g.round === a.round ? g : { ...g, round: a.round }));
    case "finish":
      return updateGame(s, a.game, (g) => {
        if (g.finished || !scoreDrafts(g, s.tieRule).ok) return g;
        const finishedAt = g.finishedAt ?? a.at;
        return finishedAt === undefined ? { ...g, finished: true } : { ...g, finished: true, finishedAt };
      });
    case "reopen":
      return updateGame(s, a.game, (g) => (g.finished ? { ...g, finished: false } : g));
    case "next-game": {
      const last = s.games[s.games.length - 1];
      if (!last?.finished || s.games.length >= GAMES_MAX) return s;
      const firstCutter = firstCutterOf(s.games.length, s.players.length, s.seriesFirstCutter);
      return { ...s, games: [...s.games, { firstCutter, round: 1, finished: false, drafts: s.players.map(emptyDraft) }] };
    }
    case "set-tie-rule":
      return s.tieRule === a.rule ? s : { ...s, tieRule: a.rule };
  }
}

/** Totals of every finished game, in order (unfinished games are left out). */
export function finishedTotals(s: CakeState): number[][] {
  return s.games.flatMap((g) => {
    if (!g.finished) return [];
    const r = scoreDrafts(g, s.tieRule);
    return r.ok ? [r.value.players.map((p) => p.total)] : [];
  });
}

/**
 * Piece of Cake as the store takes it (schema, reducer, summary), synchronous: it arrives with the
 * game screen's chunk (loaded only for a page opened with ?id=), so no page's first load has zod.
 */
export const cakeGame: GameDefinition<CakeState, CakeAction> = {
  kind: "cake",
  version: 1,
  schema: CakeStateSchema,
  reduce: reduceCake,
  summary(s: CakeState) {
    const done = s.games.filter((g) => g.finished).length;
    const last = s.games[s.games.length - 1];
    return {
      players: s.players,
      finished: Boolean(last?.finished) && s.games.length >= s.players.length,
      label: `${done}/${Math.max(s.players.length, s.games.length)}`,
    };
  },
  // Every action is undoable (the default): a non-undoable one would clear the undo stack.
};

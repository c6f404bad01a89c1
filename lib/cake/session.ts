import { KINDS, ROUNDS } from "./kinds";
import type { KindId } from "./kinds";
import type { EatenMode, Field, PlayerEntry } from "./entry";
import { DRAFT_MAX, GAMES_MAX } from "./limits";
import type { CakeGame, CakeState, PlayerDraft } from "./schema";
import { DEFAULT_TIE_RULE, scoreGame } from "./scoring";
import type { TieRule } from "./scoring";
import { firstCutterOf } from "./series";
import type { LazyGame } from "@/lib/store/game";

export type { CakeGame, CakeState, PlayerDraft } from "./schema";

export type CakeAction =
  | { type: "set-field"; game: number; player: number; field: Field; value: string }
  | { type: "step"; game: number; player: number; field: Field; delta: 1 | -1 }
  | { type: "set-eaten-mode"; game: number; player: number; mode: EatenMode }
  | { type: "set-round"; game: number; round: number }
  | { type: "finish"; game: number }
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

/** Typed text as a number: "" → 0, "3" → 3, "1,5" → 1.5, anything else → NaN. */
export function parseCount(text: string): number {
  const t = text.trim().replace(",", ".");
  if (t === "") return 0;
  if (!/^-?\d+(\.\d+)?$/.test(t)) return NaN;
  return Number(t);
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

/** The entry the rules library scores, read from what was typed. */
export function entryOf(d: PlayerDraft): PlayerEntry {
  const saved = Object.fromEntries(KINDS.map((k) => [k.id, parseCount(d.saved[k.id])])) as Record<KindId, number>;
  if (d.mode === "rosettes") return { saved, eaten: { mode: "rosettes", rosettes: parseCount(d.rosettes) } };
  const perKind = Object.fromEntries(KINDS.map((k) => [k.id, parseCount(d.eatenPerKind[k.id])])) as Record<KindId, number>;
  return { saved, eaten: { mode: "perKind", perKind } };
}

export function entriesOf(game: CakeGame): PlayerEntry[] {
  return game.drafts.map(entryOf);
}

function stepped(text: string, delta: 1 | -1): string | null {
  const v = parseCount(text);
  if (!Number.isInteger(v)) return null;
  if (v < 0) return delta > 0 ? String(v + 1) : null;
  return String(Math.max(0, v + delta));
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

/** The one place a Piece of Cake session changes; invalid actions leave the state as it was. */
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
      return updateGame(s, a.game, (g) => (g.finished || !scoreGame(entriesOf(g), s.tieRule).ok ? g : { ...g, finished: true }));
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
    const r = scoreGame(entriesOf(g), s.tieRule);
    return r.ok ? [r.value.players.map((p) => p.total)] : [];
  });
}

export const cakeSession: LazyGame<CakeState, CakeAction> = {
  kind: "cake",
  version: 1,
  // Loaded while the screen says "loading": first-load JS carries neither zod nor the schema.
  loadSchema: () => import("./schema").then((m) => m.CakeStateSchema),
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

/**
 * Piece of Cake's tables, which scoring, validation, the dictionaries and the rules page read: the 8
 * kinds (docs/rules.md#cake-components: count = slices in the box = majority bonus, rosettes = points
 * per eaten slice), the table's limits, the tie rules, and what a player's entry at the end of a game
 * holds. Names are words, so they live in the cake dictionary (`cake[lang].kinds`).
 */
export const KINDS = [
  { id: "plum", count: 3, rosettes: 1, colour: "#7e4a9e" },
  { id: "apricot", count: 4, rosettes: 1, colour: "#e8912d" },
  { id: "cherry", count: 5, rosettes: 1, colour: "#c8283e" },
  { id: "blackberry", count: 7, rosettes: 2, colour: "#3f3470" },
  { id: "kiwi", count: 8, rosettes: 2, colour: "#6a9f2a" },
  { id: "gooseberry", count: 9, rosettes: 2, colour: "#b3b52a" },
  { id: "strawberry", count: 10, rosettes: 2, colour: "#e2457a" },
  { id: "chocolate", count: 11, rosettes: 3, colour: "#6b4226" },
] as const;

export type Kind = (typeof KINDS)[number];
export const KIND_IDS = KINDS.map((k) => k.id) as unknown as readonly [Kind["id"], ...Kind["id"][]];
export type KindId = Kind["id"];

/** Per-kind numbers, e.g. saved slices: { plum: 0, …, chocolate: 2 }. */
export type KindCounts = Record<KindId, number>;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const ROUNDS = 5;
export const SLICES_PER_CAKE = 11;
/** All slices in the box: 57. */
export const TOTAL_SLICES = KINDS.reduce((s, k) => s + k.count, 0);
/** All rosettes in the box: 113. */
export const TOTAL_ROSETTES = KINDS.reduce((s, k) => s + k.count * k.rosettes, 0);

const BY_ID: ReadonlyMap<KindId, Kind> = new Map(KINDS.map((k) => [k.id, k]));

/** e.g. kind("kiwi").count → 8. */
export function kind(id: KindId): Kind {
  const k = BY_ID.get(id);
  if (!k) throw new Error(`unknown kind ${id}`);
  return k;
}

/** Slices set aside face down at the start: 57 − 5 × 11 = 2. */
export const SET_ASIDE_SLICES = TOTAL_SLICES - ROUNDS * SLICES_PER_CAKE;
/** How many of the set-aside slices are taken, by player count (docs/rules.md#cake-extra-slices). */
export const EXTRA_SLICES_TAKEN: Readonly<Record<number, number>> = { 2: 0, 3: 2, 4: 1, 5: 0 };

/** Slices that can be in play: 55 cake slices, plus the extra slices taken with 3 (2) or 4 (1) players. */
export function maxSlicesInPlay(players: number): number {
  return ROUNDS * SLICES_PER_CAKE + Math.min(EXTRA_SLICES_TAKEN[players] ?? 0, SET_ASIDE_SLICES);
}

/** e.g. zeroCounts().kiwi → 0. */
export function zeroCounts(): KindCounts {
  return { plum: 0, apricot: 0, cherry: 0, blackberry: 0, kiwi: 0, gooseberry: 0, strawberry: 0, chocolate: 0 };
}

/** How a tie for most slices of a kind scores (docs/rules.md#cake-scoring: default every tied player scores in full). */
export const TIE_RULES = ["tied-all-score", "tied-none-score"] as const;
export type TieRule = (typeof TIE_RULES)[number];
export const DEFAULT_TIE_RULE: TieRule = "tied-all-score";

export const EATEN_MODES = ["perKind", "rosettes"] as const;
export type EatenMode = (typeof EATEN_MODES)[number];

/** What one player has at the end of a game: saved slices per kind, eaten slices per kind or as a rosette total. */
export interface PlayerEntry {
  saved: KindCounts;
  eaten: { mode: "perKind"; perKind: KindCounts } | { mode: "rosettes"; rosettes: number };
}

/** The input field a number was typed into; problems point at one of these. */
export type Field = { part: "saved"; kind: KindId } | { part: "eaten"; kind: KindId } | { part: "rosettes" };

/** What is wrong with one typed count, and the number typed (NaN when it is not a number), e.g. "1,5" → not-whole 1.5. */
export type CountProblem = { code: "not-whole" | "negative"; value: number };

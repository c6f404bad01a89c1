import type { KindCounts, KindId } from "./kinds";

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

/** The stored state of an Eleusis session and its actions (a type module: the session, its checks and the cycle read it). */
import type { Commitment } from "@/lib/eleusis/commitment";
import type { Lock } from "@/lib/eleusis/lock";
import type { HandAction, HandState } from "@/lib/eleusis/hand";
import type { RoundAction } from "@/lib/eleusis/new-eleusis/reduce";
import type { RoundState } from "@/lib/eleusis/new-eleusis/state";
import type { VARIANTS } from "@/lib/eleusis/state-kinds";

export { VARIANTS } from "@/lib/eleusis/state-kinds";
/** "classic": the rules in this app (docs/rules.md); "new": New Eleusis (docs/new-eleusis.md). */
export type Variant = (typeof VARIANTS)[number];

/** One hand (classic) or round (New Eleusis) of the cycle. */
export type Deal = HandState | RoundState;

/** Is this deal a New Eleusis round. */
export function isNewRound(d: Deal): d is RoundState {
  return "variant" in d && d.variant === "new";
}

/** The stored session, inferred from the one schema (session-schema.ts). */
export type { EleusisState } from "@/lib/eleusis/session-schema";

export interface DealRule {
  /** With `box` when the deal is sealed at rest under `lock` (the page keeps the secret in memory). */
  rule: Commitment & { box?: string };
  lock?: Lock;
  presetId: string | null;
  wording: { ru: string; en: string } | null;
  playedAnyway: boolean;
  pinHash: string | null;
  at: number;
}

export type EleusisAction =
  | { type: "hand"; action: HandAction }
  | { type: "round"; action: RoundAction }
  | ({ type: "deal" } & DealRule)
  /** Locks the sealed deal in progress: one box per commitment (a hand saved in clear, or a new PIN). */
  | { type: "lock"; lock: Lock; boxes: string[]; pinHash: string | null };

/** The stored state of an Eleusis session and its actions (a type module: the session, its checks and the cycle read it). */
import type { Commitment } from "@/lib/eleusis/commitment";
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
  rule: Commitment;
  presetId: string | null;
  wording: { ru: string; en: string } | null;
  playedAnyway: boolean;
  pinHash: string | null;
  at: number;
}

export type EleusisAction =
  | { type: "hand"; action: HandAction }
  | { type: "round"; action: RoundAction }
  | ({ type: "deal" } & DealRule);

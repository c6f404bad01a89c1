/** The stored state of an Eleusis session and its actions (a type module: the session, its checks and the cycle read it). */
import type { Commitment } from "@/lib/eleusis/commitment";
import type { HandAction, HandState } from "@/lib/eleusis/hand";
import type { RoundAction } from "@/lib/eleusis/new-eleusis/reduce";
import type { RoundState } from "@/lib/eleusis/new-eleusis/state";

export const VARIANTS = ["classic", "new"] as const;
/** "classic": the rules in this app (docs/rules.md); "new": New Eleusis (docs/new-eleusis.md). */
export type Variant = (typeof VARIANTS)[number];

/** One hand (classic) or round (New Eleusis) of the cycle. */
export type Deal = HandState | RoundState;

/** Is this deal a New Eleusis round. */
export function isNewRound(d: Deal): d is RoundState {
  return "variant" in d && d.variant === "new";
}

export interface EleusisState {
  /** Absent in sessions saved before New Eleusis existed: classic. */
  variant?: Variant;
  /** Everyone at the table, in seat order. */
  players: string[];
  /** Robot dealer: nobody deals, everybody holds a hand, a new secret rule each hand. */
  robot: boolean;
  /** Index of the first dealer (robot games: of the first player to play). */
  firstDealer: number;
  /** One per hand of the cycle; the last one may be in progress. */
  deals: Deal[];
}

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

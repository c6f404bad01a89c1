/**
 * The state of one hand of Eleusis (docs/rules.md#eleusis-play): the sealed rule's commitments, the
 * starter, hand sizes and the plays in order, and the actions that change it. The state keeps the
 * rule *text*; the compiled rule comes from a resolver passed in (memoised outside the state), so
 * judging stays a pure function of (rule text, starter, hand sizes, plays).
 */
import type { Card, HandCount } from "@/lib/eleusis/cards";
import type { DealAction, SealedDeal } from "@/lib/eleusis/deal";
import { sealedDeal } from "@/lib/eleusis/deal";
import type { HandState, SealedRule } from "@/lib/eleusis/session-schema";
import type { LOG_KINDS, PLAY_SOURCES } from "@/lib/eleusis/state-kinds";

/** Judges the card being played given the main line (oldest first) and the previous verdict. */
export type JudgeFn = (card: Card, ctx: { line: readonly Card[]; lastOk: boolean }) => boolean;
/** Turns rule text into a judge (null: the text does not compile); callers memoise it. */
export type RuleResolver = (ruleText: string) => JudgeFn | null;

export { LOG_KINDS, PLAY_SOURCES } from "@/lib/eleusis/state-kinds";
// The state types are inferred from the one schema (session-schema.ts).
export type { Change, HandState, LogEntry, Play, SealedRule } from "@/lib/eleusis/session-schema";
export type PlaySource = (typeof PLAY_SOURCES)[number];
export type LogKind = (typeof LOG_KINDS)[number];

export type PlayInput = { seat: number; card: Card; source: PlaySource };

export type { DealAction } from "@/lib/eleusis/deal";

export type HandAction =
  | ({ type: "play" } & PlayInput)
  | { type: "undoPlay" }
  | ({ type: "editPlay"; index: number } & PlayInput)
  | { type: "deletePlay"; index: number }
  | DealAction;

/** The rule in force (the last commitment). */
export function currentRule(hand: HandState): SealedRule | undefined {
  return hand.commitments[hand.commitments.length - 1];
}

export interface NewHand extends SealedDeal {
  hands: HandCount;
  cardsPerHand: number;
}

/** A freshly sealed hand, before or after the starter is laid. */
export function newHand(h: NewHand): HandState {
  return { ...sealedDeal(h), hands: h.hands, handSizes: h.seats.map(() => h.cardsPerHand), plays: [], blockedAfter: null };
}

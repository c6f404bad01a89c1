/**
 * The state of one hand of Eleusis (docs/rules.md#eleusis-play): the sealed rule's commitments, the
 * starter, hand sizes and the plays in order, and the actions that change it. The state keeps the
 * rule *text*; the compiled rule comes from a resolver passed in (memoised outside the state), so
 * judging stays a pure function of (rule text, starter, hand sizes, plays).
 */
import type { Card, HandCount } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";
import type { Lock } from "@/lib/eleusis/lock";
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

/**
 * What the dealer does to a deal whatever the variant (classic hand or New Eleusis round): seat
 * selection, starter, hand counts, the logged peek, a rule change and the reveal.
 */
export type DealAction =
  | { type: "select"; seat: number }
  | { type: "setStarter"; card: Card }
  | { type: "setHandCount"; seat: number; count: number }
  | { type: "peek"; at: number }
  | {
      type: "editRule";
      /** With `box` when the deal is sealed at rest (the page puts the secret in memory first). */
      rule: Commitment & { box?: string };
      presetId: string | null;
      wording: { ru: string; en: string } | null;
      playedAnyway: boolean;
      at: number;
    }
  | { type: "reveal"; at: number };

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

export interface NewHand {
  hands: HandCount;
  seats: number[];
  dealer: number | null;
  rule: Commitment & { box?: string };
  lock?: Lock;
  at: number;
  cardsPerHand: number;
  presetId?: string | null;
  wording?: { ru: string; en: string } | null;
  playedAnyway?: boolean;
  pinHash?: string | null;
  starter?: Card | null;
}

/** A freshly sealed hand, before or after the starter is laid. */
export function newHand(h: NewHand): HandState {
  return {
    hands: h.hands,
    seats: h.seats,
    dealer: h.dealer,
    commitments: [{ ...h.rule, at: h.at }],
    presetId: h.presetId ?? null,
    wording: h.wording ?? null,
    playedAnyway: h.playedAnyway ?? false,
    pinHash: h.pinHash ?? null,
    ...(h.lock ? { lock: h.lock } : {}),
    log: [],
    starter: h.starter ?? null,
    handSizes: h.seats.map(() => h.cardsPerHand),
    plays: [],
    nextId: 1,
    current: null,
    blockedAfter: null,
    lastChanges: [],
    revealedAt: null,
  };
}


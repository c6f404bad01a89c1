/**
 * The state of one hand of Eleusis (docs/rules.md#eleusis-play): the sealed rule's commitments, the
 * starter, hand sizes and the plays in order, and the actions that change it. The state keeps the
 * rule *text*; the compiled rule comes from a resolver passed in (memoised outside the state), so
 * judging stays a pure function of (rule text, starter, hand sizes, plays).
 */
import type { Card, HandCount } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";

/** Judges the card being played given the main line (oldest first) and the previous verdict. */
export type JudgeFn = (card: Card, ctx: { line: readonly Card[]; lastOk: boolean }) => boolean;
/** Turns rule text into a judge (null: the text does not compile); callers memoise it. */
export type RuleResolver = (ruleText: string) => JudgeFn | null;

export const PLAY_SOURCES = ["hand", "error"] as const;
export type PlaySource = (typeof PLAY_SOURCES)[number];

export interface Play {
  /** Stable id (survives edits and deletions of other plays). */
  id: number;
  /** Index into HandState.seats. */
  seat: number;
  card: Card;
  source: PlaySource;
  /** The verdict, as last judged. */
  ok: boolean;
}

export const LOG_KINDS = ["peek", "edit"] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export interface LogEntry {
  kind: LogKind;
  at: number;
}

export interface SealedRule extends Commitment {
  at: number;
}

export interface HandState {
  hands: HandCount;
  /** Session player indices of the players holding hands, in seat order from the dealer's left. */
  seats: number[];
  /** Session player index of the dealer; null = robot dealer. */
  dealer: number | null;
  /** Current commitment last; earlier ones were replaced by rule edits. */
  commitments: SealedRule[];
  /** e.g. a preset id, for the reveal's wording. */
  presetId: string | null;
  /** What the dealer reads out at the reveal (presets and robot rules have one). */
  wording: { ru: string; en: string } | null;
  /** The rule failed the checker and the dealer chose to play it anyway. */
  playedAnyway: boolean;
  /** SHA-256 hex of the dealer PIN (see pinHash); null = no PIN. */
  pinHash: string | null;
  log: LogEntry[];
  starter: Card | null;
  /** Cards dealt to each seat (deck table, adjusted after a misdeal). */
  handSizes: number[];
  plays: Play[];
  nextId: number;
  /** Seat chosen by a tap; cleared by the next play. */
  current: number | null;
  /** Play count after which no remaining error card could be played (set by judging). */
  blockedAfter: number | null;
  /** Verdicts changed by the last correction (edit, delete, rule edit, starter, hand count). */
  lastChanges: Change[];
  revealedAt: number | null;
}

export interface Change {
  id: number;
  /** 0-based index of the play in the list at the time of the change. */
  index: number;
  ok: boolean;
}

export type PlayInput = { seat: number; card: Card; source: PlaySource };

export type HandAction =
  | ({ type: "play" } & PlayInput)
  | { type: "undoPlay" }
  | ({ type: "editPlay"; index: number } & PlayInput)
  | { type: "deletePlay"; index: number }
  | { type: "select"; seat: number }
  | { type: "setStarter"; card: Card }
  | { type: "setHandCount"; seat: number; count: number }
  | { type: "peek"; at: number }
  | {
      type: "editRule";
      rule: Commitment;
      presetId: string | null;
      wording: { ru: string; en: string } | null;
      playedAnyway: boolean;
      at: number;
    }
  | { type: "reveal"; at: number };

/** The rule in force (the last commitment). */
export function currentRule(hand: HandState): SealedRule | undefined {
  return hand.commitments[hand.commitments.length - 1];
}

export interface NewHand {
  hands: HandCount;
  seats: number[];
  dealer: number | null;
  rule: Commitment;
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


/**
 * A round of New Eleusis as data: the sealed rule, the starter, and the events the dealer
 * entered in order (plays of 1–4 cards, "no play" declarations, prophet declarations).
 * Everything on screen is derived from the events by replay (replay.ts); verdicts are cached
 * in the events so the screen can be drawn before the rule language has loaded.
 */
import type { Card } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";
import { NE } from "./numbers";

/** A prophet's call on a play: "right" = the cards (or the "no play") are right. */
export const CALLS = ["right", "wrong"] as const;
export type Call = (typeof CALLS)[number];

export interface PlayEvent {
  id: number;
  type: "play";
  /** Index into RoundState.seats. */
  seat: number;
  /** 1 card, or a sequence of 2–4 judged as a whole. */
  cards: Card[];
  /** The prophet's call, when a prophet was in office (entered before the verdict is shown). */
  call: Call | null;
  /** Cached verdict: every card right in order. */
  ok: boolean;
}

export interface NoPlayEvent {
  id: number;
  type: "noPlay";
  seat: number;
  /** The whole hand, shown to everyone. */
  hand: Card[];
  call: Call | null;
  /** Cached verdict: no card of the hand was playable. */
  ok: boolean;
  /** Cached: the legal card the dealer places when the declaration was wrong. */
  placed: Card | null;
}

export interface ProphetEvent {
  id: number;
  type: "prophet";
  seat: number;
}

export type RoundEvent = PlayEvent | NoPlayEvent | ProphetEvent;

export const DRAFT_KINDS = ["play", "noPlay"] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/**
 * A play being built at the table and not yet entered: the cards of a sequence (1–4) or of a
 * shown hand, and the prophet's call once given. Kept in the round so a reload resumes it; all of
 * it is public at the table.
 */
export interface RoundDraft {
  seat: number;
  kind: DraftKind;
  cards: Card[];
  call: Call | null;
}

export interface LogEntry {
  kind: "peek" | "edit";
  at: number;
}

export interface SealedRule extends Commitment {
  at: number;
}

export interface Change {
  id: number;
  index: number;
  ok: boolean;
}

export interface RoundState {
  variant: "new";
  /** Session player indices holding hands, in seat order from the dealer's left. */
  seats: number[];
  /** Session player index of the dealer; null = robot dealer. */
  dealer: number | null;
  commitments: SealedRule[];
  presetId: string | null;
  wording: { ru: string; en: string } | null;
  playedAnyway: boolean;
  pinHash: string | null;
  log: LogEntry[];
  starter: Card | null;
  /** Cards dealt to each seat (14, adjusted after a misdeal). */
  handSizes: number[];
  events: RoundEvent[];
  nextId: number;
  /** Seat chosen by a tap; cleared by the next event. */
  current: number | null;
  lastChanges: Change[];
  revealedAt: number | null;
  /** The play being entered (absent in rounds stored before drafts were kept). */
  draft?: RoundDraft | null;
}

export interface NewRound {
  seats: number[];
  dealer: number | null;
  rule: Commitment;
  at: number;
  presetId?: string | null;
  wording?: { ru: string; en: string } | null;
  playedAnyway?: boolean;
  pinHash?: string | null;
  starter?: Card | null;
}

/** A freshly sealed round: 14 cards each [M The deal 2]. */
export function newRound(r: NewRound): RoundState {
  return {
    variant: "new",
    seats: r.seats,
    dealer: r.dealer,
    commitments: [{ ...r.rule, at: r.at }],
    presetId: r.presetId ?? null,
    wording: r.wording ?? null,
    playedAnyway: r.playedAnyway ?? false,
    pinHash: r.pinHash ?? null,
    log: [],
    starter: r.starter ?? null,
    handSizes: r.seats.map(() => NE.cardsPerHand),
    events: [],
    nextId: 1,
    current: null,
    lastChanges: [],
    revealedAt: null,
    draft: null,
  };
}

/** Decks shuffled together at the deal: two, or more when 14 cards each would leave 4 or fewer [M][A]. */
export function decksForDeal(hands: number): number {
  let decks: number = NE.decksAtStart;
  while (decks < NE.maxDecks && decks * 52 - hands * NE.cardsPerHand - 1 <= NE.addDeckAtOrBelow) decks++;
  return decks;
}

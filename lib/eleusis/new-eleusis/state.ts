/**
 * A round of New Eleusis as data: the sealed rule, the starter, and the events the dealer
 * entered in order (plays of 1–4 cards, "no play" declarations, prophet declarations).
 * Everything on screen is derived from the events by replay (replay.ts); verdicts are cached
 * in the events so the screen can be drawn before the rule language has loaded.
 */
import type { Card } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";
import type { Lock } from "@/lib/eleusis/lock";
import type { RoundState } from "@/lib/eleusis/session-schema";
import type { CALLS, DRAFT_KINDS } from "@/lib/eleusis/state-kinds";
import { NE } from "./numbers";

export { CALLS, DRAFT_KINDS } from "@/lib/eleusis/state-kinds";
export type Call = (typeof CALLS)[number];
export type DraftKind = (typeof DRAFT_KINDS)[number];
// The round's types are inferred from the one schema (session-schema.ts).
export type { Change, LogEntry, NoPlayEvent, PlayEvent, ProphetEvent, RoundDraft, RoundEvent, RoundState, SealedRule } from "@/lib/eleusis/session-schema";

export interface NewRound {
  seats: number[];
  dealer: number | null;
  rule: Commitment & { box?: string };
  lock?: Lock;
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
    ...(r.lock ? { lock: r.lock } : {}),
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

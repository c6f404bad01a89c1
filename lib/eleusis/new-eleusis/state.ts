/**
 * A round of New Eleusis as data: the sealed rule, the starter, and the events the dealer
 * entered in order (plays of 1–4 cards, "no play" declarations, prophet declarations).
 * Everything on screen is derived from the events by replay (replay.ts); verdicts are cached
 * in the events so the screen can be drawn before the rule language has loaded.
 */
import type { SealedDeal } from "@/lib/eleusis/deal";
import { sealedDeal } from "@/lib/eleusis/deal";
import type { RoundState } from "@/lib/eleusis/session-schema";
import type { CALLS, DRAFT_KINDS } from "@/lib/eleusis/state-kinds";
import { NE } from "./numbers";

export { CALLS, DRAFT_KINDS } from "@/lib/eleusis/state-kinds";
export type Call = (typeof CALLS)[number];
export type DraftKind = (typeof DRAFT_KINDS)[number];
// The round's types are inferred from the one schema (session-schema.ts).
export type { Change, LogEntry, NoPlayEvent, PlayEvent, ProphetEvent, RoundDraft, RoundEvent, RoundState, SealedRule } from "@/lib/eleusis/session-schema";

export type NewRound = SealedDeal;

/** A freshly sealed round: 14 cards each [M The deal 2]. */
export function newRound(r: NewRound): RoundState {
  return { ...sealedDeal(r), variant: "new", handSizes: r.seats.map(() => NE.cardsPerHand), events: [], draft: null };
}

/** Decks shuffled together at the deal: two, or more when 14 cards each would leave 4 or fewer [M][A]. */
export function decksForDeal(hands: number): number {
  let decks: number = NE.decksAtStart;
  while (decks < NE.maxDecks && decks * 52 - hands * NE.cardsPerHand - 1 <= NE.addDeckAtOrBelow) decks++;
  return decks;
}

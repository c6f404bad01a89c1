/**
 * Whether a card may be played (docs/rules.md#eleusis-play, house rules on turns and error cards): one check, used
 * by the keypad before a card becomes a play (refusal) and by the replay to flag plays that were
 * entered anyway or became impossible after a correction.
 */
import type { Card, HandCount } from "@/lib/eleusis/cards";
import { DECK_TABLE, copiesOf, sameCard } from "@/lib/eleusis/cards";
import type { HandState, Play } from "@/lib/eleusis/session-schema";

/** A card being played: by which seat, from a hand or from the seat's error cards. */
export type PlayInput = Pick<Play, "seat" | "card" | "source">;

/** What one seat holds at a point of the hand. */
export interface SeatView {
  hand: number;
  errors: Card[];
}

/** The position a card is played into. */
export interface Position {
  line: readonly Card[];
  seats: readonly SeatView[];
  phase: 1 | 2;
  end: unknown;
}

export const REFUSALS = [
  "no-starter",
  "hand-ended",
  "not-in-deck",
  "on-table",
  "only-copy",
  "too-many-copies",
  "no-card-in-hand",
  "no-such-error-card",
  "hand-not-empty",
] as const;
export type Refusal = (typeof REFUSALS)[number];
/** Refusals of the card itself, given where the hand stands. */
export type CardRefusal = Exclude<Refusal, "no-starter" | "hand-ended">;

/**
 * The legality check: why `seat` cannot play this card from this source into this position, or null
 * if it can; e.g. a second K♠ from a one-deck game → "on-table".
 */
export function cardRefusal(hands: HandCount, position: Pick<Position, "line" | "seats" | "phase">, seat: SeatView | undefined, input: Pick<PlayInput, "card" | "source">): CardRefusal | null {
  const n = copiesOf(hands, input.card);
  if (n === 0) return "not-in-deck";
  if (!seat) return "no-card-in-hand";
  const ownError = input.source === "error" && seat.errors.some((c) => sameCard(c, input.card));
  let onTable = position.line.filter((c) => sameCard(c, input.card)).length;
  for (const s of position.seats) onTable += s.errors.filter((c) => sameCard(c, input.card)).length;
  if (ownError) onTable -= 1;
  // with two decks a card the deal left only one of is refused for that reason, not as "one deck"
  if (onTable >= n) return n === 1 ? (DECK_TABLE[hands].decks === 1 ? "on-table" : "only-copy") : "too-many-copies";
  if (input.source === "hand" && seat.hand <= 0) return "no-card-in-hand";
  if (input.source === "error" && !ownError) return "no-such-error-card";
  if (input.source === "error" && position.phase === 1 && seat.hand > 0) return "hand-not-empty";
  return null;
}

/** Why this card cannot be played now by this seat from this source, or null if it can. */
export function refusal(hand: HandState, view: Position, input: PlayInput): Refusal | null {
  if (!hand.starter) return "no-starter";
  if (view.end) return "hand-ended";
  return cardRefusal(hand.hands, view, view.seats[input.seat], input);
}

/** Refusal of a starter card (not in this deck). */
export function starterRefusal(hands: HandCount, card: Card): Refusal | null {
  return copiesOf(hands, card) === 0 ? "not-in-deck" : null;
}

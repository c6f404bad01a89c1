/**
 * Replay of one hand (docs/rules.md#eleusis-play, #eleusis-scoring): everything shown on screen is derived from
 * the plays. With a judge every verdict is recomputed; without one the stored verdicts are used.
 * Whether a card may be played (house rules on turns and error cards) is one check below, used by
 * the keypad before a card becomes a play (`refusal`), by the hand's reducer, which refuses it, and
 * by the replay to flag plays that became impossible after a correction.
 */
import type { Card, HandCount } from "@/lib/eleusis/cards";
import { DECK_TABLE, copiesOf, sameCard } from "@/lib/eleusis/cards";
import type { HandState, Play } from "@/lib/eleusis/session-schema";
import { blockedScores, dealerScore, outScores } from "@/lib/eleusis/scoring";

/** Judges the card being played given the main line (oldest first) and the previous verdict. */
export type JudgeFn = (card: Card, ctx: { line: readonly Card[]; lastOk: boolean }) => boolean;
/** Turns rule text into a judge (null: the text does not compile); callers memoise it. */
export type RuleResolver = (ruleText: string) => JudgeFn | null;

export const FLAGS = [
  "no-card-in-hand",
  "no-such-error-card",
  "hand-not-empty",
  "too-many-copies",
  "no-such-seat",
  "after-end",
] as const;
export type Flag = (typeof FLAGS)[number];

/** A play the keypad would have refused, as flagged in the replay (all deck-count refusals are "too-many-copies"). */
const FLAG_OF: Readonly<Record<CardRefusal, Flag>> = {
  "not-in-deck": "too-many-copies",
  "on-table": "too-many-copies",
  "only-copy": "too-many-copies",
  "too-many-copies": "too-many-copies",
  "no-card-in-hand": "no-card-in-hand",
  "no-such-error-card": "no-such-error-card",
  "hand-not-empty": "hand-not-empty",
};

/** One accepted card of the main line and the wrong plays made on top of it (history). */
export interface LayoutColumn {
  card: Card;
  /** Index of the play that laid it; null for the starter. */
  play: number | null;
  wrong: Array<{ play: number; card: Card; seat: number }>;
}

export type HandEnd = { kind: "out"; seats: number[] } | { kind: "blocked" };

export interface HandScore {
  /** Phase-1 score of the dealer; null in robot-dealer games. */
  dealer: number | null;
  perSeat: number[];
}

export interface HandView {
  line: Card[];
  layout: LayoutColumn[];
  seats: SeatView[];
  lastOk: boolean;
  phase: 1 | 2;
  /** Error counts per seat when phase 1 ended. */
  phase1: { errorCounts: number[]; dealerScore: number | null } | null;
  end: HandEnd | null;
  flags: Array<{ index: number; flag: Flag }>;
  toPlay: number | null;
  /** Null until the hand has ended with no flagged play. */
  score: HandScore | null;
  verdicts: boolean[];
  blockedAfter: number | null;
}

/** True when no error card in front of anyone can be accepted now or after one more wrong play. */
export function isBlocked(seats: readonly SeatView[], line: readonly Card[], lastOk: boolean, judge: JudgeFn): boolean {
  for (const s of seats) {
    for (const card of s.errors) {
      if (judge(card, { line, lastOk })) return false;
      if (lastOk && judge(card, { line, lastOk: false })) return false;
    }
  }
  return true;
}

function hasCards(s: SeatView, phase: 1 | 2): boolean {
  return (phase === 1 && s.hand > 0) || s.errors.length > 0;
}

/**
 * Replays the hand. With a judge, every verdict (and the blocked end) is recomputed;
 * without one, the stored verdicts are used (no rule needed to draw the screen).
 */
export function replay(hand: HandState, judge: JudgeFn | null = null): HandView {
  const seats: SeatView[] = hand.handSizes.map((n) => ({ hand: n, errors: [] }));
  const line: Card[] = hand.starter ? [hand.starter] : [];
  const layout: LayoutColumn[] = hand.starter ? [{ card: hand.starter, play: null, wrong: [] }] : [];
  let lastOk = true;
  let phase: 1 | 2 = 1;
  let phase1: HandView["phase1"] = null;
  let end: HandEnd | null = null;
  let blockedAfter: number | null = null;
  const flags: HandView["flags"] = [];
  const verdicts: boolean[] = [];
  let lastSeat = -1;

  const settle = (applied: number) => {
    if (end) return;
    if (phase === 1 && seats.every((s) => s.hand <= 0)) {
      phase = 2;
      const errorCounts = seats.map((s) => s.errors.length);
      phase1 = { errorCounts, dealerScore: hand.dealer === null ? null : dealerScore(errorCounts) };
    }
    if (phase === 2) {
      const out = seats.flatMap((s, i) => (s.errors.length === 0 ? [i] : []));
      if (out.length > 0) {
        end = { kind: "out", seats: out };
        return;
      }
      const blocked = judge ? isBlocked(seats, line, lastOk, judge) : hand.blockedAfter === applied;
      if (blocked) {
        end = { kind: "blocked" };
        blockedAfter = applied;
      }
    }
  };

  if (hand.starter) settle(0);
  hand.plays.forEach((p, i) => {
    const seat = seats[p.seat];
    if (end || !seat || !hand.starter) {
      flags.push({ index: i, flag: seat ? "after-end" : "no-such-seat" });
      verdicts.push(p.ok);
      return;
    }
    const errorIndex = p.source === "error" ? seat.errors.findIndex((c) => sameCard(c, p.card)) : -1;
    const refused = cardRefusal(hand.hands, { line, seats, phase }, seat, p);
    if (refused) flags.push({ index: i, flag: FLAG_OF[refused] });

    const ok = judge ? judge(p.card, { line, lastOk }) : p.ok;
    verdicts.push(ok);
    if (p.source === "hand") {
      seat.hand -= 1;
      if (!ok) seat.errors.push(p.card);
    } else if (ok && errorIndex >= 0) {
      seat.errors.splice(errorIndex, 1);
    }
    if (ok) {
      line.push(p.card);
      layout.push({ card: p.card, play: i, wrong: [] });
    } else {
      layout[layout.length - 1]?.wrong.push({ play: i, card: p.card, seat: p.seat });
    }
    lastOk = ok;
    lastSeat = p.seat;
    settle(i + 1);
  });

  return {
    line,
    layout,
    seats,
    lastOk,
    phase,
    phase1,
    end,
    flags,
    toPlay: end ? null : nextSeat(seats, phase, lastSeat, hand.current),
    score: end && flags.length === 0 ? score(end, seats, phase1) : null,
    verdicts,
    blockedAfter,
  };
}

function nextSeat(seats: readonly SeatView[], phase: 1 | 2, lastSeat: number, current: number | null): number | null {
  if (current !== null && seats[current] && hasCards(seats[current], phase)) return current;
  for (let k = 1; k <= seats.length; k++) {
    const i = (lastSeat + k + seats.length) % seats.length;
    const s = seats[i];
    if (s && hasCards(s, phase)) return i;
  }
  return null;
}

function score(end: HandEnd, seats: readonly SeatView[], phase1: HandView["phase1"]): HandScore {
  const left = seats.map((s) => Math.max(0, s.hand) + s.errors.length);
  return {
    dealer: phase1?.dealerScore ?? null,
    perSeat: end.kind === "out" ? outScores(left) : blockedScores(left),
  };
}

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

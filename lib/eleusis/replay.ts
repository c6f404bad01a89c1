/**
 * Replay of one hand (docs/rules.md#eleusis-play, #eleusis-scoring): everything shown on screen is derived from
 * the plays. With a judge every verdict is recomputed; without one the stored verdicts are used.
 */
import type { Card } from "@/lib/eleusis/cards";
import { sameCard } from "@/lib/eleusis/cards";
import type { HandState } from "@/lib/eleusis/session-schema";
import type { CardRefusal, SeatView } from "@/lib/eleusis/legality";
import { cardRefusal } from "@/lib/eleusis/legality";
import { blockedScores, dealerScore, outScores } from "@/lib/eleusis/scoring";

export type { SeatView } from "@/lib/eleusis/legality";

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

/**
 * New Eleusis scoring [M Scoring], every point explained: the high count, each player's
 * high count minus their cards, the 4-point bonus for no cards, the true prophet's bonus,
 * and the dealer's score.
 */
import { NE } from "./numbers";
import type { RoundView } from "./replay";
import type { RoundState } from "./state";

export interface SeatScore {
  seat: number;
  cards: number;
  /** High count − cards. */
  base: number;
  outBonus: number;
  /** A true prophet: cards played after the marker, right and wrong. */
  prophet: { right: number; wrong: number; points: number } | null;
  total: number;
}

export interface RoundScore {
  high: number;
  perSeat: SeatScore[];
  /**
   * Null with a robot dealer. The dealer scores the highest score; only when a prophet is still in
   * office at the end is it capped at twice the cards played before the prophet's marker (`cap`).
   */
  dealer: { highest: number; cap: { cardsBefore: number; twice: number } | null; score: number } | null;
}

/**
 * Scores an ended round, e.g. hands [0, 3, 9] with no prophet → high 9, players 9+4, 6, 0;
 * the dealer 13 (with a true prophet: min(highest, 2 × cards before the marker)). Null while the
 * round goes on or a play is flagged.
 */
export function scoreRound(view: RoundView, humanDealer: boolean): RoundScore | null {
  if (!view.end || view.flags.length > 0) return null;
  const high = Math.max(0, ...view.seats.map((s) => s.hand));
  const truth = view.prophet && !view.prophet.overthrown ? view.prophet : null;
  let right = 0;
  let wrong = 0;
  if (truth) {
    for (const col of view.columns) {
      if (col.n > truth.from) right++;
      for (const s of col.side) if (s.n > truth.from) wrong++;
    }
  }
  const perSeat = view.seats.map((s, seat): SeatScore => {
    const base = high - s.hand;
    const outBonus = s.hand === 0 ? NE.outBonus : 0;
    const prophet =
      truth && truth.seat === seat
        ? { right, wrong, points: right * NE.prophetRightBonus + wrong * NE.prophetWrongBonus }
        : null;
    return { seat, cards: s.hand, base, outBonus, prophet, total: base + outBonus + (prophet?.points ?? 0) };
  });
  const highest = Math.max(0, ...perSeat.map((p) => p.total));
  const cap = truth ? { cardsBefore: truth.from, twice: NE.dealerFactor * truth.from } : null;
  return {
    high,
    perSeat,
    dealer: humanDealer ? { highest, cap, score: cap ? Math.min(highest, cap.twice) : highest } : null,
  };
}

/** Scores of a round by session player index (dealer included when human), or null. */
export function roundScoresByPlayer(round: RoundState, view: RoundView): Record<number, number> | null {
  const score = scoreRound(view, round.dealer !== null);
  if (!score) return null;
  const out: Record<number, number> = {};
  round.seats.forEach((player, seat) => {
    out[player] = (out[player] ?? 0) + (score.perSeat[seat]?.total ?? 0);
  });
  if (round.dealer !== null && score.dealer) out[round.dealer] = (out[round.dealer] ?? 0) + score.dealer.score;
  return out;
}

/** A game stopped before everyone dealt: 10 extra points to each player who never dealt [M Scoring]. */
export function neverDealtBonus(players: number, dealers: readonly (number | null)[]): number[] {
  return Array.from({ length: players }, (_, i) => (dealers.includes(i) ? 0 : NE.neverDealtBonus));
}

/**
 * Eleusis scoring as docs/rules.md#eleusis-scoring settles it. Players are referred to by index
 * into the session's player list; counts are per player who holds a hand.
 */
import { ELEUSIS_NUMBERS } from "./rule-numbers";

/** Phase-1 dealer score Σ(eᵢ − min e). e.g. dealerScore([2, 5, 7, 10]) === 16 */
export function dealerScore(errorCounts: readonly number[]): number {
  if (errorCounts.length === 0) return 0;
  const min = Math.min(...errorCounts);
  return errorCounts.reduce((sum, e) => sum + (e - min), 0);
}

/**
 * A player out of cards scores 6 (outBonus) + the cards left in front of the others.
 * e.g. left [0, 4, 6] → [16, 0, 0]; several players out each score.
 */
export function outScores(cardsLeft: readonly number[]): number[] {
  const total = cardsLeft.reduce((s, n) => s + n, 0);
  return cardsLeft.map((n) => (n === 0 ? ELEUSIS_NUMBERS.outBonus + total : 0));
}

/**
 * Nobody can play any more: each player with the fewest cards left scores the sum of all
 * other players' cards minus their own. e.g. left [1, 1, 4] → [4, 4, 0]
 */
export function blockedScores(cardsLeft: readonly number[]): number[] {
  if (cardsLeft.length === 0) return [];
  const min = Math.min(...cardsLeft);
  const total = cardsLeft.reduce((s, n) => s + n, 0);
  return cardsLeft.map((n) => (n === min ? total - n - n : 0));
}

/** Scores of one hand, keyed by player index in the session (dealer included when human). */
export type HandScores = Record<number, number>;

/** Adds up hands; every listed player appears, with 0 when they never scored. */
export function cycleTotals(playerCount: number, hands: readonly HandScores[]): number[] {
  const totals = Array.from({ length: playerCount }, () => 0);
  for (const hand of hands) {
    for (const [key, value] of Object.entries(hand)) {
      const i = Number(key);
      if (i >= 0 && i < playerCount) totals[i] = (totals[i] ?? 0) + value;
    }
  }
  return totals;
}

/** Indices of the players with the highest total (a tie stays a tie). */
export function winners(totals: readonly number[]): number[] {
  if (totals.length === 0) return [];
  const max = Math.max(...totals);
  return totals.flatMap((t, i) => (t === max ? [i] : []));
}

/**
 * The numbers of Eleusis' scoring and of the secret-rule check (docs/rules.md#eleusis-checker,
 * #eleusis-phase-2): the one table scoring, the checker, the dictionaries and the rules page read.
 */
export const ELEUSIS_NUMBERS = {
  /** A player with no cards left in phase 2 scores this plus the others' error cards. */
  outBonus: 6,
  /** Distinct cards the checker counts over: one deck. */
  deckCards: 52,
  /** A secret rule must leave at least this many of those cards playable in every position. */
  minLegal: 10,
  /** More than this share accepted on average is "too easy". */
  tooEasyShare: 0.75,
} as const;

/** e.g. "75 %". */
export const TOO_EASY_PERCENT = `${Math.round(ELEUSIS_NUMBERS.tooEasyShare * 100)} %`;

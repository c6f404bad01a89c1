/**
 * Every number of New Eleusis the app uses, with where it comes from (docs/new-eleusis.md):
 * [M] D. Matuszek, "New Eleusis" summary (1995); [G] M. Gardner, Scientific American, October 1977;
 * [A] R. Abbott's official rules © 1977 (as printed by Bicycle); "house rule" = our choice where they are silent.
 */
export const NE = {
  /** [M] The deal, 2: "Shuffle two decks and deal 14 cards to every player except yourself". */
  cardsPerHand: 14,
  decksAtStart: 2,
  /** [A] The Pack: another deck when the stock is down to four or fewer cards; a fourth if needed. */
  addDeckAtOrBelow: 4,
  maxDecks: 4,
  /** [M] Player 1: "a sequence of 2, 3, or 4 cards". */
  maxSequence: 4,
  /** [M] Dealer 1: "two penalty cards for each wrong card", also for each card of a wrong sequence. */
  penaltyPerCard: 2,
  /** [M] No play, right: a new hand of 4 fewer cards (this may put the player out). */
  noPlayShrink: 4,
  /** [M] No play, wrong: a correct card from the hand is played and 5 penalty cards are dealt. */
  noPlayPenalty: 5,
  /** [M] Dealer 2: a disapproved call overthrows the prophet, who gets 5 penalty cards. */
  overthrowPenalty: 5,
  /** [M] Dealer 3: a white marker on each 10th card played; Prophet: a black one on every 10th after the prophet's marker. */
  markerEvery: 10,
  /** [M] Dealer 3: sudden death after 40 cards played (no prophet). */
  suddenDeathAfter: 40,
  /** [M] Prophet: with a prophet, sudden death after 30 cards played since the prophet's marker. */
  prophetSuddenDeathAfter: 30,
  /** [M] Player 2 (3): "two or more players besides yourself and the dealer". */
  minOthersForProphet: 2,
  /** [M] Scoring: anyone with no cards at all gets a 4-point bonus. */
  outBonus: 4,
  /** [M] Scoring: a true prophet gets 1 per right card and 2 per wrong card played after becoming prophet. */
  prophetRightBonus: 1,
  prophetWrongBonus: 2,
  /**
   * [M] Scoring: the dealer scores the highest score; only when a prophet remains at the end, the smaller
   * of that and twice the cards played before the prophet's marker (also Parlett, New Eleusis).
   */
  dealerFactor: 2,
  /** [M] Scoring: if the game ends early, anyone who has never dealt gets 10 extra points. */
  neverDealtBonus: 10,
} as const;

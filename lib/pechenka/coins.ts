/**
 * Coins a player earns in a round (docs/rules.md#pechenka-scoring): the one table that scoring,
 * the dictionaries and the rules page read. e.g. COINS.sword → 3.
 */
export const COINS = {
  /** Your Sword lies before the player whose role is your target. */
  sword: 3,
  /** Your Shield lies before the player whose role hunts you. */
  shield: 2,
  /** Your Hill is still in your hand at the end of the round (4–5 players). */
  hill: 1,
} as const;

/** The most one player can earn in a round: 6. */
export const MAX_COINS_PER_ROUND = COINS.sword + COINS.shield + COINS.hill;

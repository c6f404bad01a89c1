/**
 * The enumerations of the stored Eleusis state (a leaf module: the zod schema in session-schema.ts
 * and the rule modules both read them, so neither imports the other at run time).
 */

/** "classic": the rules in this app (docs/rules.md); "new": New Eleusis (docs/new-eleusis.md). */
export const VARIANTS = ["classic", "new"] as const;
/** Where a played card came from: a player's hand, or the dealer entering an error card. */
export const PLAY_SOURCES = ["hand", "error"] as const;
/** What the dealer did with the sealed rule: looked at it, or edited it. */
export const LOG_KINDS = ["peek", "edit"] as const;
/** A prophet's call on a play: "right" = the cards (or the "no play") are right. */
export const CALLS = ["right", "wrong"] as const;
/** What a New Eleusis play being entered is: a sequence of cards, or a hand shown as "no play". */
export const DRAFT_KINDS = ["play", "noPlay"] as const;

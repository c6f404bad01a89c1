/** How a tie for most slices of a kind scores (docs/rules.md#cake-scoring: default every tied player scores in full). */
export const TIE_RULES = ["tied-all-score", "tied-none-score"] as const;
export type TieRule = (typeof TIE_RULES)[number];
export const DEFAULT_TIE_RULE: TieRule = "tied-all-score";

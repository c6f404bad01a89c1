/** How players see their roles: each on their own phone, or the host device passed round. */
export const HANDOUT_MODES = ["phones", "pass"] as const;
/** A round on the host: being played, cards being entered, roles and coins revealed. */
export const ROUND_STAGES = ["play", "entry", "revealed"] as const;

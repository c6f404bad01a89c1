/** Bounds of a stored series (schema.ts). */
export const DRAFT_MAX = 6;
export const NAME_MAX = 40;
export const GAMES_MAX = 50;

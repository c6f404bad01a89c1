/** Bounds of a stored series (the schema in session.ts). */
export const DRAFT_MAX = 6;
export const NAME_MAX = 40;
export const GAMES_MAX = 50;

/** Bounds of a stored series, shared by the zod schema and the guard. */
export const DRAFT_MAX = 6;
export const NAME_MAX = 40;
export const GAMES_MAX = 50;

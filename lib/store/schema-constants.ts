/** Longest player name accepted. */
export const NAME_MAX = 32;
/** The `app` field of every export file. */
export const EXPORT_APP = "tabletop-referee";

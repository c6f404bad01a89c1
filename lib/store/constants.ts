// The store's constants, without zod: its schemas (schema.ts) read them, and so do pages and the
// export files, which must not load zod.

/** A game kind as the store sees it (the games themselves are listed in lib/games.ts), e.g. "cake". */
export const GAME_KIND_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** Envelope format of a stored session; bump with an entry in ENVELOPE_MIGRATIONS (sessions.ts). */
export const RECORD_FORMAT = 1;
/** Undo stack depth kept per session. */
export const UNDO_LIMIT = 50;
/** Session ids: lowercase base32, e.g. "k3v9q2m7x1ab". */
export const SESSION_ID_PATTERN = /^[a-z0-9]{4,40}$/;
/** Longest player name accepted. */
export const NAME_MAX = 32;
/** The `app` field of every export file. */
export const EXPORT_APP = "tabletop-referee";

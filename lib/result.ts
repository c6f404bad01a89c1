/**
 * The one result type of the house: parsers and other fallible steps return it instead of
 * throwing, e.g. parseCard("QS") → { ok: true, value: { rank: "Q", suit: "spades" } }.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

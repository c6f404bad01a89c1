/**
 * The public layout as a list of observations: what everyone at the table has seen, and nothing
 * else — the main line, the sidelines, cards placed by the dealer and hands shown on "no play".
 * Built from the cached verdicts only; the sealed rule is never looked at.
 */
import type { Card } from "@/lib/eleusis/cards";

export const OBSERVATION_KINDS = ["play", "placed", "noPlay"] as const;
export type ObservationKind = (typeof OBSERVATION_KINDS)[number];

export interface Observation {
  kind: ObservationKind;
  /** The card(s) played (a sequence in order), the placed card, or the hand shown. */
  cards: readonly Card[];
  /** Length of the main line (starter included) when the cards were played: a prefix of `line`. */
  lineLength: number;
  /** Was the previous play right (for rules that look at it). */
  lastOk: boolean;
  /** What the table said: right (for "no play": the declaration was right, no card fitted). */
  ok: boolean;
  /** Index of the event (New Eleusis) or play (classic) it came from, for highlighting. */
  source: number;
}

export interface PublicLayout {
  /** The whole main line now, starter first. */
  line: readonly Card[];
  observations: readonly Observation[];
}

/** Structural view of a classic hand's plays (lib/eleusis judge state): one card each, with its verdict. */
export interface ClassicPlays {
  starter: Card | null;
  plays: ReadonlyArray<{ card: Card; ok: boolean }>;
}

/** Observations of a classic Eleusis hand (docs/rules.md): each play is one card, right or wrong. */
export function classicLayout(hand: ClassicPlays): PublicLayout {
  if (!hand.starter) return { line: [], observations: [] };
  const line: Card[] = [hand.starter];
  const observations: Observation[] = [];
  let lastOk = true;
  hand.plays.forEach((p, source) => {
    observations.push({ kind: "play", cards: [p.card], lineLength: line.length, lastOk, ok: p.ok, source });
    if (p.ok) line.push(p.card);
    lastOk = p.ok;
  });
  return { line, observations };
}

/** Structural view of a New Eleusis round after replay: each event's public outcome. */
export type NewRoundEvents = ReadonlyArray<
    | { type: "play"; cards: readonly Card[] }
    | { type: "noPlay"; hand: readonly Card[] }
    | { type: "prophet" }
  >;
export interface NewRoundPublic {
  line: readonly Card[];
  outcomes: ReadonlyArray<{ ok: boolean; lineLength: number; lastOk: boolean; placed: Card | null } | null>;
}

/** Observations of a New Eleusis round (docs/new-eleusis.md), from replay without a rule. */
export function newRoundLayout(events: NewRoundEvents, view: NewRoundPublic): PublicLayout {
  const observations: Observation[] = [];
  events.forEach((ev, source) => {
    const o = view.outcomes[source];
    if (!o || ev.type === "prophet") return;
    const at = { lineLength: o.lineLength, lastOk: o.lastOk, source };
    if (ev.type === "play") {
      observations.push({ kind: "play", cards: ev.cards, ok: o.ok, ...at });
      return;
    }
    observations.push({ kind: "noPlay", cards: ev.hand, ok: o.ok, ...at });
    if (o.placed) observations.push({ kind: "placed", cards: [o.placed], ok: true, ...at });
  });
  return { line: view.line, observations };
}

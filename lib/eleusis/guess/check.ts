/**
 * Tests a player's guess against the public layout: "fits every card so far", or the first card
 * where the guess and the table disagree. Pure; the guess is a judge function compiled from the
 * player's text, never the sealed rule.
 */
import type { Card } from "@/lib/eleusis/cards";
import type { Observation, PublicLayout } from "./layout";

export type GuessJudge = (card: Card, ctx: { line: readonly Card[]; lastOk: boolean }) => boolean;

export interface Disagreement {
  /** Index into layout.observations. */
  observation: number;
  /** The card the disagreement is about; null when it is about a whole play (a wrong sequence, a "no play"). */
  card: Card | null;
  /** Index of that card within the observation's cards. */
  cardIndex: number | null;
  /** What the guess says about it and what the table said. */
  guessOk: boolean;
  tableOk: boolean;
}

export type GuessReport = { fits: true; checked: number } | { fits: false; at: Disagreement };

function disagreementIn(obs: Observation, index: number, line: readonly Card[], judge: GuessJudge): Disagreement | null {
  const prefix = line.slice(0, obs.lineLength);
  const at = (card: Card | null, cardIndex: number | null, guessOk: boolean): Disagreement => ({
    observation: index,
    card,
    cardIndex,
    guessOk,
    tableOk: obs.ok,
  });
  if (obs.kind === "noPlay") {
    const fits = obs.cards.map((c) => judge(c, { line: prefix, lastOk: obs.lastOk }));
    if (obs.ok) {
      const k = fits.indexOf(true);
      return k >= 0 ? at(obs.cards[k] ?? null, k, true) : null;
    }
    return fits.includes(true) ? null : at(null, null, true);
  }
  // A play of 1–4 cards (or a placed card): right only if each card is right in turn.
  const grown = [...prefix];
  let lastOk = obs.lastOk;
  for (const [k, card] of obs.cards.entries()) {
    const ok = judge(card, { line: grown, lastOk });
    if (!ok) {
      if (!obs.ok) return null;
      return at(card, k, false);
    }
    grown.push(card);
    lastOk = true;
  }
  if (obs.ok) return null;
  return obs.cards.length === 1 ? at(obs.cards[0] ?? null, 0, true) : at(null, null, true);
}

/** e.g. testGuess(colourAlternates, layout) → { fits: false, at: { observation: 3, card: 8♥, … } } */
export function testGuess(judge: GuessJudge, layout: PublicLayout): GuessReport {
  for (const [i, obs] of layout.observations.entries()) {
    const d = disagreementIn(obs, i, layout.line, judge);
    if (d) return { fits: false, at: d };
  }
  return { fits: true, checked: layout.observations.length };
}

/** A cycle of Eleusis hands: each hand's scores by player, totals and winners (docs/rules.md#eleusis-cycle). */
import type { HandState } from "@/lib/eleusis/judge";
import { replay } from "@/lib/eleusis/judge";
import { cycleTotals, winners } from "@/lib/eleusis/scoring";
import type { HandScores } from "@/lib/eleusis/scoring";
import type { Deal, EleusisState } from "@/lib/eleusis/session-schema";
import { replay as replayRound } from "@/lib/eleusis/new-eleusis/replay";
import { roundScoresByPlayer } from "@/lib/eleusis/new-eleusis/scoring";

export function currentDeal(state: EleusisState): Deal | undefined {
  return state.deals[state.deals.length - 1];
}

/** Every player has dealt once (robot: as many hands as players) and the last hand is revealed. */
export function cycleComplete(state: EleusisState): boolean {
  const last = currentDeal(state);
  return state.deals.length >= state.players.length && !!last && last.revealedAt !== null;
}

/** Scores of one deal by session player index, or null while it is not scored. */
export function dealScores(hand: Deal): HandScores | null {
  if ("variant" in hand && hand.variant === "new") return roundScoresByPlayer(hand, replayRound(hand));
  return classicScores(hand as HandState);
}

function classicScores(hand: HandState): HandScores | null {
  const score = replay(hand).score;
  if (!score) return null;
  const out: HandScores = {};
  hand.seats.forEach((player, seat) => {
    out[player] = (out[player] ?? 0) + (score.perSeat[seat] ?? 0);
  });
  if (hand.dealer !== null) out[hand.dealer] = (out[hand.dealer] ?? 0) + (score.dealer ?? 0);
  return out;
}

export interface CycleTable {
  rows: Array<{ deal: number; dealer: number | null; scores: HandScores | null }>;
  totals: number[];
  complete: boolean;
  winners: number[];
}

/** The cycle table: one row per hand, totals per player, and the winners once everyone has dealt. */
export function cycleTable(state: EleusisState): CycleTable {
  const rows = state.deals.map((hand, deal) => ({ deal, dealer: hand.dealer, scores: dealScores(hand) }));
  const totals = cycleTotals(
    state.players.length,
    rows.flatMap((r) => (r.scores ? [r.scores] : [])),
  );
  const complete = cycleComplete(state);
  return { rows, totals, complete, winners: complete ? winners(totals) : [] };
}

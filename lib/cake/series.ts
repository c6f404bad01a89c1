import { competitionRanks } from "./scoring";

/** First cutter of game g (0-based) of a series: each game starts one seat further, e.g. (1, 3, 0) → 1. */
export function firstCutterOf(gameIndex: number, players: number, seriesFirstCutter = 0): number {
  return (((seriesFirstCutter + gameIndex) % players) + players) % players;
}

export interface SeriesStandings {
  /** running[g][p]: player p's total after game g. */
  running: number[][];
  totals: number[];
  ranks: number[];
  winners: number[];
  /** The seed's advice: as many games as players. */
  suggestedGames: number;
  complete: boolean;
}

/** Running totals of a series from each game's totals, e.g. [[10, 20], [15, 3]] → totals [25, 23], winner 0. */
export function seriesStandings(players: number, gameTotals: readonly (readonly number[])[]): SeriesStandings {
  const running: number[][] = [];
  let acc = Array.from({ length: players }, () => 0);
  for (const game of gameTotals) {
    acc = acc.map((a, p) => a + (game[p] ?? 0));
    running.push(acc);
  }
  const ranks = competitionRanks(acc);
  const winners = gameTotals.length === 0 ? [] : ranks.flatMap((r, p) => (r === 1 ? [p] : []));
  return { running, totals: acc, ranks, winners, suggestedGames: players, complete: gameTotals.length >= players };
}

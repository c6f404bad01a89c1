import { KINDS, DEFAULT_TIE_RULE } from "./kinds";
import type { KindId, TieRule, PlayerEntry } from "./kinds";
import type { Result } from "@/lib/result";
import { validateEntries } from "./validation";
import type { Problem } from "./validation";

/** One line of a player's explanation; the points of all lines add up to the player's total. */
export type ScoreLine =
  /** Most saved slices of a kind, alone (tiedWith empty) or tied. */
  | { code: "majority"; kind: KindId; points: number; saved: number; tiedWith: number[] }
  /** Tied for most under "tied players score nothing": 0 points, shown so the zero is explained. */
  | { code: "majority-tie-void"; kind: KindId; points: 0; saved: number; tiedWith: number[] }
  | { code: "eaten-kind"; kind: KindId; points: number; slices: number; rosettesEach: number }
  | { code: "eaten-total"; points: number };

export interface PlayerScore {
  player: number;
  rosettePoints: number;
  majorityPoints: number;
  total: number;
  /** Standard competition ranking: 1, 1, 3. */
  rank: number;
  lines: ScoreLine[];
}

/** One row of the majority table. */
export interface MajorityRow {
  kind: KindId;
  saved: number[];
  /** Players with the most saved slices (at least 1); empty when nobody saved any. */
  leaders: number[];
  /** Points each leader scores under the tie rule in use. */
  pointsEach: number;
}

export interface GameResult {
  players: PlayerScore[];
  majorities: MajorityRow[];
  winners: number[];
  tieRule: TieRule;
}

/** Standard competition ranks, e.g. [30, 41, 30, 12] → [2, 1, 2, 4]. */
export function competitionRanks(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((o) => o > t).length);
}

/**
 * Scores one game after validating it; an entry with any problem is refused with all of them.
 * e.g. Kiwi saved 3 / 3 / 1 → players 0 and 1 score 8 each (default tie rule).
 */
export function scoreGame(
  entries: readonly PlayerEntry[],
  tieRule: TieRule = DEFAULT_TIE_RULE,
): Result<GameResult, Problem[]> {
  const problems = validateEntries(entries);
  if (problems.length > 0) return { ok: false, error: problems };

  const lines: ScoreLine[][] = entries.map(() => []);
  const majorities: MajorityRow[] = [];
  for (const k of KINDS) {
    const saved = entries.map((e) => e.saved[k.id]);
    const most = Math.max(0, ...saved);
    const leaders = most > 0 ? saved.flatMap((s, i) => (s === most ? [i] : [])) : [];
    const tied = leaders.length > 1;
    const pointsEach = leaders.length === 0 || (tied && tieRule === "tied-none-score") ? 0 : k.count;
    majorities.push({ kind: k.id, saved, leaders, pointsEach });
    for (const p of leaders) {
      const tiedWith = leaders.filter((o) => o !== p);
      const playerLines = lines[p];
      if (!playerLines) continue;
      if (pointsEach > 0) playerLines.push({ code: "majority", kind: k.id, points: pointsEach, saved: most, tiedWith });
      else playerLines.push({ code: "majority-tie-void", kind: k.id, points: 0, saved: most, tiedWith });
    }
  }
  entries.forEach((e, p) => {
    const playerLines = lines[p];
    if (!playerLines) return;
    if (e.eaten.mode === "rosettes") {
      if (e.eaten.rosettes > 0) playerLines.push({ code: "eaten-total", points: e.eaten.rosettes });
      return;
    }
    for (const k of KINDS) {
      const slices = e.eaten.perKind[k.id];
      if (slices > 0) {
        playerLines.push({ code: "eaten-kind", kind: k.id, points: slices * k.rosettes, slices, rosettesEach: k.rosettes });
      }
    }
  });

  const partial = lines.map((ls, player) => {
    const majorityPoints = ls.reduce((s, l) => s + (l.code === "majority" ? l.points : 0), 0);
    const rosettePoints = ls.reduce((s, l) => s + (l.code === "eaten-kind" || l.code === "eaten-total" ? l.points : 0), 0);
    return { player, majorityPoints, rosettePoints, total: majorityPoints + rosettePoints, lines: ls };
  });
  const ranks = competitionRanks(partial.map((p) => p.total));
  const players = partial.map((p, i) => ({ ...p, rank: ranks[i] ?? 1 }));
  const winners = players.filter((p) => p.rank === 1).map((p) => p.player);
  return { ok: true, value: { players, majorities, winners, tieRule } };
}

// A finished game's result in one neutral shape, read from any game's stored state: what the share
// picture draws and what the BG Stats link carries. Pure; no DOM.
import type { CakeState } from "@/lib/cake/session";
import { finishedTotals } from "@/lib/cake/session";
import { competitionRanks } from "@/lib/cake/scoring";
import { seriesStandings } from "@/lib/cake/series";
import type { EleusisState } from "@/lib/eleusis/session";
import { cycleTable } from "@/lib/eleusis/session";
import type { PechenkaState } from "@/lib/pechenka/session";
import { revealedCoins } from "@/lib/pechenka/session";
import type { GameKind } from "@/lib/games";

export interface ResultPlayer {
  name: string;
  score: number;
  /** 1 = first; equal scores share a rank (1, 1, 3). */
  rank: number;
  winner: boolean;
  startPlayer: boolean;
}

export interface PlayResult {
  kind: GameKind;
  /** Stable id for the play: the session id, plus "-g<n>" for one game of a cake series. */
  sourceId: string;
  /** 1-based game number inside a cake series; null for a whole game or series. */
  game: number | null;
  /** True for a cake series' standings (a picture, never one BG Stats play). */
  series: boolean;
  /** When the game ended (ms). */
  at: number;
  durationMin: number | null;
  players: ResultPlayer[];
  /** running[step][player]: totals after each round / game / hand, for the chart. */
  running: number[][];
}

interface Envelope {
  id: string;
  createdAt: number;
  updatedAt: number;
}

function players(names: readonly string[], totals: readonly number[], start: number | null): ResultPlayer[] {
  const ranks = competitionRanks(totals);
  return names.map((name, i) => ({ name, score: totals[i] ?? 0, rank: ranks[i] ?? 1, winner: ranks[i] === 1, startPlayer: i === start }));
}

function minutes(from: number, to: number): number | null {
  const m = Math.round((to - from) / 60_000);
  return m > 0 && m < 24 * 60 ? m : null;
}

/** Every finished game of a cake series, then the series standings once two or more are finished. */
export function cakeResults(record: Envelope, s: CakeState): PlayResult[] {
  const totals = finishedTotals(s);
  const finished = s.games.filter((g) => g.finished);
  // The play's date is when a game was finished (kept in the state); older games fall back to the last change.
  const out: PlayResult[] = finished.map((g, i) => ({
    kind: "cake",
    sourceId: `${record.id}-g${i + 1}`,
    game: i + 1,
    series: false,
    at: g.finishedAt ?? record.updatedAt,
    durationMin: s.games.length === 1 ? minutes(record.createdAt, g.finishedAt ?? record.updatedAt) : null,
    players: players(s.players, totals[i] ?? [], g.firstCutter),
    running: [totals[i] ?? []],
  }));
  if (totals.length >= 2) {
    const st = seriesStandings(s.players.length, totals);
    const end = finished[finished.length - 1]?.finishedAt ?? record.updatedAt;
    out.push({
      kind: "cake", sourceId: record.id, game: null, series: true, at: end,
      durationMin: minutes(record.createdAt, end), players: players(s.players, st.totals, s.seriesFirstCutter), running: st.running,
    });
  }
  return out;
}

/** A finished Pechenka game (null while it is still being played). */
export function pechenkaResult(record: Envelope, s: PechenkaState): PlayResult | null {
  if (!s.finished) return null;
  const coins = revealedCoins(s);
  const running: number[][] = [];
  let acc = s.players.map(() => 0);
  for (const round of coins) {
    acc = acc.map((a, p) => a + (round[p] ?? 0));
    running.push(acc);
  }
  return {
    kind: "pechenka", sourceId: record.id, game: null, series: false, at: s.finishedAt ?? record.updatedAt,
    durationMin: minutes(record.createdAt, s.finishedAt ?? record.updatedAt), players: players(s.players, acc, s.firstSeat), running,
  };
}

/** A completed Eleusis cycle (null until every hand is scored and revealed). */
export function eleusisResult(record: Envelope, s: EleusisState): PlayResult | null {
  const table = cycleTable(s);
  if (!table.complete) return null;
  const running: number[][] = [];
  let acc = s.players.map(() => 0);
  for (const row of table.rows) {
    acc = acc.map((a, p) => a + (row.scores?.[p] ?? 0));
    running.push(acc);
  }
  const first = s.deals[0];
  const last = s.deals[s.deals.length - 1];
  const startAt = first?.commitments[0]?.at ?? record.createdAt;
  const endAt = last?.revealedAt ?? record.updatedAt;
  return {
    kind: "eleusis", sourceId: record.id, game: null, series: false, at: endAt,
    durationMin: minutes(startAt, endAt), players: players(s.players, table.totals, first?.seats[0] ?? null), running,
  };
}

// One BG Stats play per finished game (a cake series: one per game), as the import link.
import type { PlayResult } from "@/lib/results/play";
import type { GameKind } from "@/lib/games";
import type { BgStatsPlay } from "./schema";
import { parseWith } from "@/lib/zod";
import { bgStatsPlaySchema } from "./schema";

export const BGSTATS_CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html";
export const BGSTATS_SOURCE = "Tabletop Referee";
/**
 * Each game's name as BoardGameGeek lists it: what BG Stats matches a play against, in every
 * language (an identifier there, not a display word; the app shows `common[lang].games[kind].name`).
 */
export const BGG_NAMES: Readonly<Record<GameKind, string>> = { cake: "Piece of Cake", pechenka: "Pechenka", eleusis: "Eleusis" };
/**
 * Longest link offered. The support page's excerpt we could read names no figure; 2000 characters
 * is the length every phone browser and link handler is known to pass whole.
 */
export const BGSTATS_URL_MAX = 2000;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A time as BG Stats' playDate in the phone's local time, e.g. "2026-11-23 21:05:00". */
export function playDate(ms: number, offsetMin = new Date(ms).getTimezoneOffset()): string {
  const d = new Date(ms - offsetMin * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A stable player id from the name (the app has no accounts), e.g. "p-7f0c21aa". */
export function playerId(name: string): string {
  let h = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `p-${h.toString(16).padStart(8, "0")}`;
}

/** The play for one result, e.g. a finished Pechenka game -> 4–6 players with coins, ranks, winners. */
export function bgStatsPlay(result: PlayResult, offsetMin?: number): BgStatsPlay {
  return {
    sourceName: BGSTATS_SOURCE,
    sourcePlayId: result.sourceId,
    playDate: playDate(result.at, offsetMin),
    ...(result.durationMin ? { durationMin: result.durationMin } : {}),
    game: { name: BGG_NAMES[result.kind], sourceGameId: `tabletop-referee-${result.kind}`, highestWins: true, noPoints: false },
    players: result.players.map((p) => ({ name: p.name, sourcePlayerId: playerId(p.name), score: p.score, rank: p.rank, winner: p.winner, startPlayer: p.startPlayer })),
  };
}

export type BgStatsLink = { ok: true; url: string } | { ok: false; error: "series" | "invalid" | "tooLong"; length?: number };

/** The createPlay link for a result, validated against the documented fields; never throws. */
export function bgStatsLink(result: PlayResult, offsetMin?: number): BgStatsLink {
  if (result.series) return { ok: false, error: "series" };
  const play = bgStatsPlay(result, offsetMin);
  if (!parseWith(bgStatsPlaySchema, play).ok) return { ok: false, error: "invalid" };
  const url = `${BGSTATS_CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(play))}`;
  return url.length > BGSTATS_URL_MAX ? { ok: false, error: "tooLong", length: url.length } : { ok: true, url };
}

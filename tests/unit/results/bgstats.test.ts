import { describe, expect, test } from "vitest";
import { BGSTATS_CREATE_PLAY, BGSTATS_URL_MAX, bgStatsLink, bgStatsPlay, playDate, playerId } from "@/lib/bgstats/link";
import { bgStatsPlaySchema } from "@/lib/bgstats/schema";
import { cakeResults, pechenkaResult } from "@/lib/results/play";
import type { PlayResult } from "@/lib/results/play";
import { cakeSeries, pechenkaFinished } from "./fixtures";
import { newCakeState, reduceCake } from "@/lib/cake/session";
import { reducePechenka } from "@/lib/pechenka/session";

const record = { id: "abcd1234efgh", createdAt: Date.UTC(2026, 10, 23, 18, 0), updatedAt: Date.UTC(2026, 10, 23, 19, 12) };

function dataOf(url: string): unknown {
  expect(url.startsWith(`${BGSTATS_CREATE_PLAY}?data=`)).toBe(true);
  return JSON.parse(decodeURIComponent(url.slice(url.indexOf("=") + 1)));
}

describe("results", () => {
  test("a cake series: one result per finished game with its first cutter, then the standings", () => {
    const results = cakeResults(record, cakeSeries());
    expect(results.map((r) => [r.sourceId, r.series])).toEqual([
      ["abcd1234efgh-g1", false], ["abcd1234efgh-g2", false], ["abcd1234efgh-g3", false], ["abcd1234efgh", true],
    ]);
    expect(results[0]?.players.map((p) => [p.score, p.rank, p.winner, p.startPlayer])).toEqual([[8, 1, true, true], [0, 2, false, false], [0, 2, false, false]]);
    expect(results[1]?.players.find((p) => p.startPlayer)?.name).toBe("Bob");
    expect(results[3]?.running).toEqual([[8, 0, 0], [8, 11, 0], [8, 11, 0]]);
    expect(results[2]?.players.every((p) => p.winner && p.rank === 1)).toBe(true);
  });

  test("a Pechenka game: Hill coins, start player, duration", () => {
    const r = pechenkaResult(record, pechenkaFinished());
    expect(r?.players.map((p) => p.score)).toEqual([1, 1, 1, 1]);
    expect(r?.players.map((p) => p.startPlayer)).toEqual([false, false, true, false]);
    expect(r?.durationMin).toBe(72);
    expect(r?.running).toHaveLength(4);
  });
});

describe("the play's date", () => {
  // The game ended at 19:00; the record changed again at 22:30 (an Undo elsewhere, a handover).
  const ended = Date.UTC(2026, 10, 23, 19, 0);
  const later = { ...record, updatedAt: Date.UTC(2026, 10, 23, 22, 30) };

  test("a cake game's is when it was finished, kept through a reopen and a second finish", () => {
    let s = reduceCake(newCakeState(["Ann", "Bob"]), { type: "set-field", game: 0, player: 0, field: { part: "saved", kind: "kiwi" }, value: "1" });
    s = reduceCake(s, { type: "finish", game: 0, at: ended });
    s = reduceCake(s, { type: "reopen", game: 0 });
    s = reduceCake(s, { type: "finish", game: 0, at: ended + 3_600_000 });
    const [game] = cakeResults(later, s);
    expect(game?.at).toBe(ended);
    expect(playDate(game?.at ?? 0, 0)).toBe("2026-11-23 19:00:00");
    expect(game?.durationMin).toBe(60);
  });

  test("a Pechenka game's is when its last round ended, kept through a later fix", () => {
    const s = { ...pechenkaFinished(), finished: false, round: 3 };
    const done = reducePechenka(s, { type: "nextRound", at: ended });
    expect(done.finished).toBe(true);
    expect(pechenkaResult(later, done)?.at).toBe(ended);
    const fixed = reducePechenka(done, { type: "fixRound", round: 0, entry: done.rounds[0]?.entry ?? [] });
    expect(pechenkaResult(later, fixed)?.at).toBe(ended);
  });

  test("a game stored before the date was kept falls back to the last change", () => {
    expect(pechenkaResult(later, pechenkaFinished())?.at).toBe(later.updatedAt);
  });
});

describe("BG Stats link", () => {
  test("every documented field in place, valid against the schema", () => {
    const r = pechenkaResult(record, pechenkaFinished()) as PlayResult;
    const link = bgStatsLink(r, 0);
    if (!link.ok) throw new Error(link.error);
    const data = dataOf(link.url);
    expect(bgStatsPlaySchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      sourceName: "Tabletop Referee",
      sourcePlayId: "abcd1234efgh",
      playDate: "2026-11-23 19:12:00",
      durationMin: 72,
      game: { name: "Pechenka", sourceGameId: "tabletop-referee-pechenka", highestWins: true, noPoints: false },
    });
  });

  test("a cake series gives one link per game with its own id; the standings give none", () => {
    const results = cakeResults(record, cakeSeries());
    const links = results.map((r) => bgStatsLink(r, 0));
    const ids = links.flatMap((l) => (l.ok ? [(dataOf(l.url) as { sourcePlayId: string }).sourcePlayId] : []));
    expect(ids).toEqual(["abcd1234efgh-g1", "abcd1234efgh-g2", "abcd1234efgh-g3"]);
    expect(links[3]).toEqual({ ok: false, error: "series" });
  });

  test("the same game pushed twice carries the same ids (BG Stats updates instead of duplicating)", () => {
    const r = pechenkaResult(record, pechenkaFinished()) as PlayResult;
    expect(bgStatsLink(r, 0)).toEqual(bgStatsLink(structuredClone(r), 0));
    expect(playerId(" Сева ")).toBe(playerId("сева"));
  });

  test("the schema refuses what BG Stats would not take", () => {
    const play = bgStatsPlay(pechenkaResult(record, pechenkaFinished()) as PlayResult, 0);
    expect(bgStatsPlaySchema.safeParse({ ...play, playDate: "2026-11-23T19:12:00Z" }).success).toBe(false);
    expect(bgStatsPlaySchema.safeParse({ ...play, players: [] }).success).toBe(false);
    expect(bgStatsPlaySchema.safeParse({ ...play, sourceName: "" }).success).toBe(false);
    expect(bgStatsPlaySchema.safeParse({ ...play, game: { ...play.game, bggId: "1" } }).success).toBe(false);
    expect(bgStatsPlaySchema.safeParse({ ...play, extra: 1 }).success).toBe(false);
  });

  test("a link past the length limit is refused with its length", () => {
    const r = pechenkaResult(record, pechenkaFinished()) as PlayResult;
    const long = { ...r, players: r.players.map((p, i) => ({ ...p, name: `${"Ж".repeat(60)}${i}` })) };
    const link = bgStatsLink(long, 0);
    expect(link.ok).toBe(false);
    expect(!link.ok && link.error === "tooLong" && (link.length ?? 0) > BGSTATS_URL_MAX).toBe(true);
  });

  test("playDate is local time in the documented format", () => {
    expect(playDate(Date.UTC(2026, 0, 5, 3, 5, 9), 0)).toBe("2026-01-05 03:05:09");
    expect(playDate(Date.UTC(2026, 0, 5, 23, 30, 0), -180)).toBe("2026-01-06 02:30:00");
  });
});

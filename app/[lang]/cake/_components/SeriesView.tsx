"use client";

import { seriesStandings } from "@/lib/cake/series";
import { firstCutterOf } from "@/lib/cake/series";
import { scoreDrafts } from "@/lib/cake/session";
import type { CakeState } from "@/lib/cake/session";
import type { CakeDict } from "@/lib/i18n/dict/cake";
import { listOf } from "@/lib/i18n/list";
import type { Locale } from "@/lib/i18n/locales";
import { LineChart } from "./LineChart";

/** Standings over the finished games of the series, with running totals and a chart. */
export function SeriesView({
  lang,
  t,
  playerLabel,
  state,
  onOpenGame,
}: {
  lang: Locale;
  t: CakeDict["series"];
  playerLabel: string;
  state: CakeState;
  onOpenGame: (game: number) => void;
}) {
  const finished = state.games.flatMap((g, index) => {
    if (!g.finished) return [];
    const r = scoreDrafts(g, state.tieRule);
    return r.ok ? [{ index, totals: r.value.players.map((p) => p.total) }] : [];
  });
  const totals = finished.map((f) => f.totals);
  const s = seriesStandings(state.players.length, totals);
  const names = (ps: number[]) => listOf(lang, ps.map((p) => state.players[p] ?? ""));
  const next = firstCutterOf(totals.length, state.players.length, state.seriesFirstCutter);
  return (
    <section aria-labelledby="series-heading" className="flex flex-col gap-3">
      <h2 id="series-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      {s.winners.length > 0 ? <p className="text-lg font-semibold">{s.complete ? t.winner(names(s.winners)) : t.leader(names(s.winners))}</p> : null}
      <p className="text-sm">{t.suggested(s.suggestedGames)}</p>
      <p className="text-sm">{t.openGame}</p>
      <div className="relative overflow-x-auto">
        <table className="w-full text-right tabular-nums">
          <caption className="sr-only">{t.heading}</caption>
          <thead>
            <tr className="border-b border-stone-300 dark:border-stone-600">
              <th scope="col" className="text-left">{playerLabel}</th>
              {finished.map((f) => (
                <th key={f.index} scope="col" className="px-1">
                  <button type="button" onClick={() => onOpenGame(f.index)} className="min-h-11 underline underline-offset-4">
                    {t.game(f.index + 1)}
                  </button>
                </th>
              ))}
              <th scope="col" className="px-1">{t.total}</th>
            </tr>
          </thead>
          <tbody>
            {state.players.map((name, p) => (
              <tr key={p} className="border-b border-stone-200 dark:border-stone-700" data-testid="series-row">
                <th scope="row" className="text-left font-semibold">
                  {s.ranks[p]}. {name}
                </th>
                {totals.map((g, i) => (
                  <td key={i} className="px-1">{g[p]}</td>
                ))}
                <td className="px-1 text-lg font-bold">{s.totals[p]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totals.length > 0 ? (
        <LineChart title={t.chart} xLabel={(i) => String(i + 1)} series={state.players.map((label, p) => ({ label, values: s.running.map((r) => r[p] ?? 0) }))} />
      ) : null}
      {state.games[state.games.length - 1]?.finished ? <p>{t.nextCutter(state.players[next] ?? "")}</p> : null}
    </section>
  );
}

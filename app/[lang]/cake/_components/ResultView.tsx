"use client";

import { Button } from "@/app/_components/Button";
import { KINDS } from "@/lib/cake/kinds";
import type { GameResult } from "@/lib/cake/scoring";
import type { CakeAction } from "@/lib/cake/session";
import type { CakeDict } from "@/lib/i18n/dict/cake";
import { cake } from "@/lib/i18n/dict/cake/client";
import { listOf } from "@/lib/i18n/list";
import type { Locale } from "@/lib/i18n/locales";
import { BarChart } from "./BarChart";
import { KindSwatch } from "./KindSwatch";
import { ShareButton } from "./ShareButton";

/** Totals, shared places, the colour-coded majority table and the explanation of every point. */
export function ResultView({
  lang,
  t,
  players,
  result,
  gameIndex,
  isLast,
  dispatch,
}: {
  lang: Locale;
  t: CakeDict["result"];
  players: string[];
  result: GameResult;
  gameIndex: number;
  isLast: boolean;
  dispatch: (a: CakeAction) => void;
}) {
  const ordered = [...result.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const winnerNames = result.winners.map((w) => players[w] ?? "");
  return (
    <section aria-labelledby="result-heading" className="flex flex-col gap-5">
      <h2 id="result-heading" className="text-2xl font-bold">
        {t.heading(gameIndex + 1)}
      </h2>
      <p className="rounded-xl bg-accent-50 p-3 text-lg font-semibold text-accent-700 dark:bg-stone-800 dark:text-accent-300">
        {winnerNames.length > 1 ? t.winners(listOf(lang, winnerNames)) : t.winner(winnerNames[0] ?? "")}
      </p>
      <table className="w-full text-left">
        <caption className="sr-only">{t.heading(gameIndex + 1)}</caption>
        <thead>
          <tr className="border-b border-stone-300 dark:border-stone-600">
            <th scope="col" className="py-1">{t.place}</th>
            <th scope="col">{t.player}</th>
            <th scope="col" className="text-right">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((p) => {
            const shared = result.players.filter((o) => o.rank === p.rank).length > 1;
            return (
              <tr key={p.player} className="border-b border-stone-200 dark:border-stone-700" data-testid="result-row">
                <td className="py-2">{shared ? `=${p.rank}` : p.rank}</td>
                <th scope="row" className="font-semibold">{players[p.player]}</th>
                <td className="text-right text-xl font-bold tabular-nums">{p.total}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <BarChart title={t.chart} rows={result.players.map((p) => ({ label: players[p.player] ?? "", value: p.total }))} />

      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-center text-sm">
          <caption className="mb-1 text-left font-semibold">{t.majorities}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">{t.kind}</th>
              {players.map((name, p) => (
                <th key={p} scope="col" className="p-1">{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.majorities.map((m) => {
              const k = KINDS.find((x) => x.id === m.kind);
              if (!k) return null;
              const tie = m.leaders.length > 1;
              return (
                <tr key={m.kind} className="border-t border-stone-200 dark:border-stone-700">
                  <th scope="row" className="p-1 text-left font-medium">
                    <span className="flex items-center gap-1">
                      <KindSwatch colour={k.colour} />
                      {cake[lang].kinds[k.id]} <span className="text-xs text-stone-700 dark:text-stone-300">{k.count}</span>
                    </span>
                  </th>
                  {m.saved.map((n, p) => {
                    const lead = m.leaders.includes(p);
                    return (
                      <td
                        key={p}
                        className={`p-1 tabular-nums ${lead ? (tie ? "bg-amber-100 font-bold dark:bg-amber-900" : "bg-green-100 font-bold dark:bg-green-900") : ""}`}
                      >
                        {n}
                        {lead ? (
                          <span className="block text-xs">
                            {tie ? "=" : "★"} +{m.pointsEach}
                            <span className="sr-only"> ({tie ? t.tie : t.most})</span>
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <p className="text-sm">
        ★ {t.most} · = {t.tie}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <p>{result.tieRule === "tied-all-score" ? t.tieRuleAll : t.tieRuleNone}</p>
        <Button variant="ghost" onClick={() => dispatch({ type: "set-tie-rule", rule: result.tieRule === "tied-all-score" ? "tied-none-score" : "tied-all-score" })}>
          {t.switchTieRule}
        </Button>
      </div>

      <section aria-labelledby="explain-heading" className="flex flex-col gap-3">
        <h3 id="explain-heading" className="text-xl font-bold">{t.explain}</h3>
        {ordered.map((p) => (
          <div key={p.player} className="rounded-xl border border-stone-200 p-3 dark:border-stone-700">
            <h4 className="font-semibold">
              {players[p.player]} — {p.total}
            </h4>
            {p.lines.length === 0 ? (
              <p>{t.noPoints}</p>
            ) : (
              <ul className="tabular-nums">
                {p.lines.map((l, i) => (
                  <li key={i}>{cake[lang].line(l, players)}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>

      <div className="flex flex-wrap gap-2">
        <ShareButton lang={lang} t={t} players={players} result={result} gameIndex={gameIndex} />
        {isLast ? <Button onClick={() => dispatch({ type: "next-game" })}>{t.nextGame}</Button> : null}
        <Button variant="secondary" onClick={() => dispatch({ type: "reopen", game: gameIndex })}>
          {t.fix}
        </Button>
      </div>
    </section>
  );
}

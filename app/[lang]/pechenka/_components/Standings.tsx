import type { Locale } from "@/lib/i18n/locales";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { standings, totals, winners } from "@/lib/pechenka/scoring";
import { commaList } from "@/lib/i18n/list";

const ROUND_FILLS = ["#065f46", "#2563eb", "#b45309", "#7c3aed", "#be123c", "#0e7490"];

/** Running standings per round, the coins chart, and the winner(s) once the game is over. */
export function Standings({ lang, players, coins, finished }: { lang: Locale; players: string[]; coins: number[][]; finished: boolean }) {
  const t = pechenkaDict[lang].standings;
  const n = players.length;
  const run = standings(coins, n);
  const total = totals(coins, n);
  const best = winners(total);
  const max = Math.max(1, ...total);
  const barH = 28;
  return (
    <section aria-labelledby="standings-h" className="flex flex-col gap-3">
      <h3 id="standings-h" className="text-xl font-bold">
        {finished ? t.finished : t.heading}
      </h3>
      {finished ? (
        <p className="text-2xl font-extrabold" data-testid="winners">
          {best.length > 1 ? t.winnersMany : t.winners}: {commaList(lang, best.map((s) => players[s] ?? ""))}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left" data-testid="standings">
          <thead>
            <tr>
              <th scope="col">{pechenkaDict[lang].entry.player}</th>
              {coins.map((_, r) => (
                <th key={r} scope="col" className="px-2 text-right">
                  {t.roundShort(r + 1)}
                </th>
              ))}
              <th scope="col" className="px-2 text-right">
                {t.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {players.map((p, seat) => (
              <tr key={seat} className="border-t border-stone-200 dark:border-stone-700">
                <th scope="row" className="py-1 pr-2">
                  {p}
                </th>
                {coins.map((c, r) => (
                  <td key={r} className="px-2 text-right tabular-nums">
                    {c[seat] ?? 0}
                  </td>
                ))}
                <td className="px-2 text-right font-bold tabular-nums">{run.at(-1)?.[seat] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figure className="flex flex-col gap-1">
        <figcaption className="font-semibold">{t.chart}</figcaption>
        <svg viewBox={`0 0 320 ${n * (barH + 6)}`} className="w-full max-w-xl" role="img" aria-label={t.chart}>
          {players.map((p, seat) => {
            let x = 90;
            return (
              <g key={seat} transform={`translate(0 ${seat * (barH + 6)})`}>
                <text x="0" y={barH * 0.7} className="fill-current text-[12px]">
                  {p.length > 12 ? `${p.slice(0, 11)}…` : p}
                </text>
                {coins.map((c, r) => {
                  const w = ((c[seat] ?? 0) / max) * 200;
                  const rect = <rect key={r} x={x} y="2" width={w} height={barH - 4} fill={ROUND_FILLS[r % ROUND_FILLS.length]} />;
                  x += w;
                  return rect;
                })}
                <text x={x + 4} y={barH * 0.7} className="fill-current text-[12px]">
                  {total[seat] ?? 0}
                </text>
              </g>
            );
          })}
        </svg>
        <p className="flex flex-wrap gap-3 text-sm">
          {coins.map((_, r) => (
            <span key={r} className="flex items-center gap-1">
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={ROUND_FILLS[r % ROUND_FILLS.length]} />
              </svg>
              {t.roundShort(r + 1)}
            </span>
          ))}
        </p>
      </figure>
    </section>
  );
}

import { memo } from "react";
import type { EleusisState } from "@/lib/eleusis/session";
import { cycleTable } from "@/lib/eleusis/cycle";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { commaList } from "@/lib/i18n/list";

/** Names longer than this may break anywhere in the header; shorter ones stay whole. */
const LONG_NAME = 7;

/**
 * Scores of each hand of the cycle, totals, and the winners once everyone has dealt. Compact so that
 * six players fit a 390 px phone without scrolling sideways (long names wrap; more players scroll).
 */
function CycleTableView({ lang, state }: { lang: Locale; state: EleusisState }) {
  const t = eleusisDict[lang].cycle;
  const table = cycleTable(state);
  return (
    <section aria-labelledby="cycle-title" className="flex flex-col gap-2">
      <h2 id="cycle-title" className="text-xl font-bold">
        {t.title}
      </h2>
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full border-collapse text-left text-sm" data-testid="cycle-table">
          <thead>
            <tr>
              <th scope="col" className="border-b px-1.5 py-2">{t.hand}</th>
              {state.players.map((p) => (
                <th key={p} scope="col" className={`border-b px-1.5 py-2 hyphens-auto${p.length > LONG_NAME ? " [overflow-wrap:anywhere]" : ""}`}>{p}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.deal}>
                <th scope="row" className="border-b px-1.5 py-2">{row.deal + 1}</th>
                {state.players.map((p, i) => (
                  <td key={p} className="border-b px-1.5 py-2 tabular-nums">
                    {row.scores ? (row.scores[i] ?? 0) : t.pending}
                    {row.dealer === i ? <span className="block text-xs"> ({t.dealerMark})</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-1.5 py-2">{t.total}</th>
              {table.totals.map((v, i) => (
                <td key={i} className="px-1.5 py-2 font-bold tabular-nums">{v}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {table.complete ? (
        <p className="text-lg font-bold" role="status">
          {state.robot ? t.completeRobot : t.complete} {t.winners(commaList(lang, table.winners.map((i) => state.players[i] ?? "")))}
        </p>
      ) : null}
    </section>
  );
}

export const CycleTable = memo(CycleTableView);

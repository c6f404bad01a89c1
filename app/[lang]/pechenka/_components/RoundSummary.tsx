import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaState } from "@/lib/pechenka/session";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { plural } from "@/lib/i18n/plural";
import { roleLabel } from "@/lib/pechenka/roles";
import { scoreRound } from "@/lib/pechenka/scoring";
import { playerCount } from "@/lib/pechenka/session";

/** After the entry: everyone's role and the coins, with the reason for each coin. */
export function RoundSummary({ lang, state, round }: { lang: Locale; state: PechenkaState; round: number }) {
  const d = pechenkaDict[lang];
  const t = d.summary;
  const roleNames = pechenkaCard[lang].roles;
  const roles = state.roles[round] ?? [];
  const r = state.rounds[round];
  const res = r ? scoreRound(roles, r.entry, playerCount(state)) : null;
  if (!r || !res?.ok) return null;
  const roleText = (seat: number) => {
    const role = roles[seat];
    return role ? roleLabel(role, roleNames) : "?";
  };
  return (
    <section aria-labelledby={`summary-${round}`} className="flex flex-col gap-2">
      <h3 id={`summary-${round}`} className="text-xl font-bold">
        {t.heading(round + 1)}
      </h3>
      {r.peekedEarly ? (
        <p className="rounded-xl border-2 border-bad p-2 font-semibold" data-testid="peeked-note">
          ⚠ {t.peeked}
        </p>
      ) : null}
      {(r.reshown ?? []).map((seat) => (
        <p key={seat} className="rounded-xl border-2 border-amber-600 p-2 font-semibold" data-testid="reshown-note">
          ⚠ {t.reshown(state.players[seat] ?? "?")}
        </p>
      ))}
      {/* Three columns, the role under the name: the "why" column fits a 320 px screen, no sideways scroll. */}
      <div>
        <table className="w-full text-left" data-testid={`round-${round + 1}-summary`}>
          <thead>
            <tr>
              <th scope="col">
                {d.entry.player}
                <span className="block text-sm font-normal">{t.role}</span>
              </th>
              <th scope="col" className="text-right whitespace-nowrap">
                {t.coins}
              </th>
              <th scope="col" className="pl-3">
                {t.why}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.players.map((p, seat) => {
              const reasons = res.value.reasons[seat] ?? [];
              const coins = res.value.coins[seat] ?? 0;
              return (
                <tr key={seat} className="border-t border-stone-200 align-top dark:border-stone-700" data-testid={`summary-row-${seat}`}>
                  <th scope="row" className="py-1 pr-2 break-words">
                    {p}
                    <span className="block text-sm font-normal" data-testid="summary-role">{roleText(seat)}</span>
                  </th>
                  <td className="text-right font-bold tabular-nums" data-testid="summary-coins">
                    {coins} <span className="sr-only">{plural(lang, coins, d.coin)}</span>
                  </td>
                  <td className="pl-3">
                    {reasons.length === 0 ? (
                      <span className="text-stone-600 dark:text-stone-400">{t.nothing}</span>
                    ) : (
                      <ul>
                        {reasons.map((why, i) => (
                          <li key={i}>
                            {why.kind === "sword"
                              ? t.swordOn(state.players[why.seat] ?? "?", roleNames[why.role])
                              : why.kind === "shield"
                                ? t.shieldOn(state.players[why.seat] ?? "?", roleNames[why.role])
                                : t.hillKept}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

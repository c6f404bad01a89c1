import { Button } from "@/app/_components/Button";
import type { RoundState, RoundView } from "@/lib/eleusis/new-eleusis";
import { scoreRound } from "@/lib/eleusis/new-eleusis";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/** The end of a round: why it ended, every point explained, and the reveal. */
export function NewRoundEnd({
  lang,
  round,
  view,
  names,
  dealerName,
  onReveal,
}: {
  lang: Locale;
  round: RoundState;
  view: RoundView;
  names: readonly string[];
  dealerName: string | null;
  /** Null where the rule is not open on this page (read-only): no reveal. */
  onReveal: (() => void) | null;
}) {
  const n = newEleusisDict[lang];
  if (!view.end) return null;
  const score = scoreRound(view, round.dealer !== null);
  const why = view.end.kind === "out" ? n.end.out(names[view.end.seat] ?? "") : view.end.kind === "expelled" ? n.end.expelled : n.end.stock;
  return (
    <section aria-labelledby="ne-end" className="flex flex-col gap-3 rounded-xl border-2 border-accent-700 p-3" data-testid="ne-end">
      <h2 id="ne-end" className="text-2xl font-bold">
        {why}
      </h2>
      {score ? (
        <div className="flex flex-col gap-1" data-testid="ne-scores">
          <h3 className="text-xl font-bold">{n.score.title}</h3>
          <p>{n.score.high(score.high)}</p>
          <ul className="flex flex-col gap-1">
            {score.perSeat.map((s) => (
              <li key={s.seat} data-testid={`ne-score-${s.seat}`}>
                {n.score.line(names[s.seat] ?? "", score.high, s.cards)}
                {s.outBonus > 0 ? ` ${n.score.out}` : ""}
                {s.prophet ? ` ${n.score.prophet(s.prophet.right, s.prophet.wrong)}` : ""} <strong>{n.score.total(s.total)}</strong>
              </li>
            ))}
            {score.dealer && dealerName !== null ? (
              <li data-testid="ne-score-dealer">
                {score.dealer.cap
                  ? n.score.dealerProphet(dealerName, score.dealer.highest, score.dealer.cap.cardsBefore, score.dealer.cap.twice, score.dealer.score)
                  : n.score.dealer(dealerName, score.dealer.score)}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {round.revealedAt === null && onReveal ? <Button onClick={onReveal}>{n.reveal}</Button> : null}
    </section>
  );
}

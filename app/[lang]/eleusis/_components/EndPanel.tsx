"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import type { HandAction, HandState, HandView } from "@/lib/eleusis/judge";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { commaList } from "@/lib/i18n/list";

/** How the hand ended, its scores, and the reveal. */
export function EndPanel({
  lang,
  hand,
  view,
  names,
  dealerName,
  dispatch,
  readOnly = false,
}: {
  lang: Locale;
  hand: HandState;
  view: HandView;
  names: readonly string[];
  dealerName: string | null;
  dispatch: (a: HandAction) => void;
  /** The rule is not open on this page: no reveal. */
  readOnly?: boolean;
}) {
  const t = eleusisDict[lang].end;
  const [confirm, setConfirm] = useState(false);
  if (!view.end) return null;
  return (
    <section aria-labelledby="end-title" className="flex flex-col gap-2 rounded-xl border-2 border-stone-400 p-3" data-testid="hand-end">
      <h2 id="end-title" className="text-2xl font-bold">
        {t.title}
      </h2>
      <p>{view.end.kind === "out" ? t.out(commaList(lang, view.end.seats.map((s) => names[s] ?? ""))) : t.blocked}</p>
      {view.score ? (
        <>
          <h3 className="font-bold">{t.scores}</h3>
          <table className="text-left" data-testid="hand-scores">
            <tbody>
              {dealerName !== null ? (
                <tr>
                  <th scope="row" className="pr-4">
                    {dealerName} ({t.dealerScore})
                  </th>
                  <td className="tabular-nums">{view.score.dealer ?? 0}</td>
                </tr>
              ) : null}
              {names.map((n, i) => (
                <tr key={i}>
                  <th scope="row" className="pr-4">{n}</th>
                  <td className="tabular-nums">{view.score?.perSeat[i] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="font-semibold text-bad">{t.waiting}</p>
      )}
      {hand.revealedAt === null && !readOnly ? (
        <div>
          <Button onClick={() => setConfirm(true)}>{t.reveal}</Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title={t.confirmReveal}
        confirmLabel={t.reveal}
        cancelLabel={eleusisDict[lang].judge.cancel}
        variant="primary"
        onConfirm={() => {
          dispatch({ type: "reveal", at: Date.now() });
          setConfirm(false);
        }}
        onCancel={() => setConfirm(false)}
      />
    </section>
  );
}

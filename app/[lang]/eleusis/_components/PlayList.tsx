"use client";

import { useCallback, useState } from "react";
import { Button } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import { printCard } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import type { HandAction, HandState, HandView, PlaySource } from "@/lib/eleusis/judge";
import { starterRefusal } from "@/lib/eleusis/judge";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { Keypad } from "./Keypad";

/** Plays listed before "show all": the latest few; the layout above holds every card. */
const RECENT = 5;

/**
 * Every play with its verdict, short: the latest few shown, the rest on demand (the layout view
 * above already shows every card). One "Correct a play" entry point picks any play to correct or
 * delete (the rest is judged again); a flagged play opens it directly.
 */
export function PlayList({
  lang,
  hand,
  view,
  names,
  dispatch,
  readOnly = false,
}: {
  lang: Locale;
  hand: HandState;
  view: HandView;
  names: readonly string[];
  dispatch: (a: HandAction) => void;
  /** The rule is not open on this page: the plays are shown, not corrected. */
  readOnly?: boolean;
}) {
  const t = eleusisDict[lang].plays;
  const locked = hand.revealedAt !== null || readOnly;
  const [editing, setEditing] = useState<number | "starter" | null>(null);
  const [seat, setSeat] = useState(0);
  const [source, setSource] = useState<PlaySource>("hand");
  const [deleting, setDeleting] = useState<number | null>(null);
  const [all, setAll] = useState(false);
  const flagOf = new Map(view.flags.map((f) => [f.index, f.flag]));
  const count = hand.plays.length;
  const hiddenBefore = all ? 0 : Math.max(0, count - RECENT);

  const startEdit = (i: number) => {
    const p = hand.plays[i];
    if (!p) return;
    setEditing(i);
    setSeat(p.seat);
    setSource(p.source);
  };

  const onCard = (card: Card): string | null => {
    if (editing === "starter") {
      const why = starterRefusal(hand.hands, card);
      if (why) return eleusisDict[lang].refusal[why];
      dispatch({ type: "setStarter", card });
    } else if (editing !== null) {
      dispatch({ type: "editPlay", index: editing, seat, card, source });
    }
    setEditing(null);
    return null;
  };

  // Stable while nothing is being deleted: the closed dialog is not drawn again on every play.
  const confirmDelete = useCallback(() => {
    if (deleting !== null) dispatch({ type: "deletePlay", index: deleting });
    setDeleting(null);
    setEditing(null);
  }, [deleting, dispatch]);
  const cancelDelete = useCallback(() => setDeleting(null), []);

  const describe = (i: number) => {
    const p = hand.plays[i];
    return p ? `${t.nth(i + 1)} · ${names[p.seat] ?? ""}: ${printCard(p.card)} ${p.ok ? "✓" : "✗"}` : "";
  };

  return (
    <section aria-labelledby="plays-title" className="flex flex-col gap-2">
      <h2 id="plays-title" className="text-xl font-bold">
        {t.title}
      </h2>
      {hiddenBefore > 0 ? (
        <div>
          <Button variant="ghost" className="min-h-9 text-sm" onClick={() => setAll(true)} aria-expanded={false} aria-controls="plays-list">
            {t.showAll(count)}
          </Button>
        </div>
      ) : null}
      <ol className="flex flex-col" data-testid="plays" id="plays-list">
        {hand.plays.map((p, i) => {
          const flag = flagOf.get(i);
          return (
            <li
              key={p.id}
              hidden={i < hiddenBefore}
              className="flex flex-wrap items-center gap-2 border-b border-stone-200 py-1 dark:border-stone-700"
              data-play={i + 1}
              data-ok={p.ok}
            >
              <span className="w-16 tabular-nums">{t.nth(i + 1)}</span>
              <span className="flex-1">
                {names[p.seat]}: <strong>{printCard(p.card)}</strong>
                {p.source === "error" ? ` (${t.fromErrors})` : ""}{" "}
                <span className={p.ok ? "text-ok" : "text-bad"}>{p.ok ? "✓" : "✗"}</span>
                {flag ? <span className="ml-2 font-semibold text-bad">⚠ {eleusisDict[lang].flag[flag]}</span> : null}
              </span>
              {flag && !locked ? (
                <Button variant="secondary" className="min-h-9 text-sm" aria-label={t.fixPlay(i + 1)} onClick={() => startEdit(i)}>
                  {t.edit}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {all && count > RECENT ? (
        <div>
          <Button variant="ghost" className="min-h-9 text-sm" onClick={() => setAll(false)} aria-expanded={true} aria-controls="plays-list">
            {t.showRecent}
          </Button>
        </div>
      ) : null}
      {!locked && hand.starter ? (
        <div className="flex flex-wrap gap-2">
          {count > 0 ? (
            <Button variant="secondary" onClick={() => startEdit(count - 1)} aria-expanded={editing !== null && editing !== "starter"}>
              {t.correctPlay}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setEditing("starter")}>
            {t.editStarter}
          </Button>
        </div>
      ) : null}
      {editing !== null ? (
        <div className="flex flex-col gap-3 rounded-xl border-2 border-accent-700 p-3" data-testid="play-editor">
          <h3 className="text-lg font-bold">{editing === "starter" ? t.editStarter : t.editTitle(editing + 1)}</h3>
          {editing !== "starter" ? (
            <div className="flex flex-wrap gap-3">
              <label className="flex flex-col gap-1">
                <span className="text-sm font-semibold">{t.which}</span>
                <select value={editing} onChange={(e) => startEdit(Number(e.target.value))} className="min-h-11 max-w-full rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100">
                  {hand.plays.map((p, i) => (
                    <option key={p.id} value={i}>
                      {describe(i)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm font-semibold">{t.player}</span>
                <select value={seat} onChange={(e) => setSeat(Number(e.target.value))} className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100">
                  {names.map((n, i) => (
                    <option key={i} value={i}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm font-semibold">{t.source}</span>
                <select value={source} onChange={(e) => setSource(e.target.value as PlaySource)} className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100">
                  <option value="hand">{t.fromHand}</option>
                  <option value="error">{t.fromErrors}</option>
                </select>
              </label>
            </div>
          ) : null}
          <Keypad lang={lang} onCard={onCard} label={t.card} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {eleusisDict[lang].judge.cancel}
            </Button>
            {editing !== "starter" ? (
              <Button variant="ghost" onClick={() => setDeleting(editing)}>
                {t.deleteThis(editing + 1)}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting !== null ? t.confirmDelete(deleting + 1) : ""}
        confirmLabel={t.delete}
        cancelLabel={eleusisDict[lang].judge.cancel}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      />
    </section>
  );
}

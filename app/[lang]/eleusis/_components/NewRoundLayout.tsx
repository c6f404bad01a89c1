"use client";

import { useEffect, useRef, useState } from "react";
import { CardTile } from "@/app/_components/CardTile";
import type { Card } from "@/lib/eleusis/cards";
import { printCard } from "@/lib/eleusis/cards";
import type { EventInput, Marker, RoundState, RoundView } from "@/lib/eleusis/new-eleusis";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { NewEntryEditor } from "./NewEntryEditor";

const MARK: Record<Marker["kind"], string> = { white: "○", black: "●", prophet: "P", overthrow: "✗P" };

function Markers({ lang, markers, at }: { lang: Locale; markers: readonly Marker[]; at: number }) {
  const here = markers.filter((m) => m.n === at);
  if (here.length === 0) return null;
  const t = newEleusisDict[lang].markers;
  return (
    <span className="flex gap-0.5 text-xs font-bold" data-markers={here.map((m) => m.kind).join(" ")}>
      {here.map((m, k) => (
        <span key={k} title={t[m.kind]} aria-label={t[m.kind]} className="rounded border border-stone-500 px-1">
          {MARK[m.kind]}
        </span>
      ))}
    </span>
  );
}

const text = (cards: readonly Card[]) => cards.map((c) => printCard(c)).join(" ");

/** Seats, the layout with markers and sidelines, the shown hands, and every entry (editable, deletable). */
export function NewRoundLayout({
  lang,
  round,
  view,
  names,
  highlight,
  onDelete,
  onEdit,
  locked,
  ready,
}: {
  lang: Locale;
  round: RoundState;
  view: RoundView;
  names: readonly string[];
  highlight: number | null;
  onDelete: (index: number) => void;
  onEdit: (index: number, event: EventInput) => void;
  locked: boolean;
  ready: boolean;
}) {
  const n = newEleusisDict[lang];
  const [editing, setEditing] = useState<number | null>(null);
  const changesRef = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState(0);
  // After a correction the list of what changed is brought into view.
  useEffect(() => {
    if (saved > 0) changesRef.current?.scrollIntoView({ block: "center" });
  }, [saved]);
  const ring = (event: number | null) => (event !== null && event === highlight ? "rounded-lg ring-4 ring-bad" : undefined);
  return (
    <>
      <section aria-labelledby="ne-seats" className="flex flex-col gap-2">
        <h2 id="ne-seats" className="text-xl font-bold">
          {n.seats}
        </h2>
        <ul className="flex flex-col gap-1">
          {view.seats.map((s, i) => (
            <li key={i} data-testid={`ne-seat-${i}`} className="flex flex-wrap gap-x-3">
              <span className="font-semibold">{names[i]}</span>
              <span>{n.cards(s.hand)}</span>
              {s.prophet ? <strong>{n.statusProphet}</strong> : s.beenProphet ? <span>{n.statusWasProphet}</span> : null}
              {s.expelled ? <strong className="text-bad dark:text-red-400">{n.statusExpelled}</strong> : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ne-layout" className="flex flex-col gap-2">
        <h2 id="ne-layout" className="text-xl font-bold">
          {n.layout}
        </h2>
        <ol data-testid="main-line" className="flex gap-2 overflow-x-auto pb-2" tabIndex={0} aria-label={n.layout}>
          {view.columns.map((col, i) => (
            <li key={i} className="flex shrink-0 flex-col items-center gap-1" data-card={printCard(col.card)}>
              <Markers lang={lang} markers={view.markers} at={col.n} />
              <span data-guess={col.event !== null && col.event === highlight ? "disagree" : undefined} className={ring(col.event)}>
                <CardTile rank={col.card.rank} suit={col.card.suit} size="md" label={col.byDealer ? `${printCard(col.card)} (${n.placedByDealer})` : undefined} />
              </span>
              {col.byDealer ? <span className="text-xs">↻</span> : null}
              {col.side.length > 0 ? (
                <ul className="flex flex-col items-center gap-1" aria-label={`${printCard(col.card)} ✗`}>
                  {col.side.map((w) => (
                    <li key={w.n} className="flex flex-col items-center text-xs" data-guess={w.event === highlight ? "disagree" : undefined}>
                      <Markers lang={lang} markers={view.markers} at={w.n} />
                      <span className={ring(w.event)}>
                        <CardTile rank={w.card.rank} suit={w.card.suit} size="sm" muted label={`✗ ${printCard(w.card)} ${names[w.seat] ?? ""}`} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        {view.shown.length > 0 ? (
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">{n.shownHands}</h3>
            <ul className="flex flex-col gap-1">
              {view.shown.map((h) => (
                <li key={h.event} data-guess={h.event === highlight ? "disagree" : undefined} className={ring(h.event)}>
                  {names[h.seat]}: {text(h.cards)} ({h.ok ? n.right : n.wrong})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      {round.events.length > 0 ? (
        <section aria-labelledby="ne-entries" className="flex flex-col gap-2">
          <h2 id="ne-entries" className="text-xl font-bold">
            {n.entries}
          </h2>
          {round.lastChanges.length > 0 ? (
            <div role="status" data-testid="changes" ref={changesRef} className="rounded-xl border-2 border-stone-400 p-2">
              <p className="font-bold">{n.changes}</p>
              <ul>
                {round.lastChanges.map((c) => (
                  <li key={c.id}>{c.ok ? n.nowRight(c.index + 1) : n.nowWrong(c.index + 1)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {view.flags.length > 0 ? (
            <div role="status" className="rounded-xl border-2 border-bad p-2">
              <p className="font-bold">{n.flagged}</p>
              <ul>
                {view.flags.map((f, k) => (
                  <li key={k}>
                    {f.index + 1}: {n.flag[f.flag]}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ol className="flex flex-col gap-1">
            {round.events.map((ev, i) => (
              <li key={ev.id} className="flex flex-col gap-2" data-entry={i + 1}>
                <div className="flex items-center justify-between gap-2">
                  <span>
                    {ev.type === "prophet"
                      ? n.entryProphet(i + 1, names[ev.seat] ?? "")
                      : ev.type === "play"
                        ? n.entryPlay(i + 1, names[ev.seat] ?? "", text(ev.cards), ev.ok)
                        : n.entryNoPlay(i + 1, names[ev.seat] ?? "", ev.ok)}
                  </span>
                  {!locked ? (
                    <span className="flex shrink-0 gap-1">
                      {ev.type !== "prophet" ? (
                        <button
                          type="button"
                          disabled={!ready}
                          onClick={() => setEditing(editing === i ? null : i)}
                          aria-expanded={editing === i}
                          className="min-h-11 rounded-lg border border-stone-400 px-2 text-sm"
                          aria-label={n.edit(i + 1)}
                        >
                          {n.editShort}
                        </button>
                      ) : null}
                      <button type="button" disabled={!ready} onClick={() => onDelete(i)} className="min-h-11 min-w-11 rounded-lg border border-stone-400 px-2" aria-label={n.remove(i + 1)}>
                        ✕
                      </button>
                    </span>
                  ) : null}
                </div>
                {editing === i && !locked && ev.type !== "prophet" ? (
                  <NewEntryEditor
                    key={`${ev.id}-${round.events.length}`}
                    lang={lang}
                    round={round}
                    index={i}
                    names={names}
                    onCancel={() => setEditing(null)}
                    onSave={(event) => {
                      onEdit(i, event);
                      setEditing(null);
                      setSaved((k) => k + 1);
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

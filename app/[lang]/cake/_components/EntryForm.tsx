"use client";

import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActionBar } from "@/app/_components/ActionBar";
import { Button } from "@/app/_components/Button";
import { KINDS, maxSlicesInPlay } from "@/lib/cake/kinds";
import type { Field } from "@/lib/cake/kinds";
import { fieldKey, problemFields, slicesCounted } from "@/lib/cake/validation";
import { draftText, readGame } from "@/lib/cake/session";
import type { CakeAction, CakeGame } from "@/lib/cake/session";
import type { CakeDict } from "@/lib/i18n/dict/cake";
import { cake } from "@/lib/i18n/dict/cake/client";
import type { Locale } from "@/lib/i18n/locales";
import { CountField } from "./CountField";
import { KindSwatch } from "./KindSwatch";
import { FIRST_PLACE, readEntryPlace, writeEntryPlace } from "@/lib/cake/entry-place";
import type { EntryLayout as Layout, EntryPlace } from "@/lib/cake/entry-place";
import { browserStorage } from "@/lib/store/backend";

/** End-of-game entry: saved and eaten slices per player, checked against the box as you type. */
function EntryFormView({
  lang,
  id,
  t,
  players,
  game,
  gameIndex,
  dispatch,
}: {
  lang: Locale;
  /** The series' id: this tab keeps the player being entered per game, so a reload comes back to them. */
  id: string;
  t: CakeDict["entry"];
  players: readonly string[];
  game: CakeGame;
  gameIndex: number;
  dispatch: (a: CakeAction) => void;
}) {
  // Read once: the entry shows only in the browser, once the game is loaded.
  const [place] = useState<EntryPlace>(() => {
    const tab = browserStorage("session");
    return tab.ok ? readEntryPlace(tab.value, id, gameIndex, players.length) : FIRST_PLACE;
  });
  const [layout, setLayoutState] = useState<Layout>(place.layout);
  const [current, setCurrent] = useState(place.player);
  /** Kept before the screen moves on. */
  const keep = useCallback((next: EntryPlace) => {
    const tab = browserStorage("session");
    if (tab.ok) writeEntryPlace(tab.value, id, gameIndex, next);
  }, [id, gameIndex]);
  /** The field changed last: a problem of the whole entry (too many slices) is shown beside it. */
  const [lastKey, setLastKey] = useState<string | null>(null);
  /** Set when a person moves to another player, so the new name is brought to the top and focused. */
  const moved = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { entries, problems } = useMemo(() => readGame(game), [game]);
  const overMax = problems.find((p) => p.code === "slices-over-max");
  const byField = useMemo(() => {
    const map = new Map<string, string[]>();
    const add = (key: string, text: string) => map.set(key, [...(map.get(key) ?? []), text]);
    for (const p of problems) {
      const text = cake[lang].problem(p, players);
      for (const { player, field } of problemFields(p, entries)) add(fieldKey(player, field), text);
      if (p.code === "slices-over-max" && lastKey !== null) add(lastKey, text);
    }
    return map;
  }, [problems, entries, players, lang, lastKey]);

  const shown = Math.min(current, players.length - 1);
  const goTo = useCallback((p: number) => {
    keep({ player: p, layout });
    moved.current = true;
    setCurrent(p);
  }, [keep, layout]);
  const setLayout = (l: Layout) => {
    keep({ player: shown, layout: l });
    setLayoutState(l);
  };
  const finishGame = useCallback(() => dispatch({ type: "finish", game: gameIndex, at: Date.now() }), [dispatch, gameIndex]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const h = headingRef.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    h.scrollIntoView({ block: "start" });
  }, [shown]);

  const field = (player: number, f: Field, compact = false, caption?: string) => {
    const draft = game.drafts[player];
    if (!draft) return null;
    const label = layout === "grid" ? `${players[player]}: ${cake[lang].field(f)}` : cake[lang].field(f);
    return (
      <CountField
        label={label}
        text={draftText(draft, f)}
        problems={byField.get(fieldKey(player, f)) ?? []}
        onText={(value) => {
          setLastKey(fieldKey(player, f));
          dispatch({ type: "set-field", game: gameIndex, player, field: f, value });
        }}
        onStep={(delta) => {
          setLastKey(fieldKey(player, f));
          dispatch({ type: "step", game: gameIndex, player, field: f, delta });
        }}
        decreaseLabel={t.decrease}
        increaseLabel={t.increase}
        compact={compact}
        caption={caption}
        wide={f.part === "rosettes"}
      />
    );
  };

  const modeSwitch = (player: number) => {
    const draft = game.drafts[player];
    if (!draft) return null;
    return (
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="text-sm font-medium">
          {layout === "grid" ? `${players[player]}: ` : ""}
          {t.eatenAs}
        </legend>
        {(["perKind", "rosettes"] as const).map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`mode-${gameIndex}-${player}`}
              checked={draft.mode === mode}
              onChange={() => dispatch({ type: "set-eaten-mode", game: gameIndex, player, mode })}
              className="size-5"
            />
            {mode === "perKind" ? t.perKind : t.asRosettes}
          </label>
        ))}
      </fieldset>
    );
  };

  const onePlayer = (player: number) => {
    const draft = game.drafts[player];
    if (!draft) return null;
    return (
      <section aria-labelledby={`player-${player}`} className="flex flex-col gap-3">
        <h3 id={`player-${player}`} ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-xl font-bold">
          {players[player]}
        </h3>
        {modeSwitch(player)}
        <ul className="flex flex-col gap-2">
          {KINDS.map((k) => (
            <li key={k.id} className="rounded-xl border border-stone-200 px-1 py-2 dark:border-stone-700">
              <p className="flex items-center gap-2 font-semibold">
                <KindSwatch colour={k.colour} />
                {cake[lang].kinds[k.id]} <span className="text-sm font-normal text-stone-700 dark:text-stone-300">({k.count} · {"✿".repeat(k.rosettes)})</span>
              </p>
              <div className="flex flex-wrap gap-2">
                {field(player, { part: "saved", kind: k.id }, false, t.savedShort)}
                {draft.mode === "perKind" ? field(player, { part: "eaten", kind: k.id }, false, t.eatenShort) : null}
              </div>
            </li>
          ))}
        </ul>
        {draft.mode === "rosettes" ? field(player, { part: "rosettes" }) : null}
      </section>
    );
  };

  const grid = (
    <div className="relative overflow-x-auto">
      <table className="border-separate border-spacing-1 text-left">
        <caption className="sr-only">{t.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{t.kind}</th>
            {players.map((name, p) => (
              <th key={p} scope="col" className="px-1">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map((k) => (
            <tr key={k.id}>
              <th scope="row" className="sticky left-0 z-10 bg-stone-50 pr-1 align-top dark:bg-stone-950">
                <span className="flex items-center gap-1 pt-2">
                  <KindSwatch colour={k.colour} />
                  {cake[lang].kinds[k.id]}
                </span>
              </th>
              {players.map((_, p) => (
                <td key={p} className="align-top">
                  <div className="flex flex-col gap-1">
                    {field(p, { part: "saved", kind: k.id }, true, t.savedShort)}
                    {game.drafts[p]?.mode === "perKind" ? field(p, { part: "eaten", kind: k.id }, true, t.eatenShort) : null}
                  </div>
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-stone-50 pr-1 dark:bg-stone-950">
              {t.rosettes}
            </th>
            {players.map((_, p) => (
              <td key={p}>{game.drafts[p]?.mode === "rosettes" ? field(p, { part: "rosettes" }, true) : null}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <div className="mt-2 flex flex-col gap-2">{players.map((_, p) => <div key={p}>{modeSwitch(p)}</div>)}</div>
    </div>
  );

  const total = slicesCounted(entries);
  const isLast = shown === players.length - 1;
  const finish = <Finish label={t.finish} disabled={problems.length > 0} onFinish={finishGame} />;
  return (
    <section aria-labelledby="entry-heading" className="flex flex-col gap-4">
      <h2 id="entry-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      {/* Stays on screen while the form scrolls: whose counts these are and the running total. */}
      <div className="sticky top-0 z-20 -mx-3 flex flex-col sm:-mx-5 sm:px-5 border-b border-stone-300 bg-stone-50/95 px-3 py-1 dark:border-stone-700 dark:bg-stone-950/95">
        {layout === "one" ? (
          <p data-testid="now-entering" className="font-semibold">
            {t.nowEntering(players[shown] ?? "", shown + 1, players.length)}
          </p>
        ) : null}
        <p data-testid="slice-total" aria-live="polite" className={`text-sm ${overMax ? "font-semibold text-bad dark:text-red-400" : "text-stone-700 dark:text-stone-300"}`}>
          {t.sliceTotal(total, maxSlicesInPlay(players.length))}
          {overMax ? ` — ${cake[lang].problem(overMax, players)}` : ""}
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-x-4">
        <legend className="sr-only">{t.layout}</legend>
        {(["one", "grid"] as const).map((l) => (
          <label key={l} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="layout" checked={layout === l} onChange={() => setLayout(l)} className="size-5" />
            {l === "one" ? t.onePlayer : t.grid}
          </label>
        ))}
      </fieldset>
      {layout === "one" ? (
        <>
          <PlayerNav label={t.player} players={players} shown={shown} onGo={goTo} />
          {onePlayer(shown)}
        </>
      ) : (
        grid
      )}
      <div aria-live="polite" className="flex flex-col gap-1">
        {problems.length > 0 ? (
          <>
            <p className="font-semibold text-bad dark:text-red-400">{t.problems(problems.length)}</p>
            <ul className="list-disc pl-5 text-bad dark:text-red-400">
              {problems.map((p, i) => (
                <li key={i}>{cake[lang].problem(p, players)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-ok dark:text-green-400">{t.ok}</p>
        )}
      </div>
      {/* One player at a time, before the last player: the result stays reachable below the form. */}
      {layout === "one" && !isLast ? <div className="flex">{finish}</div> : null}
      {/* The main action stays on screen at phone size: the next player, or the result. */}
      <EntryBar t={t} oneByOne={layout === "one"} shown={shown} isLast={isLast} finishDisabled={problems.length > 0} onGo={goTo} onFinish={finishGame} />
    </section>
  );
}

/** Drawn again when the game or the players change, not when only the game's save does. */
export const EntryForm = memo(EntryFormView);

// The buttons below are drawn again only when what they show changes (a count typed changes none of
// them unless it makes the entry finishable or not); they need stable handlers from the form.

function PlayerNavView({ label, players, shown, onGo }: { label: string; players: readonly string[]; shown: number; onGo: (player: number) => void }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {players.map((name, p) => (
        <Button key={p} variant={p === shown ? "primary" : "secondary"} aria-current={p === shown ? "true" : undefined} onClick={() => onGo(p)}>
          {name}
        </Button>
      ))}
    </nav>
  );
}

const PlayerNav = memo(PlayerNavView);

function FinishView({ label, disabled, onFinish }: { label: string; disabled: boolean; onFinish: () => void }) {
  return (
    <Button className="flex-1" onClick={onFinish} disabled={disabled}>
      {label}
    </Button>
  );
}

const Finish = memo(FinishView);

/** The main action, kept on screen at phone size: the next player, or the result. */
function EntryBarView({ t, oneByOne, shown, isLast, finishDisabled, onGo, onFinish }: {
  t: CakeDict["entry"];
  oneByOne: boolean;
  shown: number;
  isLast: boolean;
  finishDisabled: boolean;
  onGo: (player: number) => void;
  onFinish: () => void;
}) {
  const finish = <Finish label={t.finish} disabled={finishDisabled} onFinish={onFinish} />;
  return (
    <ActionBar className="flex-nowrap">
      {oneByOne ? (
        <>
          <Button variant="secondary" aria-label={t.previousPlayer} disabled={shown === 0} onClick={() => onGo(shown - 1)}>
            ←
          </Button>
          {isLast ? (
            finish
          ) : (
            <Button className="flex-1" onClick={() => onGo(shown + 1)}>
              {t.nextPlayer} →
            </Button>
          )}
        </>
      ) : (
        finish
      )}
    </ActionBar>
  );
}

const EntryBar = memo(EntryBarView);

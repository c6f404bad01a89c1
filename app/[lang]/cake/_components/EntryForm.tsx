"use client";

import { useMemo, useState } from "react";
import { Button } from "@/app/_components/Button";
import { KINDS } from "@/lib/cake/kinds";
import type { Field } from "@/lib/cake/entry";
import { fieldKey, problemFields } from "@/lib/cake/fields";
import { draftText, entriesOf } from "@/lib/cake/session";
import type { CakeAction, CakeGame } from "@/lib/cake/session";
import { validateEntries } from "@/lib/cake/validation";
import type { CakeDict } from "@/lib/i18n/dict/cake";
import { cake } from "@/lib/i18n/dict/cake/client";
import type { Locale } from "@/lib/i18n/locales";
import { CountField } from "./CountField";
import { KindSwatch } from "./KindSwatch";

type Layout = "one" | "grid";

/** End-of-game entry: saved and eaten slices per player, checked against the box as you type. */
export function EntryForm({
  lang,
  t,
  players,
  game,
  gameIndex,
  dispatch,
}: {
  lang: Locale;
  t: CakeDict["entry"];
  players: string[];
  game: CakeGame;
  gameIndex: number;
  dispatch: (a: CakeAction) => void;
}) {
  const [layout, setLayout] = useState<Layout>("one");
  const [current, setCurrent] = useState(0);
  const entries = useMemo(() => entriesOf(game), [game]);
  const problems = useMemo(() => validateEntries(entries), [entries]);
  const byField = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) {
      const text = cake[lang].problem(p, players);
      for (const { player, field } of problemFields(p, entries)) {
        const key = fieldKey(player, field);
        map.set(key, [...(map.get(key) ?? []), text]);
      }
    }
    return map;
  }, [problems, entries, players, lang]);

  const field = (player: number, f: Field, compact = false, caption?: string) => {
    const draft = game.drafts[player];
    if (!draft) return null;
    const label = layout === "grid" ? `${players[player]}: ${cake[lang].field(f)}` : cake[lang].field(f);
    return (
      <CountField
        label={label}
        text={draftText(draft, f)}
        problems={byField.get(fieldKey(player, f)) ?? []}
        onText={(value) => dispatch({ type: "set-field", game: gameIndex, player, field: f, value })}
        onStep={(delta) => dispatch({ type: "step", game: gameIndex, player, field: f, delta })}
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
        <h3 id={`player-${player}`} className="text-xl font-bold">
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

  const shown = Math.min(current, players.length - 1);
  return (
    <section aria-labelledby="entry-heading" className="flex flex-col gap-4">
      <h2 id="entry-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
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
          <nav aria-label={t.player} className="flex flex-wrap gap-2">
            {players.map((name, p) => (
              <Button key={p} variant={p === shown ? "primary" : "secondary"} aria-current={p === shown ? "true" : undefined} onClick={() => setCurrent(p)}>
                {name}
              </Button>
            ))}
          </nav>
          {onePlayer(shown)}
          <div className="flex justify-between gap-2">
            <Button variant="secondary" disabled={shown === 0} onClick={() => setCurrent(shown - 1)}>
              ← {t.previousPlayer}
            </Button>
            <Button variant="secondary" disabled={shown === players.length - 1} onClick={() => setCurrent(shown + 1)}>
              {t.nextPlayer} →
            </Button>
          </div>
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
      <Button onClick={() => dispatch({ type: "finish", game: gameIndex })} disabled={problems.length > 0}>
        {t.finish}
      </Button>
    </section>
  );
}

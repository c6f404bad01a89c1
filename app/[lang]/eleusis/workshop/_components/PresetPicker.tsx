"use client";

import { useState } from "react";
import type { Difficulty, Preset } from "@/lib/eleusis/presets";
import { DIFFICULTIES, PRESETS } from "@/lib/eleusis/presets";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop";
import type { Locale } from "@/lib/i18n/locales";

const chip = (on: boolean): string =>
  `min-h-11 rounded-full border px-4 text-sm font-semibold ${
    on
      ? "border-accent-700 bg-accent-700 text-white"
      : "border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100"
  }`;

/** Ready rules, filtered by difficulty; picking one opens it in the editor. */
export function PresetPicker({ lang, onPick }: { lang: Locale; onPick: (p: Preset) => void }) {
  const t = eleusisWorkshop[lang].presets;
  const [filter, setFilter] = useState<Difficulty | "all">("all");
  const shown = PRESETS.filter((p) => filter === "all" || p.difficulty === filter);
  return (
    <section aria-labelledby="presets-heading" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="presets-heading" className="text-xl font-bold">{t.heading}</h2>
      <div role="group" aria-label={t.filter} className="flex flex-wrap gap-2">
        {(["all", ...DIFFICULTIES] as const).map((d) => (
          <button key={d} type="button" aria-pressed={filter === d} className={chip(filter === d)} onClick={() => setFilter(d)}>
            {d === "all" ? t.all : t.difficulty[d]}
          </button>
        ))}
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">{t.count(shown.length)}</p>
      <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-1">
        {shown.map((p) => (
          <li key={p.id} className="flex flex-col gap-1 rounded-xl border border-stone-200 p-2 dark:border-stone-700">
            <button
              type="button"
              onClick={() => onPick(p)}
              aria-describedby={`preset-${p.id}-meta`}
              className="min-h-11 w-full rounded-lg px-2 text-left font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              {p.wording[lang]}
            </button>
            <p id={`preset-${p.id}-meta`} className="flex flex-wrap gap-x-3 px-2 text-xs text-stone-600 dark:text-stone-400">
              <span>{t.difficulty[p.difficulty]}</span>
              {p.seed ? <span>{t.seed(p.seed)}</span> : null}
              {p.failsChecker ? <span className="font-semibold text-bad dark:text-red-400">✗ {t.failsChecker}</span> : null}
              <span>
                {t.source}: {p.source}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

"use client";

import type { Preset } from "@/lib/eleusis/presets";
import { DIFFICULTIES, PRESETS } from "@/lib/eleusis/presets";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import type { Locale } from "@/lib/i18n/locales";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording/client";
import { FoldedDetails } from "@/app/_components/FoldedDetails";
import { HydratedFieldset } from "@/app/_components/Hydrated";

/**
 * Ready rules grouped by difficulty, short name first; the wording and source open on demand (rendered
 * once opened). Each group is a fieldset disabled until the page has hydrated: the framework boots
 * after the first paint, and a tap before then would do nothing and say nothing. this list is
 * most of the workshop's first render (27 rules), so the hydration flag is read by the few fieldsets,
 * not by each rule's button: the flip re-rendered every rule.
 */
export function PresetPicker({ lang, onPick }: { lang: Locale; onPick: (p: Preset) => void }) {
  const t = eleusisWorkshop[lang].presets;
  const w = eleusisWording[lang];
  return (
    <section aria-labelledby="presets-heading" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="presets-heading" className="text-xl font-bold">{t.heading}</h2>
      {DIFFICULTIES.map((d) => {
        const group = PRESETS.filter((p) => p.difficulty === d);
        return (
          <HydratedFieldset key={d} aria-labelledby={`presets-${d}`} className="flex min-w-0 flex-col gap-2">
            <h3 id={`presets-${d}`} className="font-semibold">
              {t.difficulty[d]} <span className="text-sm font-normal text-stone-600 dark:text-stone-400">({t.count(group.length)})</span>
            </h3>
            <ul className="flex flex-wrap gap-2">
              {group.map((p) => (
                <li key={p.id} className="flex max-w-full flex-col rounded-xl border border-stone-200 dark:border-stone-700">
                  <button
                    type="button"
                    onClick={() => onPick(p)}
                    className="min-h-11 rounded-t-xl px-3 text-left font-medium hover:bg-stone-100 disabled:cursor-progress dark:hover:bg-stone-800"
                  >
                    {w.presets[p.id].name}
                    {p.failsChecker ? <span className="text-bad dark:text-red-400"> ✗ {t.failsChecker}</span> : null}
                  </button>
                  <FoldedDetails
                    className="px-3 pb-1 text-sm"
                    summary={
                      <summary className="min-h-11 cursor-pointer content-center text-stone-600 dark:text-stone-400">
                        {t.wording}
                        <span className="sr-only">: {w.presets[p.id].name}</span>
                      </summary>
                    }
                  >
                    <p>{w.presets[p.id].wording}</p>
                    <p className="text-xs text-stone-600 dark:text-stone-400">
                      {t.level[p.difficulty]}
                      {p.source ? `; ${t.source}: ${w.sources[p.source]}` : ""}
                    </p>
                  </FoldedDetails>
                </li>
              ))}
            </ul>
          </HydratedFieldset>
        );
      })}
    </section>
  );
}

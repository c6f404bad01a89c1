"use client";

import { use } from "react";
import type { ReactNode } from "react";
import { cake } from "@/lib/i18n/dict/cake/client";
import { common } from "@/lib/i18n/dict/common/client";
import { eleusisGuess } from "@/lib/i18n/dict/eleusis-guess/client";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording/client";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language/client";
import { store } from "@/lib/i18n/dict/store/client";
import { isLocale } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/locales";

const AREAS = {
  cake,
  common,
  eleusis: eleusisDict,
  "eleusis-guess": eleusisGuess,
  "eleusis-wording": eleusisWording,
  "eleusis-workshop": eleusisWorkshop,
  handover: handoverDict,
  "new-eleusis": newEleusisDict,
  pechenka: pechenkaDict,
  "pechenka-card": pechenkaCard,
  "rule-language": ruleLanguage,
  store,
} as const;

/** A dictionary area that client components read through `@/lib/i18n/dict/<area>/client`. */
export type DictArea = keyof typeof AREAS;

const isArea = (a: string): a is DictArea => Object.hasOwn(AREAS, a);

// In the browser this module runs while the page's payload is read, before hydration renders the
// page: start loading the dictionaries the server HTML names (the marker below) right away, so the
// language chunks travel while the framework boots instead of after hydration reaches this point
// (on the game screens they were a second round trip in front of the first client render).
// Once per page load; later client navigations load in render as before.
if (typeof document !== "undefined") {
  for (const mark of document.querySelectorAll<HTMLTemplateElement>("template[data-dictionaries]")) {
    const lang = mark.dataset.lang;
    if (!isLocale(lang)) continue;
    for (const area of (mark.dataset.dictionaries ?? "").split(" ")) {
      // A failed load (offline before the worker cached it) is retried when the page renders.
      if (isArea(area)) AREAS[area].load(lang).catch(() => undefined);
    }
  }
}

/**
 * Loads one language of each listed area before its children render (on the server while
 * prerendering, in the browser before hydrating them), so client components read
 * `store[lang]` synchronously and a page never ships the other language. The server HTML stays on
 * screen meanwhile. tests/unit/i18n/dict-split.test.ts checks each page lists what its parts read.
 * The server HTML carries an inert marker naming the areas, read by this module as it loads (above).
 */
export function Dictionaries({ lang, areas, children }: { lang: Locale; areas: readonly DictArea[]; children: ReactNode }) {
  // Start every load first so they run in parallel, then wait on each.
  const pending: Promise<unknown>[] = areas.map((a) => AREAS[a]).filter((d) => !d.loaded(lang)).map((d) => d.load(lang));
  for (const p of pending) use(p);
  return (
    <>
      <template data-dictionaries={areas.join(" ")} data-lang={lang} />
      {children}
    </>
  );
}

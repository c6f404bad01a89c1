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

/**
 * Loads one language of each listed area before its children render (on the server while
 * prerendering, in the browser before hydrating them), so client components read
 * `store[lang]` synchronously and a page never ships the other language. The server HTML stays on
 * screen meanwhile. tests/unit/i18n/dict-split.test.ts checks each page lists what its parts read.
 */
export function Dictionaries({ lang, areas, children }: { lang: Locale; areas: readonly DictArea[]; children: ReactNode }) {
  // Start every load first so they run in parallel, then wait on each.
  const pending: Promise<unknown>[] = areas.map((a) => AREAS[a]).filter((d) => !d.loaded(lang)).map((d) => d.load(lang));
  for (const p of pending) use(p);
  return children;
}

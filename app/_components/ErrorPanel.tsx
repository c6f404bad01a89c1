"use client";

import { shellClient } from "@/lib/i18n/dict/shell-client";
import type { Locale } from "@/lib/i18n/locales";
import { appPath } from "@/lib/app-path";

/** "Something went wrong" with a retry; games are saved, so a retry is always safe. */
export function ErrorPanel({ lang, reset, headingLevel = 1 }: { lang: Locale; reset: () => void; headingLevel?: 1 | 2 }) {
  const t = shellClient[lang].error;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section lang={lang} className="flex flex-col gap-3">
      <Heading className="text-3xl font-bold">{t.title}</Heading>
      <p className="text-lg">{t.body}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={reset} className="min-h-11 rounded-xl bg-accent-700 px-4 font-semibold text-white">
          {t.retry}
        </button>
        <a href={appPath(`/${lang}`)} className="inline-flex min-h-11 items-center rounded-xl border border-stone-400 px-4 font-semibold">
          {t.home}
        </a>
      </div>
    </section>
  );
}

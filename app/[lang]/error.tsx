"use client";

import { useParams } from "next/navigation";
import { shellClient } from "@/lib/i18n/dict/shell-client";
import { isLocale } from "@/lib/i18n/locales";

export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ lang: string }>();
  const lang = isLocale(params.lang) ? params.lang : "en";
  const t = shellClient[lang].error;
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="text-lg">{t.body}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={reset} className="min-h-11 rounded-xl bg-accent-700 px-4 font-semibold text-white">
          {t.retry}
        </button>
        <a href={`/${lang}`} className="inline-flex min-h-11 items-center rounded-xl border border-stone-400 px-4 font-semibold">
          {t.home}
        </a>
      </div>
    </section>
  );
}

"use client";

import "./globals.css";
import { shellClient } from "@/lib/i18n/dict/shell-client";
import { LOCALES } from "@/lib/i18n/locales";

/** Last-resort error page, in both languages; games are saved, so a retry is always safe. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ru">
      <body className="min-h-dvh">
        <main id="main" className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
          {LOCALES.map((lang) => {
            const t = shellClient[lang].error;
            return (
              <section key={lang} lang={lang} className="flex flex-col gap-3">
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
          })}
        </main>
      </body>
    </html>
  );
}

import Link from "next/link";
import { common } from "@/lib/i18n/dict/common";
import type { Locale } from "@/lib/i18n/locales";
import { LanguageSwitch } from "./LanguageSwitch";
import { LANGUAGE_SWITCH_SCRIPT } from "@/lib/i18n/redirect-script";

/** Header on every page: home link, language switch (same page, other language). */
export function SiteHeader({ lang }: { lang: Locale }) {
  const t = common[lang];
  const other = t.language.switchToLang;
  return (
    <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <nav aria-label={t.nav.main} className="mx-auto flex max-w-3xl flex-wrap items-center gap-1 px-2 py-2 sm:gap-2 sm:px-3">
        <Link prefetch={false} href={`/${lang}`} className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-xl px-1 text-lg font-bold">
          <span aria-hidden="true" className="text-suit-red">♥</span>
          {/* The short name on narrow phones keeps the header on one line at 320 px. */}
          <span className="min-[440px]:hidden">{t.appShortName}</span>
          <span className="hidden min-[440px]:inline">{t.appName}</span>
        </Link>
        <Link prefetch={false} href={`/${lang}/players`} className="inline-flex min-h-11 items-center rounded-xl px-2 font-semibold underline-offset-4 hover:underline">
          {t.nav.players}
        </Link>
        <LanguageSwitch to={other} label={t.language.switchTo} />
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SWITCH_SCRIPT }} />
      </nav>
    </header>
  );
}

"use client";

import { usePathname } from "next/navigation";
import { switchLocalePath } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/locales";
import { appPath, stripBasePath } from "@/lib/app-path";
import { rememberLocale } from "./LocaleMemory";

/** Switches to the same page in the other language, keeping the query and fragment (a game id,
 * a reveal link), and remembers the choice for the next visit to `/`. Before the page hydrates, the
 * server HTML's link takes them from LANGUAGE_SWITCH_SCRIPT (rendered by SiteHeader). */
export function LanguageSwitch({ to, label }: { to: Locale; label: string }) {
  const pathname = usePathname() ?? "/";
  return (
    <a
      href={appPath(switchLocalePath(pathname, to))}
      hrefLang={to}
      data-lang-switch=""
      lang={to}
      className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-3 font-semibold hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
      onClick={(e) => {
        e.preventDefault();
        rememberLocale(to);
        const { pathname, search, hash } = window.location;
        window.location.assign(appPath(switchLocalePath(stripBasePath(pathname), to)) + search + hash);
      }}
    >
      {label}
    </a>
  );
}

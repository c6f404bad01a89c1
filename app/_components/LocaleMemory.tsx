"use client";

import { useEffect } from "react";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/locales";
import { appPath } from "@/lib/app-path";

/** Stores the language a person uses, for `/`: in localStorage (read by its inline script, also
 * offline) and in a cookie (read by `npm start`'s server before any page loads). */
export function rememberLocale(lang: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    // Storage unavailable (private mode): the cookie may still work.
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${lang}; path=${appPath("/")}; max-age=31536000; samesite=lax`;
}

/** Remembers the language of the page a person is using, so `/` brings them back to it. */
export function LocaleMemory({ lang }: { lang: Locale }) {
  useEffect(() => rememberLocale(lang), [lang]);
  return null;
}

"use client";

import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { appPath } from "@/lib/app-path";
import { STORAGE_KEYS, writeBrowserKey } from "@/lib/store/backend";

/** Stores the language a person uses, for `/`: in localStorage (read by its inline script, also
 * offline) and in a cookie (read by `npm start`'s server before any page loads). */
export function rememberLocale(lang: Locale): void {
  // Storage unavailable (private mode): the cookie may still work.
  writeBrowserKey(STORAGE_KEYS.locale, lang);
  document.cookie = `${STORAGE_KEYS.locale}=${lang}; path=${appPath("/")}; max-age=31536000; samesite=lax`;
}

/** Remembers the language of the page a person is using, so `/` brings them back to it. */
export function LocaleMemory({ lang }: { lang: Locale }) {
  useEffect(() => rememberLocale(lang), [lang]);
  return null;
}

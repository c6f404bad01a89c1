"use client";

import { useEffect } from "react";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/locales";

/** Remembers the language of the page a person is using, so `/` brings them back to it. */
export function LocaleMemory({ lang }: { lang: Locale }) {
  useEffect(() => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, lang);
    } catch {
      // Storage unavailable: nothing to remember with.
    }
  }, [lang]);
  return null;
}

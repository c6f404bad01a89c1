"use client";

import { useEffect } from "react";
import { isLocale, LOCALE_STORAGE_KEY, pickLocale } from "@/lib/i18n/locales";

export function LanguageRedirect() {
  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      saved = null;
    }
    const lang = isLocale(saved) ? saved : pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    window.location.replace(`/${lang}`);
  }, []);
  return null;
}

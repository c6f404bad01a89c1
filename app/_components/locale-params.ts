import { notFound } from "next/navigation";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/locales";

/** Static params for every `[lang]` route: all pages are prerendered in both languages. */
export function localeParams(): { lang: Locale }[] {
  return LOCALES.map((lang) => ({ lang }));
}

/** Reads `[lang]` from route params; an unknown language is a 404. */
export async function localeFrom(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}

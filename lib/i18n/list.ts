import type { Locale } from "./locales";

const formats = new Map<string, Intl.ListFormat>();
function format(locale: Locale, type: Intl.ListFormatType, style: Intl.ListFormatStyle): Intl.ListFormat {
  const key = `${locale}:${type}:${style}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { style, type });
    formats.set(key, f);
  }
  return f;
}

/**
 * A list in running text, e.g. listOf("ru", ["Аня", "Борис", "Вера"]) → "Аня, Борис и Вера",
 * listOf("en", ["Ann", "Bob", "Cy"]) → "Ann, Bob and Cy" (British English, like the rest of the
 * English text: no serial comma); type "disjunction" joins with "or"/"или".
 */
export function listOf(locale: Locale, items: readonly string[], type: Intl.ListFormatType = "conjunction"): string {
  return format(locale, type, "long").format(items);
}

/**
 * A compact list of names for a heading, a label or a line under a title, commas only, e.g.
 * commaList("ru", ["Аня", "Борис", "Вера"]) → "Аня, Борис, Вера" (Intl.ListFormat's narrow style).
 */
export function commaList(locale: Locale, items: readonly string[]): string {
  return format(locale, "conjunction", "narrow").format(items);
}

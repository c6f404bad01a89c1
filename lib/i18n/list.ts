import type { Locale } from "./locales";

const formats = new Map<string, Intl.ListFormat>();

/**
 * A list in running text, e.g. listOf("ru", ["Аня", "Борис", "Вера"]) → "Аня, Борис и Вера",
 * listOf("en", ["Ann", "Bob", "Cy"]) → "Ann, Bob and Cy" (British English, like the rest of the
 * English text: no serial comma); type "disjunction" joins with "or"/"или".
 */
export function listOf(locale: Locale, items: readonly string[], type: Intl.ListFormatType = "conjunction"): string {
  const key = `${locale}:${type}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { style: "long", type });
    formats.set(key, f);
  }
  return f.format(items);
}

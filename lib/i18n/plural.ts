import type { Locale } from "./locales";

/** Word forms by CLDR plural category; Russian uses one/few/many, English one/other. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

/** e.g. plural("ru", 2, { one: "монета", few: "монеты", many: "монет", other: "монеты" }) → "монеты". */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  const category = r.select(n);
  switch (category) {
    case "one":
      return forms.one;
    case "few":
      return forms.few ?? forms.other;
    case "many":
      return forms.many ?? forms.other;
    case "zero":
    case "two":
    case "other":
      return forms.other;
  }
}

/** "5 монет", "1 coin": the number and its word. */
export function countOf(locale: Locale, n: number, forms: PluralForms): string {
  return `${n.toLocaleString(locale)} ${plural(locale, n, forms)}`;
}

import { lazyDict } from "@/lib/i18n/lazy";
import type { RuleLanguageDict } from "./en";

/** Client components' rule-language words (its error messages), one language per page (see lib/i18n/lazy.ts). */
export const ruleLanguage = lazyDict<RuleLanguageDict>("rule-language", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

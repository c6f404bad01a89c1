import { store } from "@/lib/i18n/dict/store/client";
import type { StoreDict } from "@/lib/i18n/dict/store";

/** Store texts in the page's language (<html lang>), for hooks that have no `lang` prop. */
export function pageTexts(): StoreDict {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return lang.startsWith("ru") ? store.ru : store.en;
}

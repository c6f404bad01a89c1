import type { Locale } from "@/lib/i18n/locales";
import { appPath } from "@/lib/app-path";
import { STORAGE_KEYS, writeBrowserKey } from "@/lib/store/backend";

/** Stores the language a person switches to, for `/`: in localStorage (read by its inline script, also
 * offline) and in a cookie (read by `npm start`'s server before any page loads). Each language page
 * also stores its own language as it is parsed (rememberLocaleScript). */
export function rememberLocale(lang: Locale): void {
  // Storage unavailable (private mode): the cookie may still work.
  writeBrowserKey(STORAGE_KEYS.locale, lang);
  document.cookie = `${STORAGE_KEYS.locale}=${lang}; path=${appPath("/")}; max-age=31536000; samesite=lax`;
}

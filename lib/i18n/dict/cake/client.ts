import { lazyDict } from "@/lib/i18n/lazy";
import type { CakeDict } from "./en";

/** Client components' cake words, one language per page (see lib/i18n/lazy.ts). */
export const cake = lazyDict<CakeDict>("cake", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

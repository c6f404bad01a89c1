import { lazyDict } from "@/lib/i18n/lazy";
import type { StoreDict } from "./en";

/** Client components' store words, one language per page (see lib/i18n/lazy.ts). */
export const store = lazyDict<StoreDict>("store", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

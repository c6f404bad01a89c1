import { lazyDict } from "@/lib/i18n/lazy";
import type { CommonDict } from "./en";

/** Client components' common words, one language per page (see lib/i18n/lazy.ts). */
export const common = lazyDict<CommonDict>("common", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

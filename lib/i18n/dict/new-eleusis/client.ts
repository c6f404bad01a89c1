import { lazyDict } from "@/lib/i18n/lazy";
import type { NewEleusisDict } from "./en";

/** Client components' new-eleusis words, one language per page (see lib/i18n/lazy.ts). */
export const newEleusisDict = lazyDict<NewEleusisDict>("new-eleusis", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

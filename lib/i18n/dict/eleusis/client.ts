import { lazyDict } from "@/lib/i18n/lazy";
import type { EleusisDict } from "./en";

/** Client components' eleusis words, one language per page (see lib/i18n/lazy.ts). */
export const eleusisDict = lazyDict<EleusisDict>("eleusis", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

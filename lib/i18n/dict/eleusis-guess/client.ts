import { lazyDict } from "@/lib/i18n/lazy";
import type { EleusisGuessDict } from "./en";

/** Client components' eleusis-guess words, one language per page (see lib/i18n/lazy.ts). */
export const eleusisGuess = lazyDict<EleusisGuessDict>("eleusis-guess", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

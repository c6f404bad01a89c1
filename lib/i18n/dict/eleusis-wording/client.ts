import { lazyDict } from "@/lib/i18n/lazy";
import type { EleusisWordingDict } from "./en";

/** Client components' preset names, wordings and sources, one language per page (see lib/i18n/lazy.ts). */
export const eleusisWording = lazyDict<EleusisWordingDict>("eleusis-wording", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

import { lazyDict } from "@/lib/i18n/lazy";
import type { EleusisWorkshopDict } from "./en";

/** Client components' eleusis-workshop words, one language per page (see lib/i18n/lazy.ts). */
export const eleusisWorkshop = lazyDict<EleusisWorkshopDict>("eleusis-workshop", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

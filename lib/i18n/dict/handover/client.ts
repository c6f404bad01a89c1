import { lazyDict } from "@/lib/i18n/lazy";
import type { HandoverDict } from "./en";

/** Client components' handover words, one language per page (see lib/i18n/lazy.ts). */
export const handoverDict = lazyDict<HandoverDict>("handover", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

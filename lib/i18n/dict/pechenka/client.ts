import { lazyDict } from "@/lib/i18n/lazy";
import type { PechenkaDict } from "./en";

/** Client components' pechenka words, one language per page (see lib/i18n/lazy.ts). */
export const pechenkaDict = lazyDict<PechenkaDict>("pechenka", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

import { lazyDict } from "@/lib/i18n/lazy";
import type { PechenkaCardDict } from "./en";

/** Client components' pechenka-card words, one language per page (see lib/i18n/lazy.ts). */
export const pechenkaCard = lazyDict<PechenkaCardDict>("pechenka-card", {
  ru: () => import("./ru").then((m) => m.ru),
  en: () => import("./en").then((m) => m.en),
});

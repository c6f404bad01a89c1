import type { Locale } from "@/lib/i18n/locales";
import type { GameKind } from "@/lib/games";

/** Each game's name as people say it; BG Stats gets the English one (what BGG lists). */
export const GAME_NAMES: Record<GameKind, Record<Locale, string>> = {
  cake: { ru: "Кусочек торта", en: "Piece of Cake" },
  pechenka: { ru: "Печенька", en: "Pechenka" },
  eleusis: { ru: "Элевзис", en: "Eleusis" },
};

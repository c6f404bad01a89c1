// Both languages, for server components only: client components import "./client" (one language per page).
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import type { EleusisWorkshopDict } from "./en";
import { ru } from "./ru";

export type { EleusisWorkshopDict };
export const eleusisWorkshop: Record<Locale, EleusisWorkshopDict> = { ru, en };

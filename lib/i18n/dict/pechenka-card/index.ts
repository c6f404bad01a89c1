// Both languages, for server components only: client components import "./client" (one language per page).
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import type { PechenkaCardDict } from "./en";
import { ru } from "./ru";

export type { PechenkaCardDict };
export const pechenkaCard: Record<Locale, PechenkaCardDict> = { ru, en };

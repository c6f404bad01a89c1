// Both languages, for server components only: client components import "./client" (one language per page).
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import type { NewEleusisDict } from "./en";
import { ru } from "./ru";

export type { NewEleusisDict };
export const newEleusisDict: Record<Locale, NewEleusisDict> = { ru, en };

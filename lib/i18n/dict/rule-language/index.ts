// Both languages, for server components only: client components import "./client" (one language per page).
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import type { RuleLanguageDict } from "./en";
import { ru } from "./ru";

export type { RuleLanguageDict };
export const ruleLanguage: Record<Locale, RuleLanguageDict> = { ru, en };

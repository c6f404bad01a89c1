// Both languages, for server components and tests: client components import "./client" (one
// language per page); lib/eleusis/wording.ts takes both from en.ts and ru.ts for the sealed deal.
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import type { EleusisWordingDict } from "./en";
import { ru } from "./ru";

export type { EleusisWordingDict };
export const eleusisWording: Record<Locale, EleusisWordingDict> = { ru, en };

// Both languages: a sealed deal stores its wording in both (lib/eleusis/seal.ts renders it); for
// server components and tests. Client code never reads this area per page.
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import type { EleusisWordingDict } from "./en";
import { ru } from "./ru";

export type { EleusisWordingDict };
export const eleusisWording: Record<Locale, EleusisWordingDict> = { ru, en };

/**
 * The wording a sealed deal stores: what the dealer reads out at the reveal, rendered in both
 * languages when the rule is sealed (docs/secrets.md, "What a sealed deal holds in words"). The rule
 * modules give ids (a preset's id, a composed rule's parts); the words are the dictionary's
 * (lib/i18n/dict/eleusis-wording). Both languages on purpose: a deal reads the same in either
 * language, now and after the words change. Loaded with sealing and handing over, never in a page's
 * first load.
 */
import { en } from "@/lib/i18n/dict/eleusis-wording/en";
import { ru } from "@/lib/i18n/dict/eleusis-wording/ru";
import { PRESET_IDS } from "./presets";
import type { PresetId } from "./presets";
import type { ComposedWording } from "./robot";

export type Wording = { ru: string; en: string };

const isPresetId = (id: string): id is PresetId => (PRESET_IDS as readonly string[]).includes(id);

/** A preset's wording in both languages, e.g. presetWording("red-black")?.en === "Red on black and black on red."; null for an unknown id. */
export function presetWording(id: string): Wording | null {
  return isPresetId(id) ? { ru: ru.presets[id].wording, en: en.presets[id].wording } : null;
}

/** A robot dealer's composed rule in both languages. */
export function composedWording(w: ComposedWording): Wording {
  return { ru: ru.composed(w), en: en.composed(w) };
}

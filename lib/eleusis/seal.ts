/** Sealing the chosen rule at the start of a deal (docs/rules.md#eleusis-secret-rule). */
import type { Commitment } from "@/lib/eleusis/commitment";
import { commitSync, makeSalt } from "@/lib/eleusis/commitment";
import { DIFFICULTIES } from "@/lib/eleusis/presets";
import type { Difficulty } from "@/lib/eleusis/presets";
import { robotRule } from "@/lib/eleusis/robot";
import type { RandomSource } from "@/lib/random";
import { cryptoSource, randomBelow } from "@/lib/random";
import { compileRule } from "@/lib/eleusis/rule-language";
import { composedWording, presetWording } from "@/lib/eleusis/wording";

export type RuleChoice =
  | { kind: "preset"; presetId: string; text: string; passes: boolean }
  | { kind: "own"; text: string; passes: boolean }
  | { kind: "robot"; difficulty: Difficulty | "any" };

export interface SealedChoice {
  rule: Commitment;
  presetId: string | null;
  wording: { ru: string; en: string } | null;
  playedAnyway: boolean;
}

/** Canonical text of a rule (what is committed and shown at the reveal), or null if it does not compile. */
export function canonicalRule(text: string): string | null {
  const r = compileRule(text);
  return r.ok ? r.value.canonical : null;
}

/**
 * Seals a chosen rule: canonical text, a fresh 128-bit salt, SHA-256 (Web Crypto or the JS fallback);
 * null if the text does not compile. e.g. sealChoice({ kind: "own", text: "card.red", passes: true }).
 */
export async function sealChoice(choice: RuleChoice, source: RandomSource = cryptoSource): Promise<SealedChoice | null> {
  let text: string | null;
  let presetId: string | null = null;
  let wording: SealedChoice["wording"] = null;
  let passes = true;
  switch (choice.kind) {
    case "robot": {
      const difficulty = choice.difficulty === "any" ? (DIFFICULTIES[randomBelow(DIFFICULTIES.length, source)] ?? "easy") : choice.difficulty;
      const robot = robotRule({ difficulty, source });
      text = canonicalRule(robot.rule);
      presetId = robot.presetId ?? null;
      // The wording is stored rendered in both languages (lib/eleusis/wording.ts).
      wording = robot.composed ? composedWording(robot.composed) : presetWording(robot.presetId ?? "");
      break;
    }
    case "preset":
      text = canonicalRule(choice.text);
      presetId = choice.presetId;
      wording = presetWording(choice.presetId);
      passes = choice.passes;
      break;
    case "own":
      text = canonicalRule(choice.text);
      passes = choice.passes;
      break;
  }
  if (text === null) return null;
  return { rule: commitSync(text, makeSalt(source)), presetId, wording, playedAnyway: !passes };
}

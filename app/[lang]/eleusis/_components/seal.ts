import type { Commitment } from "@/lib/eleusis/commitment";
import { commit, makeSalt } from "@/lib/eleusis/commitment";
import { DIFFICULTIES, presetById } from "@/lib/eleusis/presets";
import type { Difficulty } from "@/lib/eleusis/presets";
import { robotRule } from "@/lib/eleusis/robot";
import { randomBelow } from "@/lib/random";
import { compileRule } from "@/lib/eleusis/rule-language";

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

/** Seals a chosen rule: canonical text, a fresh 128-bit salt, SHA-256 (Web Crypto or the JS fallback). */
export async function sealChoice(choice: RuleChoice): Promise<SealedChoice | null> {
  let text: string | null;
  let presetId: string | null = null;
  let wording: SealedChoice["wording"] = null;
  let passes = true;
  switch (choice.kind) {
    case "robot": {
      const difficulty = choice.difficulty === "any" ? (DIFFICULTIES[randomBelow(DIFFICULTIES.length)] ?? "easy") : choice.difficulty;
      const robot = robotRule({ difficulty });
      text = canonicalRule(robot.rule);
      presetId = robot.presetId ?? null;
      wording = robot.wording;
      break;
    }
    case "preset":
      text = canonicalRule(choice.text);
      presetId = choice.presetId;
      wording = presetById(choice.presetId)?.wording ?? null;
      passes = choice.passes;
      break;
    case "own":
      text = canonicalRule(choice.text);
      passes = choice.passes;
      break;
  }
  if (text === null) return null;
  return { rule: await commit(text, makeSalt()), presetId, wording, playedAnyway: !passes };
}

export { pinDigest as pinHash } from "./pin";

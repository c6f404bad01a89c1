/**
 * The robot dealer: a secret rule nobody at the table knows, either a preset of the chosen difficulty
 * or one composed from parts (a condition on the top card → a requirement on the played card) that passes the checker.
 */
import type { LintReport } from "./lint";
import { lintRule } from "./lint";
import type { Difficulty } from "./presets";
import { PRESETS } from "./presets";
import { compileRule } from "./rule-language";
import type { RandomSource } from "@/lib/random";
import { cryptoSource, randomBelow } from "@/lib/random";

const pick = <T>(items: readonly T[], source: RandomSource): T => items[randomBelow(items.length, source)] as T;

/**
 * What a composed rule says, as ids (worded by lib/i18n/dict/eleusis-wording, which seal.ts renders
 * in both languages into the sealed deal): "if the top card is <if>, play <then>; otherwise <else>",
 * and for a hard rule "after a wrong play, play <afterWrong>".
 */
export type ComposedWording = { if: ConditionId; then: RequirementId; else: RequirementId; afterWrong: RequirementId | null };

export type RobotRule = {
  rule: string;
  /** What a composed rule says; null for a preset (its wording goes with presetId). */
  composed: ComposedWording | null;
  difficulty: Difficulty;
  origin: "preset" | "composed";
  presetId?: string;
  report: LintReport;
};

type Part<Id extends string> = { id: Id; text: string; family: string };

/** Conditions on the top card: "if the top card is …". */
const CONDITIONS = [
  { id: "red", text: "prev.red", family: "color" },
  { id: "even", text: "prev.even", family: "parity" },
  { id: "low", text: "prev.low", family: "height" },
  { id: "face", text: "prev.face", family: "face" },
  { id: "prime", text: "prev.prime", family: "prime" },
  { id: "club-or-heart", text: "prev.suit in [clubs, hearts]", family: "suit" },
  { id: "club-or-diamond", text: "prev.suit in [clubs, diamonds]", family: "suit" },
] as const satisfies readonly Part<string>[];
export type ConditionId = (typeof CONDITIONS)[number]["id"];
export const CONDITION_IDS: readonly ConditionId[] = CONDITIONS.map((c) => c.id);

/** Requirements on the played card, with their opposites: "play …". */
const REQUIREMENTS = [
  { id: "red", text: "card.red", family: "color", not: { id: "black", text: "card.black", family: "color" } },
  { id: "even", text: "card.even", family: "parity", not: { id: "odd", text: "card.odd", family: "parity" } },
  { id: "low", text: "card.low", family: "height", not: { id: "high", text: "card.high", family: "height" } },
  { id: "club-or-heart", text: "card.suit in [clubs, hearts]", family: "suit",
    not: { id: "diamond-or-spade", text: "card.suit in [diamonds, spades]", family: "suit" } },
  { id: "same-suit", text: "card.suit == prev.suit", family: "same-suit", not: { id: "other-suit", text: "card.suit != prev.suit", family: "same-suit" } },
  { id: "other-colour", text: "card.color != prev.color", family: "flip-color",
    not: { id: "same-colour", text: "card.color == prev.color", family: "flip-color" } },
  { id: "steps-up", text: "step(prev, card) in [1, 2, 3, 4]", family: "step", not: { id: "steps-down", text: "step(card, prev) in [1, 2, 3, 4]", family: "step" } },
  { id: "higher", text: "card.value > prev.value", family: "higher", not: { id: "lower", text: "card.value < prev.value", family: "higher" } },
] as const satisfies readonly (Part<string> & { not: Part<string> })[];
type Requirement = (typeof REQUIREMENTS)[number];
export type RequirementId = Requirement["id"] | Requirement["not"]["id"];
export const REQUIREMENT_IDS: readonly RequirementId[] = REQUIREMENTS.flatMap((r) => [r.id, r.not.id]);

const either = (r: Requirement, source: RandomSource): Part<RequirementId> => (randomBelow(2, source) === 0 ? r : r.not);

function compose(difficulty: Difficulty, source: RandomSource): { rule: string; wording: ComposedWording } {
  const cond = pick(CONDITIONS, source);
  const reqA = pick(REQUIREMENTS, source);
  const a = either(reqA, source);
  const b = difficulty === "easy" ? (a === reqA ? reqA.not : reqA) : either(pick(REQUIREMENTS.filter((r) => r !== reqA), source), source);
  const inner = `if ${cond.text} then ${a.text} else ${b.text}`;
  if (difficulty !== "hard") return { rule: inner, wording: { if: cond.id, then: a.id, else: b.id, afterWrong: null } };
  const c = either(pick(REQUIREMENTS.filter((r) => r.family !== a.family && r.family !== b.family), source), source);
  return { rule: `if lastOk then (${inner}) else ${c.text}`, wording: { if: cond.id, then: a.id, else: b.id, afterWrong: c.id } };
}

export type RobotOptions = {
  difficulty: Difficulty;
  /** "preset", "composed", or either with equal odds (default). */
  origin?: "preset" | "composed" | "either";
  source?: RandomSource;
};

/** Picks a secret rule for a robot-dealer game; it always passes the checker and is not too easy. */
export function robotRule({ difficulty, origin = "either", source = cryptoSource }: RobotOptions): RobotRule {
  const wantComposed = origin === "composed" || (origin === "either" && randomBelow(2, source) === 1);
  if (wantComposed) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rule, wording } = compose(difficulty, source);
      const compiled = compileRule(rule);
      if (!compiled.ok) continue;
      const report = lintRule(compiled.value);
      if (report.passes && !report.tooEasy) {
        return { rule: compiled.value.canonical, composed: wording, difficulty, origin: "composed", report };
      }
    }
  }
  const choices = PRESETS.filter((p) => p.difficulty === difficulty && !p.failsChecker);
  const preset = pick(choices.length > 0 ? choices : PRESETS.filter((p) => !p.failsChecker), source);
  const compiled = compileRule(preset.rule);
  if (!compiled.ok) throw new Error(`preset ${preset.id} does not compile`); // guarded by the presets test
  return { rule: preset.rule, composed: null, difficulty: preset.difficulty, origin: "preset", presetId: preset.id, report: lintRule(compiled.value) };
}

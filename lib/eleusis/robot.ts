/**
 * The robot dealer: a secret rule nobody at the table knows, either a preset of the chosen difficulty
 * or one composed from parts (a condition on the top card → a requirement on the played card) that passes the checker.
 */
import type { LintReport } from "./lint";
import { lintRule } from "./lint";
import type { Difficulty } from "./presets";
import { PRESETS } from "./presets";
import type { Bilingual } from "./rule-language";
import { compileRule } from "./rule-language";
import type { RandomSource } from "@/lib/random";
import { cryptoSource, randomBelow } from "@/lib/random";

const pick = <T>(items: readonly T[], source: RandomSource): T => items[randomBelow(items.length, source)] as T;

export type RobotRule = {
  rule: string;
  wording: Bilingual;
  difficulty: Difficulty;
  origin: "preset" | "composed";
  presetId?: string;
  report: LintReport;
};

type Part = { text: string; family: string; ru: string; en: string };

/** Conditions on the top card: "if the top card is …". */
const CONDITIONS: readonly Part[] = [
  { text: "prev.red", family: "color", ru: "красная", en: "red" },
  { text: "prev.even", family: "parity", ru: "чётная", en: "even" },
  { text: "prev.low", family: "height", ru: "младшая (A–7)", en: "low (A–7)" },
  { text: "prev.face", family: "face", ru: "картинка (J, Q, K)", en: "a face card (J, Q, K)" },
  { text: "prev.prime", family: "prime", ru: "простого значения (2, 3, 5, 7, J, K)", en: "of prime value (2, 3, 5, 7, J, K)" },
  { text: "prev.suit in [clubs, hearts]", family: "suit", ru: "трефа или черва", en: "a club or a heart" },
  { text: "prev.suit in [clubs, diamonds]", family: "suit", ru: "трефа или бубна", en: "a club or a diamond" },
];

/** Requirements on the played card, with their opposites: "play …". */
const REQUIREMENTS: readonly (Part & { not: Part })[] = [
  { text: "card.red", family: "color", ru: "красную карту", en: "a red card",
    not: { text: "card.black", family: "color", ru: "чёрную карту", en: "a black card" } },
  { text: "card.even", family: "parity", ru: "чётную карту", en: "an even card",
    not: { text: "card.odd", family: "parity", ru: "нечётную карту", en: "an odd card" } },
  { text: "card.low", family: "height", ru: "младшую карту (A–7)", en: "a low card (A–7)",
    not: { text: "card.high", family: "height", ru: "старшую карту (8–K)", en: "a high card (8–K)" } },
  { text: "card.suit in [clubs, hearts]", family: "suit", ru: "трефу или черву", en: "a club or a heart",
    not: { text: "card.suit in [diamonds, spades]", family: "suit", ru: "бубну или пику", en: "a diamond or a spade" } },
  { text: "card.suit == prev.suit", family: "same-suit", ru: "карту той же масти", en: "a card of the same suit",
    not: { text: "card.suit != prev.suit", family: "same-suit", ru: "карту другой масти", en: "a card of another suit" } },
  { text: "card.color != prev.color", family: "flip-color", ru: "карту другого цвета", en: "a card of the other colour",
    not: { text: "card.color == prev.color", family: "flip-color", ru: "карту того же цвета", en: "a card of the same colour" } },
  { text: "step(prev, card) in [1, 2, 3, 4]", family: "step", ru: "карту на 1–4 ступени выше по кругу K → A", en: "a card 1–4 steps higher around the circle K → A",
    not: { text: "step(card, prev) in [1, 2, 3, 4]", family: "step", ru: "карту на 1–4 ступени ниже по кругу", en: "a card 1–4 steps lower around the circle" } },
  { text: "card.value > prev.value", family: "higher", ru: "карту старше верхней", en: "a card higher than the top card",
    not: { text: "card.value < prev.value", family: "higher", ru: "карту младше верхней", en: "a card lower than the top card" } },
];

const either = (r: (typeof REQUIREMENTS)[number], source: RandomSource): Part => (randomBelow(2, source) === 0 ? r : r.not);

function compose(difficulty: Difficulty, source: RandomSource): { rule: string; wording: Bilingual } {
  const cond = pick(CONDITIONS, source);
  const reqA = pick(REQUIREMENTS, source);
  const a = either(reqA, source);
  const b = difficulty === "easy" ? (a === reqA ? reqA.not : reqA) : either(pick(REQUIREMENTS.filter((r) => r !== reqA), source), source);
  const inner = `if ${cond.text} then ${a.text} else ${b.text}`;
  const innerEn = `if the top card is ${cond.en}, play ${a.en}; otherwise ${b.en}`;
  const innerRu = `если верхняя карта ${cond.ru}, кладите ${a.ru}; иначе — ${b.ru}`;
  if (difficulty !== "hard") {
    return { rule: inner, wording: { ru: `${cap(innerRu)}.`, en: `${cap(innerEn)}.` } };
  }
  const c = either(pick(REQUIREMENTS.filter((r) => r.family !== a.family && r.family !== b.family), source), source);
  return {
    rule: `if lastOk then (${inner}) else ${c.text}`,
    wording: {
      ru: `После верного хода: ${innerRu}. После ошибки — ${c.ru}.`,
      en: `After a right play: ${innerEn}. After a wrong one, play ${c.en}.`,
    },
  };
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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
        return { rule: compiled.value.canonical, wording, difficulty, origin: "composed", report };
      }
    }
  }
  const choices = PRESETS.filter((p) => p.difficulty === difficulty && !p.failsChecker);
  const preset = pick(choices.length > 0 ? choices : PRESETS.filter((p) => !p.failsChecker), source);
  const compiled = compileRule(preset.rule);
  if (!compiled.ok) throw new Error(`preset ${preset.id} does not compile`); // guarded by the presets test
  return { rule: preset.rule, wording: preset.wording, difficulty: preset.difficulty, origin: "preset", presetId: preset.id, report: lintRule(compiled.value) };
}

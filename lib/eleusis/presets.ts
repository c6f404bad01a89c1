/**
 * Ready-made secret rules: the seed's eight (docs/rules.md#eleusis-presets), classic published ones, and a few of ours.
 * `source` is shown to players, so it names published works only, in both languages; a rule without one
 * is the seed's (see `seed`) or this project's own.
 */
import type { Bilingual } from "./rule-language";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type Preset = {
  id: string;
  /** The rule in the rule language. */
  rule: string;
  /** A short name to pick it by, e.g. "Red / black". */
  name: Bilingual;
  /** What the dealer reads out at the reveal. */
  wording: Bilingual;
  difficulty: Difficulty;
  /** The published work the rule is taken from, when there is one. */
  source?: Bilingual;
  /** Number in the seed's list (docs/rules.md#eleusis-presets), when it is one of those (not shown as a source). */
  seed?: number;
  /** A famous rule that fails the checker: shown only marked, never picked by the robot dealer. */
  failsChecker?: true;
};

const GOLDEN: Bilingual = { en: "J. Golden, \"Eleusis Express\" (2006)", ru: "Дж. Голден, «Eleusis Express» (2006)" };
const GARDNER_1977: Bilingual = {
  en: "M. Gardner, \"Mathematical Games\", Scientific American, October 1977 (New Eleusis)",
  ru: "М. Гарднер, «Математические игры», Scientific American, октябрь 1977 (New Eleusis)",
};
const HSW: Bilingual = { en: "HowStuffWorks, \"How to Play Eleusis\"", ru: "HowStuffWorks, «How to Play Eleusis»" };
const LFAUCON: Bilingual = { en: "the rule list of lfaucon/eleusis (GitHub)", ru: "список правил lfaucon/eleusis (GitHub)" };

export const PRESETS: readonly Preset[] = [
  {
    id: "red-black", name: { en: "Red / black", ru: "Красная / чёрная" }, seed: 1, difficulty: "easy", source: GOLDEN,
    rule: "card.color != prev.color",
    wording: { ru: "Красную на чёрную и чёрную на красную.", en: "Red on black and black on red." },
  },
  {
    id: "suit-cycle", name: { en: "Suit cycle", ru: "Масти по кругу" }, seed: 2, difficulty: "easy",
    rule: "card.suit.index == (prev.suit.index + 1) mod 4",
    wording: { ru: "Масти по кругу: на ♣ кладут ♦, на ♦ — ♥, на ♥ — ♠, на ♠ — ♣.", en: "Suits in a cycle: on ♣ play ♦, on ♦ ♥, on ♥ ♠, on ♠ ♣." },
  },
  {
    id: "even-odd", name: { en: "Even / odd", ru: "Чётная / нечётная" }, seed: 3, difficulty: "easy",
    rule: "card.even != prev.even",
    wording: { ru: "Чётную на нечётную и нечётную на чётную.", en: "Even on odd and odd on even." },
  },
  {
    id: "low-high", name: { en: "Low / high", ru: "Младшая / старшая" }, seed: 4, difficulty: "easy",
    rule: "card.low != prev.low",
    wording: { ru: "На младшую (A–7) — старшую (8–K), и наоборот.", en: "On A–7 play 8–K, and on 8–K play A–7." },
  },
  {
    id: "even-red", name: { en: "Even → red", ru: "Чётная → красная" }, seed: 5, difficulty: "medium",
    rule: "if prev.even then card.color == red else card.color == black",
    wording: { ru: "На чётную карту — красную, на нечётную — чёрную.", en: "On an even card play red, on an odd card black." },
  },
  {
    id: "steps-1-3", name: { en: "1–3 steps up", ru: "На 1–3 выше" }, seed: 6, difficulty: "medium",
    rule: "step(prev, card) in [1, 2, 3]",
    wording: { ru: "Карту на 1, 2 или 3 ступени выше, по кругу K → A → 2.", en: "A card 1, 2 or 3 steps higher, around the circle K → A → 2." },
  },
  {
    id: "last-ok-red", name: { en: "Right → red", ru: "Верно → красная" }, seed: 7, difficulty: "hard",
    rule: "if lastOk then card.color == red else card.color == black",
    wording: { ru: "Если предыдущий игрок сходил верно — красную, если нет — чёрную.", en: "If the previous player played correctly, red; if not, black." },
  },
  {
    id: "mod-4-suit", name: { en: "Value mod 4 → suit", ru: "Остаток от 4 → масть" }, seed: 8, difficulty: "hard",
    rule: "card.suit == [clubs, diamonds, hearts, spades][prev.value mod 4]",
    wording: {
      ru: "Остаток значения верхней карты от деления на 4: 0 → ♣, 1 → ♦, 2 → ♥, 3 → ♠.",
      en: "The top card's value mod 4: 0 → ♣, 1 → ♦, 2 → ♥, 3 → ♠.",
    },
  },
  {
    id: "prime-alternate", name: { en: "Prime / not prime", ru: "Простое / непростое" }, difficulty: "medium",
    source: GARDNER_1977,
    rule: "card.prime != prev.prime",
    wording: {
      ru: "Простые и непростые значения чередуются (простые: 2, 3, 5, 7, J = 11, K = 13).",
      en: "Prime and non-prime values alternate (primes: 2, 3, 5, 7, J = 11, K = 13).",
    },
  },
  {
    id: "higher-until-face", name: { en: "Up to a face card", ru: "Вверх до картинки" }, difficulty: "medium",
    source: { en: "D. Parlett, as quoted in Wikipedia, \"Eleusis (card game)\"", ru: "Д. Парлетт, по статье Википедии «Eleusis (card game)»" },
    rule: "if prev.face then not card.face else card.value > prev.value",
    wording: {
      ru: "Каждая карта старше предыдущей, пока не выйдет картинка; после картинки — любая числовая.",
      en: "Each card higher than the last until a face card; after a face card, any numeral.",
    },
  },
  {
    id: "odd-red", name: { en: "Odd → red", ru: "Нечётная → красная" }, difficulty: "easy",
    source: GARDNER_1977,
    rule: "if prev.odd then card.red else card.black",
    wording: { ru: "Если последняя карта нечётная — красную, если чётная — чёрную.", en: "If the last card was odd, play red; if even, black." },
  },
  {
    id: "even-clubs-diamonds", name: { en: "Even → ♣ ♦", ru: "Чётная → ♣ ♦" }, difficulty: "medium",
    source: { en: "M. Gardner, \"Mathematical Leisure\" (Russian edition of his columns)", ru: "М. Гарднер, «Математические досуги»" },
    rule: "if prev.even then card.suit in [clubs, diamonds] else card.suit in [hearts, spades]",
    wording: {
      ru: "На чётную верхнюю карту — трефы или бубны, на нечётную — червы или пики.",
      en: "On an even top card play clubs or diamonds, on an odd one hearts or spades.",
    },
  },
  {
    id: "suit-moods", name: { en: "Each suit its own way", ru: "У каждой масти своё" }, difficulty: "hard",
    source: HSW,
    rule: "if prev.suit == diamonds then card.suit != diamonds else if prev.suit == clubs then card.red else if prev.suit == spades then card.black else card.suit == hearts or card.value == prev.value",
    wording: {
      ru: "На бубну — другую масть, на трефу — красную, на пику — чёрную, на черву — черву или то же значение.",
      en: "On a diamond another suit, on a club red, on a spade black, on a heart a heart or the same value.",
    },
  },
  {
    id: "parity-colour-suit", name: { en: "Parity and colour → suit", ru: "Чётность и цвет → масть" }, difficulty: "hard",
    source: HSW,
    rule: "card.suit == (if prev.even then (if prev.red then hearts else diamonds) else (if prev.red then spades else clubs))",
    wording: {
      ru: "На чётную красную — черву, на чётную чёрную — бубну, на нечётную красную — пику, на нечётную чёрную — трефу.",
      en: "On even red play a heart, on even black a diamond, on odd red a spade, on odd black a club.",
    },
  },
  {
    id: "suit-or-value", name: { en: "Same suit or value", ru: "Масть или значение" }, difficulty: "easy", source: LFAUCON,
    rule: "card.suit == prev.suit or card.value == prev.value",
    wording: { ru: "Та же масть или то же значение, что у верхней карты.", en: "The same suit or the same value as the top card." },
  },
  {
    id: "change-both", name: { en: "Change suit and value", ru: "Сменить масть и значение" }, difficulty: "medium", source: LFAUCON,
    rule: "card.suit != prev.suit and card.value != prev.value",
    wording: { ru: "Сменить и масть, и значение.", en: "Change both the suit and the value." },
  },
  {
    id: "close-values", name: { en: "Within 3", ru: "Не дальше 3" }, difficulty: "medium", source: LFAUCON,
    rule: "abs(card.value - prev.value) <= 3",
    wording: { ru: "Значение отличается от верхней карты не больше чем на 3 (без перехода через K → A).", en: "A value within 3 of the top card's (no wrapping K → A)." },
  },
  {
    id: "rise-red", name: { en: "Rise → red", ru: "Рост → красная" }, difficulty: "hard",
    rule: "if prev.value > prev2.value then card.red else card.black",
    wording: {
      ru: "Если верхняя карта старше той, что под ней, — красную, иначе чёрную.",
      en: "If the top card is higher than the one under it, play red; otherwise black.",
    },
  },
  {
    id: "sum-two-parity", name: { en: "Sum of two → colour", ru: "Сумма двух → цвет" }, difficulty: "hard", source: HSW,
    rule: "if (prev.value + prev2.value).odd then card.red else card.black",
    wording: {
      ru: "Если сумма двух верхних карт нечётная — красную, если чётная — чёрную.",
      en: "If the two top cards add up to an odd number, play red; if even, black.",
    },
  },
  {
    id: "verdict-direction", name: { en: "Up after right, down after wrong", ru: "Верно — вверх, ошибка — вниз" }, difficulty: "hard",
    rule: "if lastOk then step(prev, card) in [1, 2, 3, 4] else step(card, prev) in [1, 2, 3, 4]",
    wording: {
      ru: "После верного хода — на 1–4 ступени выше по кругу, после ошибки — на 1–4 ниже.",
      en: "After a right play go 1–4 steps up the circle; after a wrong one, 1–4 steps down.",
    },
  },
  {
    id: "three-suits", name: { en: "Three different suits", ru: "Три разные масти" }, difficulty: "hard",
    rule: "card.suit != prev.suit and card.suit != prev2.suit",
    wording: { ru: "Среди трёх последних карт нет двух одной масти.", en: "No suit twice among the last three cards." },
  },
  {
    id: "red-count-parity", name: { en: "Parity of the reds", ru: "Чётность красных" }, difficulty: "hard", source: LFAUCON,
    rule: "card.value mod 2 == count(c in line: c.red) mod 2",
    wording: {
      ru: "Значение той же чётности, что и число красных карт в ряду.",
      en: "A value of the same parity as the number of red cards in the line.",
    },
  },
  {
    id: "every-other-heart", name: { en: "Every other a heart", ru: "Через одну — черва" }, difficulty: "medium", source: LFAUCON,
    rule: "count mod 2 == 0 or card.suit == hearts",
    wording: {
      ru: "Каждая вторая карта ряда — черва (вторая, четвёртая… считая первую карту).",
      en: "Every other card of the line is a heart (the 2nd, 4th… counting the starter).",
    },
  },
  {
    id: "position-blocks", name: { en: "Red and black blocks", ru: "Блоки красных и чёрных" }, difficulty: "hard",
    rule: "if count(k in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]: k * (k + 1) <= 2 * count) mod 2 == 0 then card.red else card.black",
    wording: {
      ru: "По позициям в ряду: 1 красная (первая карта), 2 чёрные, 3 красные, 4 чёрные…",
      en: "By position in the line: 1 red (the starter), 2 black, 3 red, 4 black…",
    },
  },
  {
    id: "always-higher", name: { en: "Always higher", ru: "Всегда старше" }, difficulty: "easy", failsChecker: true,
    rule: "card.value > prev.value",
    wording: { ru: "Каждая карта старше предыдущей.", en: "Each card higher than the last." },
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

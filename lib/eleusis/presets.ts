/**
 * Ready-made secret rules: the seed's eight (docs/rules.md#eleusis-presets), classic published ones, and a few of ours.
 * A preset is ids and rule text only: its short name, the wording the dealer reads out and the name of
 * its published source are words, in lib/i18n/dict/eleusis-wording (`presets[id]`, `sources[source]`).
 * A rule without a source is the seed's (see `seed`) or this project's own.
 */

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Every preset's id, in the order of PRESETS; the dictionaries word each one (a missing one is a compile error). */
export const PRESET_IDS = [
  "red-black",
  "suit-cycle",
  "even-odd",
  "low-high",
  "even-red",
  "steps-1-3",
  "last-ok-red",
  "mod-4-suit",
  "prime-alternate",
  "higher-until-face",
  "odd-red",
  "even-clubs-diamonds",
  "suit-moods",
  "parity-colour-suit",
  "suit-or-value",
  "change-both",
  "close-values",
  "rise-red",
  "sum-two-parity",
  "verdict-direction",
  "three-suits",
  "red-count-parity",
  "every-other-heart",
  "position-blocks",
  "always-higher",
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** The published works presets are taken from; shown to players by name (`sources[id]` in the dictionary). */
export const SOURCE_IDS = ["golden", "gardner-1977", "gardner-leisure", "parlett", "hsw", "lfaucon"] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export type Preset = {
  id: PresetId;
  /** The rule in the rule language. */
  rule: string;
  difficulty: Difficulty;
  /** The published work the rule is taken from, when there is one. */
  source?: SourceId;
  /** Number in the seed's list (docs/rules.md#eleusis-presets), when it is one of those (not shown as a source). */
  seed?: number;
  /** A famous rule that fails the checker: shown only marked, never picked by the robot dealer. */
  failsChecker?: true;
};

export const PRESETS: readonly Preset[] = [
  {
    id: "red-black", seed: 1, difficulty: "easy", source: "golden",
    rule: "card.color != prev.color",
  },
  {
    id: "suit-cycle", seed: 2, difficulty: "easy",
    rule: "card.suit.index == (prev.suit.index + 1) mod 4",
  },
  {
    id: "even-odd", seed: 3, difficulty: "easy",
    rule: "card.even != prev.even",
  },
  {
    id: "low-high", seed: 4, difficulty: "easy",
    rule: "card.low != prev.low",
  },
  {
    id: "even-red", seed: 5, difficulty: "medium",
    rule: "if prev.even then card.color == red else card.color == black",
  },
  {
    id: "steps-1-3", seed: 6, difficulty: "medium",
    rule: "step(prev, card) in [1, 2, 3]",
  },
  {
    id: "last-ok-red", seed: 7, difficulty: "hard",
    rule: "if lastOk then card.color == red else card.color == black",
  },
  {
    id: "mod-4-suit", seed: 8, difficulty: "hard",
    rule: "card.suit == [clubs, diamonds, hearts, spades][prev.value mod 4]",
  },
  {
    id: "prime-alternate", difficulty: "medium",
    source: "gardner-1977",
    rule: "card.prime != prev.prime",
  },
  {
    id: "higher-until-face", difficulty: "medium",
    source: "parlett",
    rule: "if prev.face then not card.face else card.value > prev.value",
  },
  {
    id: "odd-red", difficulty: "easy",
    source: "gardner-1977",
    rule: "if prev.odd then card.red else card.black",
  },
  {
    id: "even-clubs-diamonds", difficulty: "medium",
    source: "gardner-leisure",
    rule: "if prev.even then card.suit in [clubs, diamonds] else card.suit in [hearts, spades]",
  },
  {
    id: "suit-moods", difficulty: "hard",
    source: "hsw",
    rule: "if prev.suit == diamonds then card.suit != diamonds else if prev.suit == clubs then card.red else if prev.suit == spades then card.black else card.suit == hearts or card.value == prev.value",
  },
  {
    id: "parity-colour-suit", difficulty: "hard",
    source: "hsw",
    rule: "card.suit == (if prev.even then (if prev.red then hearts else diamonds) else (if prev.red then spades else clubs))",
  },
  {
    id: "suit-or-value", difficulty: "easy", source: "lfaucon",
    rule: "card.suit == prev.suit or card.value == prev.value",
  },
  {
    id: "change-both", difficulty: "medium", source: "lfaucon",
    rule: "card.suit != prev.suit and card.value != prev.value",
  },
  {
    id: "close-values", difficulty: "medium", source: "lfaucon",
    rule: "abs(card.value - prev.value) <= 3",
  },
  {
    id: "rise-red", difficulty: "hard",
    rule: "if prev.value > prev2.value then card.red else card.black",
  },
  {
    id: "sum-two-parity", difficulty: "hard", source: "hsw",
    rule: "if (prev.value + prev2.value).odd then card.red else card.black",
  },
  {
    id: "verdict-direction", difficulty: "hard",
    rule: "if lastOk then step(prev, card) in [1, 2, 3, 4] else step(card, prev) in [1, 2, 3, 4]",
  },
  {
    id: "three-suits", difficulty: "hard",
    rule: "card.suit != prev.suit and card.suit != prev2.suit",
  },
  {
    id: "red-count-parity", difficulty: "hard", source: "lfaucon",
    rule: "card.value mod 2 == count(c in line: c.red) mod 2",
  },
  {
    id: "every-other-heart", difficulty: "medium", source: "lfaucon",
    rule: "count mod 2 == 0 or card.suit == hearts",
  },
  {
    id: "position-blocks", difficulty: "hard",
    rule: "if count(k in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]: k * (k + 1) <= 2 * count) mod 2 == 0 then card.red else card.black",
  },
  {
    id: "always-higher", difficulty: "easy", failsChecker: true,
    rule: "card.value > prev.value",
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

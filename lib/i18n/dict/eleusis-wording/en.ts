import type { PresetId, SourceId } from "@/lib/eleusis/presets";
import type { ComposedWording, ConditionId, RequirementId } from "@/lib/eleusis/robot";

// What a sealed Eleusis rule says in words, read out at the reveal: the presets' names, wordings
// and sources (lib/eleusis/presets.ts gives ids) and the robot dealer's composed rules
// (lib/eleusis/robot.ts gives ids). A deal stores this text already rendered in both
// languages (lib/eleusis/seal.ts renders it when it seals), so a stored game reads the same
// whatever these words become later (docs/secrets.md, "What a sealed deal holds").

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const condition: Record<ConditionId, string> = {
  red: "red",
  even: "even",
  low: "low (A–7)",
  face: "a face card (J, Q, K)",
  prime: "of prime value (2, 3, 5, 7, J, K)",
  "club-or-heart": "a club or a heart",
  "club-or-diamond": "a club or a diamond",
};
const requirement: Record<RequirementId, string> = {
  red: "a red card",
  black: "a black card",
  even: "an even card",
  odd: "an odd card",
  low: "a low card (A–7)",
  high: "a high card (8–K)",
  "club-or-heart": "a club or a heart",
  "diamond-or-spade": "a diamond or a spade",
  "same-suit": "a card of the same suit",
  "other-suit": "a card of another suit",
  "other-colour": "a card of the other colour",
  "same-colour": "a card of the same colour",
  "steps-up": "a card 1–4 steps higher around the circle K → A",
  "steps-down": "a card 1–4 steps lower around the circle",
  higher: "a card higher than the top card",
  lower: "a card lower than the top card",
};

/** A preset's short name (to pick it by, e.g. "Red / black") and what the dealer reads out at the reveal. */
export type PresetWords = { name: string; wording: string };

export const en = {
  /** Each preset's short name (to pick it by) and the wording the dealer reads out at the reveal. */
  presets: {
    "red-black": {
      name: "Red / black",
      wording: "Red on black and black on red.",
    },
    "suit-cycle": {
      name: "Suit cycle",
      wording: "Suits in a cycle: on ♣ play ♦, on ♦ ♥, on ♥ ♠, on ♠ ♣.",
    },
    "even-odd": {
      name: "Even / odd",
      wording: "Even on odd and odd on even.",
    },
    "low-high": {
      name: "Low / high",
      wording: "On A–7 play 8–K, and on 8–K play A–7.",
    },
    "even-red": {
      name: "Even → red",
      wording: "On an even card play red, on an odd card black.",
    },
    "steps-1-3": {
      name: "1–3 steps up",
      wording: "A card 1, 2 or 3 steps higher, around the circle K → A → 2.",
    },
    "last-ok-red": {
      name: "Right → red",
      wording: "If the previous player played correctly, red; if not, black.",
    },
    "mod-4-suit": {
      name: "Value mod 4 → suit",
      wording: "The top card's value mod 4: 0 → ♣, 1 → ♦, 2 → ♥, 3 → ♠.",
    },
    "prime-alternate": {
      name: "Prime / not prime",
      wording: "Prime and non-prime values alternate (primes: 2, 3, 5, 7, J = 11, K = 13).",
    },
    "higher-until-face": {
      name: "Up to a face card",
      wording: "Each card higher than the last until a face card; after a face card, any numeral.",
    },
    "odd-red": {
      name: "Odd → red",
      wording: "If the last card was odd, play red; if even, black.",
    },
    "even-clubs-diamonds": {
      name: "Even → ♣ ♦",
      wording: "On an even top card play clubs or diamonds, on an odd one hearts or spades.",
    },
    "suit-moods": {
      name: "Each suit its own way",
      wording: "On a diamond another suit, on a club red, on a spade black, on a heart a heart or the same value.",
    },
    "parity-colour-suit": {
      name: "Parity and colour → suit",
      wording: "On even red play a heart, on even black a diamond, on odd red a spade, on odd black a club.",
    },
    "suit-or-value": {
      name: "Same suit or value",
      wording: "The same suit or the same value as the top card.",
    },
    "change-both": {
      name: "Change suit and value",
      wording: "Change both the suit and the value.",
    },
    "close-values": {
      name: "Within 3",
      wording: "A value within 3 of the top card's (no wrapping K → A).",
    },
    "rise-red": {
      name: "Rise → red",
      wording: "If the top card is higher than the one under it, play red; otherwise black.",
    },
    "sum-two-parity": {
      name: "Sum of two → colour",
      wording: "If the two top cards add up to an odd number, play red; if even, black.",
    },
    "verdict-direction": {
      name: "Up after right, down after wrong",
      wording: "After a right play go 1–4 steps up the circle; after a wrong one, 1–4 steps down.",
    },
    "three-suits": {
      name: "Three different suits",
      wording: "No suit twice among the last three cards.",
    },
    "red-count-parity": {
      name: "Parity of the reds",
      wording: "A value of the same parity as the number of red cards in the line.",
    },
    "every-other-heart": {
      name: "Every other a heart",
      wording: "Every other card of the line is a heart (the 2nd, 4th… counting the starter).",
    },
    "position-blocks": {
      name: "Red and black blocks",
      wording: "By position in the line: 1 red (the starter), 2 black, 3 red, 4 black…",
    },
    "always-higher": {
      name: "Always higher",
      wording: "Each card higher than the last.",
    },
  } satisfies Record<PresetId, PresetWords>,
  /** The published works presets come from, as players see them. */
  sources: {
    "golden": "J. Golden, \"Eleusis Express\" (2006)",
    "gardner-1977": "M. Gardner, \"Mathematical Games\", Scientific American, October 1977 (New Eleusis)",
    "gardner-leisure": "M. Gardner, \"Mathematical Leisure\" (Russian edition of his columns)",
    "parlett": "D. Parlett, as quoted in Wikipedia, \"Eleusis (card game)\"",
    "hsw": "HowStuffWorks, \"How to Play Eleusis\"",
    "lfaucon": "the rule list of lfaucon/eleusis (GitHub)",
  } satisfies Record<SourceId, string>,
  /** e.g. "If the top card is red, play an even card; otherwise an odd card." */
  composed: (w: ComposedWording): string => {
    const inner = `if the top card is ${condition[w.if]}, play ${requirement[w.then]}; otherwise ${requirement[w.else]}`;
    return w.afterWrong === null ? `${cap(inner)}.` : `After a right play: ${inner}. After a wrong one, play ${requirement[w.afterWrong]}.`;
  },
};
export type EleusisWordingDict = typeof en;

import type { ComposedWording, ConditionId, RequirementId } from "@/lib/eleusis/robot";

// What a sealed Eleusis rule says in words, read out at the reveal: the robot dealer's composed
// rules (lib/eleusis/robot.ts gives ids). A deal stores this text already rendered in both
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

export const en = {
  /** e.g. "If the top card is red, play an even card; otherwise an odd card." */
  composed: (w: ComposedWording): string => {
    const inner = `if the top card is ${condition[w.if]}, play ${requirement[w.then]}; otherwise ${requirement[w.else]}`;
    return w.afterWrong === null ? `${cap(inner)}.` : `After a right play: ${inner}. After a wrong one, play ${requirement[w.afterWrong]}.`;
  },
};
export type EleusisWordingDict = typeof en;

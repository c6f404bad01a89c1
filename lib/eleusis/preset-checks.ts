import type { PresetId } from "./presets";

/** What the checker (lib/eleusis/lint.ts) says of a ready rule, as the set-up shows it. */
export type PresetCheck = {
  passes: boolean;
  /** Fewest legal cards in any position looked at. */
  min: number;
  /** Positions were sampled (the rule looks deep into the layout), not all tried. */
  sampled: boolean;
  tooEasy: boolean;
};

/**
 * The checker's verdict on every ready rule, worked out ahead: the ready rules never change, and the
 * checker is deterministic (a fixed seed where it samples). With it the set-up page shows a ready
 * rule's verdict without loading the rule language, zod and the checker (that load was the
 * set-up page's largest block of main-thread work); they load when the dealer writes their own rule.
 * tests/unit/eleusis/preset-checks.test.ts runs the checker on each ready rule and compares.
 */
export const PRESET_CHECKS: Readonly<Record<PresetId, PresetCheck>> = {
  "red-black": { passes: true, min: 26, sampled: false, tooEasy: false },
  "suit-cycle": { passes: true, min: 13, sampled: false, tooEasy: false },
  "even-odd": { passes: true, min: 24, sampled: false, tooEasy: false },
  "low-high": { passes: true, min: 24, sampled: false, tooEasy: false },
  "even-red": { passes: true, min: 26, sampled: false, tooEasy: false },
  "steps-1-3": { passes: true, min: 12, sampled: false, tooEasy: false },
  "last-ok-red": { passes: true, min: 26, sampled: false, tooEasy: false },
  "mod-4-suit": { passes: true, min: 13, sampled: false, tooEasy: false },
  "prime-alternate": { passes: true, min: 24, sampled: false, tooEasy: false },
  "higher-until-face": { passes: true, min: 12, sampled: false, tooEasy: false },
  "odd-red": { passes: true, min: 26, sampled: false, tooEasy: false },
  "even-clubs-diamonds": { passes: true, min: 26, sampled: false, tooEasy: false },
  "suit-moods": { passes: true, min: 16, sampled: false, tooEasy: false },
  "parity-colour-suit": { passes: true, min: 13, sampled: false, tooEasy: false },
  "suit-or-value": { passes: true, min: 16, sampled: false, tooEasy: false },
  "change-both": { passes: true, min: 36, sampled: false, tooEasy: false },
  "close-values": { passes: true, min: 16, sampled: false, tooEasy: false },
  "rise-red": { passes: true, min: 26, sampled: false, tooEasy: false },
  "sum-two-parity": { passes: true, min: 26, sampled: false, tooEasy: false },
  "verdict-direction": { passes: true, min: 16, sampled: false, tooEasy: false },
  "three-suits": { passes: true, min: 26, sampled: false, tooEasy: false },
  "red-count-parity": { passes: true, min: 24, sampled: true, tooEasy: false },
  "every-other-heart": { passes: true, min: 13, sampled: true, tooEasy: false },
  "position-blocks": { passes: true, min: 26, sampled: true, tooEasy: false },
  "always-higher": { passes: false, min: 0, sampled: false, tooEasy: false },
};

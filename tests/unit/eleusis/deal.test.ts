import { describe, expect, test } from "vitest";
import { parseCard } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import type { DealAction, DealCore } from "@/lib/eleusis/deal";
import { isLocked } from "@/lib/eleusis/deal";
import { newHand } from "@/lib/eleusis/hand";
import { newRound } from "@/lib/eleusis/new-eleusis/state";
import { reduceRound } from "@/lib/eleusis/new-eleusis/reduce";
import { reduceHand } from "@/lib/eleusis/hand";

// The deal's life (docs/rules.md#eleusis-play: the dealer may look at and change the sealed rule,
// and reveals it at the end) is one piece of code for both variants: the same actions on a fresh
// classic hand and a fresh New Eleusis round do the same things.

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const rule = commitSync("anything", "00112233445566778899aabbccddeeff");
const edited = commitSync("red cards only", "ffeeddccbbaa99887766554433221100");
const anything = () => () => true;
const common = { seats: [0, 1, 2], rule, at: 1, starter: c("KD") };

const variants: [string, (dealer: number | null) => DealCore, (deal: DealCore, a: DealAction) => DealCore][] = [
  ["classic", (dealer) => newHand({ ...common, dealer, hands: 3, cardsPerHand: 3 }), (d, a) => reduceHand(d as ReturnType<typeof newHand>, a, anything)],
  ["New Eleusis", (dealer) => newRound({ ...common, dealer }), (d, a) => reduceRound(d as ReturnType<typeof newRound>, a, anything)],
];

describe.each(variants)("the deal lifecycle, %s", (_name, fresh, reduce) => {
  test("a fresh deal: one commitment, nothing logged, not revealed", () => {
    const deal = fresh(0);
    expect(deal).toMatchObject({ commitments: [{ hash: rule.hash, at: 1 }], log: [], revealedAt: null, nextId: 1, current: null, lastChanges: [] });
    expect(isLocked(deal)).toBe(false);
  });

  test("a dealer's peek and rule edit are logged; a robot deal has neither", () => {
    let deal = reduce(fresh(0), { type: "peek", at: 5 });
    deal = reduce(deal, { type: "editRule", rule: edited, presetId: null, wording: null, playedAnyway: true, at: 6 });
    expect(deal.log).toEqual([{ kind: "peek", at: 5 }, { kind: "edit", at: 6 }]);
    expect(deal.commitments.map((k) => k.hash)).toEqual([rule.hash, edited.hash]);
    expect(deal.playedAnyway).toBe(true);
    const robot = fresh(null);
    expect(reduce(robot, { type: "peek", at: 5 })).toBe(robot);
    expect(reduce(robot, { type: "editRule", rule: edited, presetId: null, wording: null, playedAnyway: false, at: 6 })).toBe(robot);
  });

  test("no reveal before the deal has ended", () => {
    const deal = fresh(0);
    expect(reduce(deal, { type: "reveal", at: 9 })).toBe(deal);
  });
});

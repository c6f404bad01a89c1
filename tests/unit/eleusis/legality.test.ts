import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import type { Card, HandCount } from "@/lib/eleusis/cards";
import { ALL_CARDS, HAND_COUNTS, parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import type { HandState, JudgeFn, PlayInput } from "@/lib/eleusis/hand";
import { newHand, reduceHand } from "@/lib/eleusis/hand";
import type { CardRefusal } from "@/lib/eleusis/replay";
import { cardRefusal, refusal, replay } from "@/lib/eleusis/replay";

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(`bad card ${text}`);
  return r.value;
};

describe("the one legality check", () => {
  // Positions written out by hand: line = main line, seats = what each seat holds.
  test.each<[string, HandCount, { line: string[]; seats: Array<{ hand: number; errors: string[] }>; phase: 1 | 2 }, number, string, PlayInput["source"], CardRefusal | null]>([
    ["a removed 2 in a 5-hand deck", 5, { line: ["5C"], seats: [{ hand: 3, errors: [] }], phase: 1 }, 0, "2C", "hand", "not-in-deck"],
    ["one deck: the card is on the line", 3, { line: ["5C", "7D"], seats: [{ hand: 3, errors: [] }], phase: 1 }, 0, "7D", "hand", "on-table"],
    ["one deck: the card is someone's error card", 3, { line: ["5C"], seats: [{ hand: 3, errors: [] }, { hand: 2, errors: ["9H"] }], phase: 1 }, 0, "9H", "hand", "on-table"],
    ["two decks: both copies out", 7, { line: ["5C", "7D"], seats: [{ hand: 3, errors: ["7D"] }], phase: 1 }, 0, "7D", "hand", "too-many-copies"],
    // 7 hands = two decks with one 2♥ taken out, so a second 2♥ does not exist
    ["two decks, a card the deal left one of: its only copy is out", 7, { line: ["5C", "2H"], seats: [{ hand: 3, errors: [] }], phase: 1 }, 0, "2H", "hand", "only-copy"],
    ["two decks: one copy out", 7, { line: ["5C", "7D"], seats: [{ hand: 3, errors: [] }], phase: 1 }, 0, "7D", "hand", null],
    ["an empty hand", 3, { line: ["5C"], seats: [{ hand: 0, errors: [] }], phase: 2 }, 0, "8S", "hand", "no-card-in-hand"],
    ["a seat that does not exist", 3, { line: ["5C"], seats: [{ hand: 3, errors: [] }], phase: 1 }, 4, "8S", "hand", "no-card-in-hand"],
    ["someone else's error card", 3, { line: ["5C"], seats: [{ hand: 0, errors: [] }, { hand: 0, errors: ["9H"] }], phase: 2 }, 0, "9H", "error", "on-table"],
    ["an error card nobody holds", 3, { line: ["5C"], seats: [{ hand: 0, errors: [] }], phase: 2 }, 0, "9H", "error", "no-such-error-card"],
    ["an own error card while the hand still has cards", 3, { line: ["5C"], seats: [{ hand: 1, errors: ["9H"] }], phase: 1 }, 0, "9H", "error", "hand-not-empty"],
    ["an own error card in phase 2", 3, { line: ["5C"], seats: [{ hand: 1, errors: ["9H"] }], phase: 2 }, 0, "9H", "error", null],
  ])("%s", (_name, hands, pos, seat, card, source, expected) => {
    const position = { line: pos.line.map(c), seats: pos.seats.map((s) => ({ hand: s.hand, errors: s.errors.map(c) })), phase: pos.phase };
    expect(cardRefusal(hands, position, position.seats[seat], { card: c(card), source })).toBe(expected);
  });
});

describe("one legality check for the keypad, the reducer and the replay", () => {
  // The keypad asks `refusal` before offering a card; the reducer asks it again and refuses the same
  // plays; a refused play found in a stored hand anyway (saved before the reducer refused, or made
  // impossible by a later correction) is exactly a play the replay flags.
  const anything: JudgeFn = (card, { line }) => line.length === 0 || (card.rank.length + line.length) % 3 !== 0;
  const resolve = () => anything;
  const FLAG: Record<CardRefusal, string> = {
    "not-in-deck": "too-many-copies",
    "on-table": "too-many-copies",
    "only-copy": "too-many-copies",
    "too-many-copies": "too-many-copies",
    "no-card-in-hand": "no-card-in-hand",
    "no-such-error-card": "no-such-error-card",
    "hand-not-empty": "hand-not-empty",
  };
  const sealed = (hands: HandCount) =>
    newHand({
      hands,
      seats: Array.from({ length: hands }, (_, i) => i),
      dealer: 0,
      rule: commitSync("anything", "00112233445566778899aabbccddeeff"),
      at: 0,
      cardsPerHand: 3,
      starter: c("KD"),
    });

  test("random plays, legal or not, in every deck size", () => {
    const input = fc.record({
      seat: fc.nat(7),
      // A few cards only, so copies collide often; the 2s are removed in some deck sizes.
      card: fc.constantFrom(...ALL_CARDS.filter((k) => ["2", "7", "Q"].includes(k.rank) && k.suit !== "clubs")),
      source: fc.constantFrom<PlayInput["source"]>("hand", "hand", "error"),
    });
    fc.assert(
      fc.property(fc.constantFrom(...HAND_COUNTS), fc.array(input, { maxLength: 40 }), (hands, inputs) => {
        let hand: HandState = sealed(hands);
        for (const { seat, ...rest } of inputs) {
          const play = { seat: seat % hands, ...rest };
          const before = replay(hand);
          if (before.end) break;
          const refused = refusal(hand, before, play);
          const reduced = reduceHand(hand, { type: "play", ...play }, resolve);
          expect(reduced === hand).toBe(refused !== null);
          const forced: HandState = { ...hand, plays: [...hand.plays, { id: hand.nextId, ...play, ok: true }], nextId: hand.nextId + 1 };
          const flag = replay(forced).flags.find((f) => f.index === forced.plays.length - 1)?.flag ?? null;
          expect(flag).toBe(refused === null ? null : FLAG[refused as CardRefusal]);
          hand = refused === null ? reduced : forced;
        }
      }),
      { numRuns: 300 },
    );
  });

  test("the classic reducer refuses a second 7♦ from one deck and a starter the deck lacks: the hand is unchanged", () => {
    // docs/rules.md#eleusis-play: a 3-hand game plays with one deck, so each card exists once.
    let hand = sealed(3);
    hand = reduceHand(hand, { type: "play", seat: 0, card: c("7D"), source: "hand" }, resolve);
    expect(hand.plays).toHaveLength(1);
    const again = reduceHand(hand, { type: "play", seat: 1, card: c("7D"), source: "hand" }, resolve);
    expect(again).toBe(hand);
    expect(refusal(hand, replay(hand), { seat: 1, card: c("7D"), source: "hand" })).toBe("on-table");
    // A 5-hand game has the 2♣ taken out of its deck (DECK_TABLE).
    const five = { ...sealed(5), starter: null };
    expect(reduceHand(five, { type: "setStarter", card: c("2C") }, resolve)).toBe(five);
    expect(reduceHand(five, { type: "setStarter", card: c("3C") }, resolve).starter).toEqual(c("3C"));
  });
});

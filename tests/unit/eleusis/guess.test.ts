/**
 * The guess tester: a player's guess checked against the public layout only.
 * Property: the sealed rule itself always fits a layout it produced; any other rule is caught at
 * the first observation where it and the table disagree.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Card } from "@/lib/eleusis/cards";
import { ALL_CARDS, parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import type { GuessJudge, Observation, PublicLayout } from "@/lib/eleusis/guess";
import { classicLayout, newRoundLayout, testGuess } from "@/lib/eleusis/guess";
import type { EventInput, RoundState } from "@/lib/eleusis/new-eleusis";
import { judgeSequence, newRound, playableCards, reduceRound, replay } from "@/lib/eleusis/new-eleusis";
import { PRESETS } from "@/lib/eleusis/presets";
import { compileRule } from "@/lib/eleusis/rule-language";
import { RULE_BANK } from "./rule-bank";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(`bad card ${text}`);
  return r.value;
};
const cs = (text: string): Card[] => text.split(" ").map(c);
function judgeOf(text: string): GuessJudge {
  const r = compileRule(text);
  if (!r.ok) throw new Error(`rule ${text}: ${ruleLanguage.en.error(r.error.message)}`);
  return r.value.judge;
}

describe("a guess against a classic layout", () => {
  // Starter 5♣; 7♦ right, 8♥ wrong, 3♠ right, 9♠ wrong (sealed: colours alternate).
  const layout = classicLayout({
    starter: c("5C"),
    plays: [
      { card: c("7D"), ok: true },
      { card: c("8H"), ok: false },
      { card: c("3S"), ok: true },
      { card: c("9S"), ok: false },
    ],
  });
  test("the sealed rule's wording fits every card so far", () => {
    expect(testGuess(judgeOf("card.color != prev.color"), layout)).toEqual({ fits: true, checked: 4 });
  });
  test("a guess that disagrees is caught at the first disagreeing card, with both verdicts", () => {
    // "red only": 7♦ fits, 8♥ the guess calls right but the table said wrong.
    expect(testGuess(judgeOf("card.red"), layout)).toEqual({
      fits: false,
      at: { observation: 1, card: c("8H"), cardIndex: 0, guessOk: true, tableOk: false },
    });
  });
});

describe("a guess against a New Eleusis layout: sequences, dealer-placed cards, shown hands", () => {
  const alt = judgeOf("card.color != prev.color");
  let r: RoundState = newRound({
    seats: [1, 2, 3, 4],
    dealer: 0,
    rule: commitSync("card.color != prev.color", "00112233445566778899aabbccddeeff"),
    at: 1,
    starter: c("5C"),
  });
  const act = (a: Parameters<typeof reduceRound>[1]) => (r = reduceRound(r, a, () => alt));
  act({ type: "play", seat: 0, cards: cs("7D 3S 9H"), call: null }); // right sequence
  act({ type: "play", seat: 1, cards: cs("2S 4H 6H"), call: null }); // wrong sequence (6♥ on 4♥)
  act({ type: "setHandCount", seat: 2, count: 5 });
  act({ type: "noPlay", seat: 2, hand: cs("2D 4H 10D 8D QH"), call: null }); // right: all red on 9♥
  act({ type: "setHandCount", seat: 3, count: 3 });
  act({ type: "noPlay", seat: 3, hand: cs("2D JS 10D"), call: null }); // wrong: J♠ placed
  const layout = newRoundLayout(r.events, replay(r));
  test("the layout lists every public fact", () => {
    expect(layout.observations.map((o) => [o.kind, o.ok])).toEqual([
      ["play", true],
      ["play", false],
      ["noPlay", true],
      ["noPlay", false],
      ["placed", true],
    ]);
  });
  test("the sealed rule fits; a wrong sequence the guess accepts is reported as a whole play", () => {
    expect(testGuess(alt, layout).fits).toBe(true);
    const report = testGuess(judgeOf("true"), layout);
    expect(report).toEqual({ fits: false, at: { observation: 1, card: null, cardIndex: null, guessOk: true, tableOk: false } });
  });
  test("a card of a shown hand the guess would accept is caught", () => {
    // "alternate, or any 4": agrees on both sequences, but would take 4♥ from the hand shown on 9♥.
    const guess = judgeOf("card.color != prev.color or card.value == 4");
    expect(testGuess(guess, layout)).toEqual({ fits: false, at: { observation: 2, card: c("4H"), cardIndex: 1, guessOk: true, tableOk: true } });
    // "alternate, but never a jack": the hand shown on the wrong "no play" (2♦ J♠ 10♦) has no card for it.
    const noJacks = judgeOf("card.color != prev.color and card.value != 11");
    expect(testGuess(noJacks, layout)).toEqual({ fits: false, at: { observation: 3, card: null, cardIndex: null, guessOk: true, tableOk: false } });
    const onlyHearts = judgeOf("card.suit == hearts");
    expect(testGuess(onlyHearts, layout)).toMatchObject({ fits: false, at: { observation: 0, card: c("7D"), cardIndex: 0, guessOk: false } });
  });
});

// ---- property ----------------------------------------------------------------------------

const RULES = [
  ...PRESETS.map((p) => p.rule),
  ...RULE_BANK.flatMap((b) => (b.rule ? [b.rule] : [])).filter((_, i) => i % 4 === 0),
].filter((text) => compileRule(text).ok);

/** Deterministic small PRNG for the simulated table. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** A New Eleusis round played at random under a sealed rule: single cards, sequences, "no play"s. */
function simulate(ruleText: string, seed: number): RoundState {
  const judge = judgeOf(ruleText);
  const rand = rng(seed);
  const pick = () => ALL_CARDS[Math.floor(rand() * 52)] as Card;
  let r = newRound({
    seats: [1, 2, 3, 4, 5],
    dealer: 0,
    rule: commitSync(ruleText, "00112233445566778899aabbccddeeff"),
    at: 1,
    starter: pick(),
  });
  for (let step = 0; step < 40; step++) {
    const v = replay(r);
    if (v.end || v.toPlay === null) break;
    const seat = v.toPlay;
    const hand = v.seats[seat]?.hand ?? 0;
    const roll = rand();
    let input: EventInput;
    if (roll < 0.1 && hand <= 18) input = { type: "noPlay", seat, hand: Array.from({ length: hand }, pick), call: null };
    else input = { type: "play", seat, cards: Array.from({ length: 1 + Math.floor(rand() * Math.min(4, hand)) }, pick), call: null };
    const next = reduceRound(r, input, () => judge);
    r = next === r ? reduceRound(r, { type: "play", seat, cards: [pick()], call: null }, () => judge) : next;
  }
  return r;
}

/** Reference: the guess's own verdict on each observation, compared with the table's. */
function firstDisagreement(layout: PublicLayout, guess: GuessJudge): number {
  return layout.observations.findIndex((o: Observation) => {
    const line = layout.line.slice(0, o.lineLength);
    if (o.kind === "noPlay") return (playableCards(o.cards, line, o.lastOk, guess).length === 0) !== o.ok;
    return judgeSequence(o.cards, line, o.lastOk, guess) !== o.ok;
  });
}

describe("property: guess = sealed rule always fits; another rule is caught at the first disagreement", () => {
  test(`over ${RULES.length} rules and random tables`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: RULES.length - 1 }),
        fc.integer({ min: 0, max: RULES.length - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (sealedIndex, otherIndex, seed) => {
          const sealed = RULES[sealedIndex] as string;
          const round = simulate(sealed, seed);
          const layout = newRoundLayout(round.events, replay(round));
          expect(testGuess(judgeOf(sealed), layout).fits).toBe(true);
          const other = judgeOf(RULES[otherIndex] as string);
          const ref = firstDisagreement(layout, other);
          const report = testGuess(other, layout);
          if (ref === -1) expect(report.fits).toBe(true);
          else {
            expect(report).toMatchObject({ fits: false, at: { observation: ref } });
            const o = layout.observations[ref];
            if (!report.fits && o && o.kind !== "noPlay" && o.cards.length === 1) expect(report.at.card).toEqual(o.cards[0]);
          }
        },
      ),
      { numRuns: 60, seed: 11 },
    );
  });
  test("classic layouts too", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: RULES.length - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (i, seed) => {
        const judge = judgeOf(RULES[i] as string);
        const rand = rng(seed);
        const starter = ALL_CARDS[seed % 52] as Card;
        const line = [starter];
        const plays: Array<{ card: Card; ok: boolean }> = [];
        let lastOk = true;
        for (let k = 0; k < 30; k++) {
          const card = ALL_CARDS[Math.floor(rand() * 52)] as Card;
          const ok = judge(card, { line, lastOk });
          plays.push({ card, ok });
          if (ok) line.push(card);
          lastOk = ok;
        }
        expect(testGuess(judge, classicLayout({ starter, plays })).fits).toBe(true);
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});

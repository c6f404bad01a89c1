import { describe, expect, test } from "vitest";
import {
  ALL_CARDS, DECK_TABLE, HAND_COUNTS, RANKS, SUITS, cardIndex, cardKey, color, copiesOf, deckCounts,
  isFace, isHigh, isLow, isPrime, parseCard, parseCards, printCard, step, value,
} from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";

const c = (rank: Card["rank"], suit: Card["suit"]): Card => ({ rank, suit });

describe("values and attributes", () => {
  test("A = 1 … K = 13", () => {
    expect(RANKS.map((r) => value(r))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
  test("colours: hearts and diamonds are red", () => {
    expect(SUITS.map((s) => color(c("A", s)))).toEqual(["black", "red", "red", "black"]);
  });
  test("low A–7, high 8–K, faces J Q K, primes 2 3 5 7 J K", () => {
    expect(RANKS.filter((r) => isLow(c(r, "clubs")))).toEqual(["A", "2", "3", "4", "5", "6", "7"]);
    expect(RANKS.filter((r) => isHigh(c(r, "clubs")))).toEqual(["8", "9", "10", "J", "Q", "K"]);
    expect(RANKS.filter((r) => isFace(c(r, "clubs")))).toEqual(["J", "Q", "K"]);
    expect(RANKS.filter((r) => isPrime(c(r, "clubs")))).toEqual(["2", "3", "5", "7", "J", "K"]);
  });
  test("steps wrap K → A → 2", () => {
    expect(step(13, 1)).toBe(1);
    expect(step(13, 2)).toBe(2);
    expect(step(5, 5)).toBe(0);
    expect(step(2, 1)).toBe(12);
  });
  test("52 distinct cards with indices 0..51 and distinct keys", () => {
    expect(ALL_CARDS).toHaveLength(52);
    expect(ALL_CARDS.map(cardIndex)).toEqual([...Array(52).keys()]);
    expect(new Set(ALL_CARDS.map(cardKey)).size).toBe(52);
  });
});

describe("notations", () => {
  test.each([
    ["10♥", c("10", "hearts")], ["QS", c("Q", "spades")], ["tc", c("10", "clubs")], ["10h", c("10", "hearts")],
    ["AS", c("A", "spades")], ["a♠", c("A", "spades")], ["K♦️", c("K", "diamonds")], ["7 ♣", c("7", "clubs")],
    ["Дh", c("Q", "hearts")], ["Т♠", c("A", "spades")], ["jd", c("J", "diamonds")],
  ])("parses %s", (text, card) => {
    expect(parseCard(text)).toEqual({ ok: true, value: card });
  });
  test.each([
    ["", "empty"], ["11h", "bad-rank"], ["Qx", "bad-suit"], ["♥", "bad-rank"], ["Q", "bad-suit"], ["10♥♥♥♥", "too-long"],
  ])("refuses %j with %s", (text, code) => {
    const r = parseCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
  test("print and parse round-trip in both notations for all 52", () => {
    for (const card of ALL_CARDS) {
      expect(parseCard(printCard(card))).toEqual({ ok: true, value: card });
      expect(parseCard(printCard(card, "letter"))).toEqual({ ok: true, value: card });
    }
    expect(printCard(c("10", "hearts"))).toBe("10♥");
    expect(printCard(c("Q", "spades"), "letter")).toBe("QS");
  });
  test("a list of cards, with the index of the first bad one", () => {
    expect(parseCards("10♥ QS, tc")).toEqual({ ok: true, value: [c("10", "hearts"), c("Q", "spades"), c("10", "clubs")] });
    const bad = parseCards("10♥ Zz tc");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.index).toBe(1);
  });
});

describe("deck table (docs/rules.md#eleusis-deck)", () => {
  test.each(HAND_COUNTS.map((h) => [h]))("%i hands: counts add up, every hand plus the starter", (hands) => {
    const spec = DECK_TABLE[hands];
    const counts = deckCounts(hands);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(spec.total);
    expect(spec.decks * 52 - spec.removed.length).toBe(spec.total);
    expect(spec.cardsPerHand * hands + 1).toBe(spec.total);
    expect([...counts.values()].every((n) => n >= 0 && n <= spec.decks)).toBe(true);
  });
  test("two decks mean duplicates; removed twos", () => {
    expect(copiesOf(3, c("2", "clubs"))).toBe(1);
    expect(copiesOf(5, c("2", "clubs"))).toBe(0);
    expect(copiesOf(4, c("2", "hearts"))).toBe(1);
    expect(copiesOf(7, c("2", "hearts"))).toBe(1);
    expect(copiesOf(7, c("2", "clubs"))).toBe(0);
    expect(copiesOf(7, c("K", "clubs"))).toBe(2);
    expect(copiesOf(8, c("2", "spades"))).toBe(1);
    expect(copiesOf(8, c("2", "hearts"))).toBe(0);
  });
});

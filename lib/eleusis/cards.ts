/** Cards of Eleusis: ranks, suits, colours, values, notations, and the deck table (docs/rules.md#eleusis-cards, #eleusis-deck). */
import type { Result } from "@/lib/result";

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

export const SUITS = ["clubs", "diamonds", "hearts", "spades"] as const;
export type Suit = (typeof SUITS)[number];

export const COLORS = ["red", "black"] as const;
export type Color = (typeof COLORS)[number];

export type Card = { readonly rank: Rank; readonly suit: Suit };

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
export const SUIT_LETTER: Readonly<Record<Suit, string>> = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };

/** Value of a card or rank: A = 1 … K = 13, e.g. value({ rank: "Q", suit: "spades" }) === 12. */
export function value(card: Card | Rank): number {
  const rank = typeof card === "string" ? card : card.rank;
  return RANKS.indexOf(rank) + 1;
}

export function rankOfValue(v: number): Rank | undefined {
  return Number.isInteger(v) ? RANKS[v - 1] : undefined;
}

/** Red = ♥ ♦, black = ♠ ♣. */
export function suitColor(suit: Suit): Color {
  return suit === "hearts" || suit === "diamonds" ? "red" : "black";
}
export function color(card: Card): Color {
  return suitColor(card.suit);
}

export const PRIME_VALUES: readonly number[] = [2, 3, 5, 7, 11, 13];
export const isEven = (c: Card): boolean => value(c) % 2 === 0;
export const isOdd = (c: Card): boolean => value(c) % 2 === 1;
/** Low = A–7, high = 8–K (docs/rules.md#eleusis-cards). */
export const isLow = (c: Card): boolean => value(c) <= 7;
export const isHigh = (c: Card): boolean => value(c) >= 8;
export const isFace = (c: Card): boolean => value(c) >= 11;
export const isPrime = (c: Card): boolean => PRIME_VALUES.includes(value(c));

/** Steps up from a to b around the circle K → A → 2 (0 … 12), e.g. step(K, 2) === 2. */
export function step(from: number, to: number): number {
  return (((to - from) % 13) + 13) % 13;
}

/** The 52 distinct cards, ordered by suit then value; index = cardIndex(card). */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));

export function cardIndex(card: Card): number {
  return SUITS.indexOf(card.suit) * 13 + value(card) - 1;
}

/** Stable short key, e.g. "10H", "QS". */
export type CardKey = string;
export function cardKey(card: Card): CardKey {
  return card.rank + SUIT_LETTER[card.suit];
}

export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

export type Notation = "symbol" | "letter";
/** e.g. printCard(ten of hearts) === "10♥", printCard(queen of spades, "letter") === "QS". */
export function printCard(card: Card, notation: Notation = "symbol"): string {
  return card.rank + (notation === "symbol" ? SUIT_SYMBOL[card.suit] : SUIT_LETTER[card.suit]);
}

export const CARD_ERROR_CODES = ["empty", "bad-rank", "bad-suit", "too-long"] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];
/** A card that cannot be read: the code says why; the pages say it in words (e.g. eleusisWorkshop[lang].tryIt.badCard). */
export type CardError = { code: CardErrorCode; text: string };

const SUIT_INPUT: Readonly<Record<string, Suit>> = {
  "♣": "clubs", "♧": "clubs", c: "clubs",
  "♦": "diamonds", "♢": "diamonds", d: "diamonds",
  "♥": "hearts", "♡": "hearts", h: "hearts",
  "♠": "spades", "♤": "spades", s: "spades",
};

const RANK_INPUT: Readonly<Record<string, Rank>> = {
  a: "A", "1": "A", t: "10", j: "J", q: "Q", k: "K",
  // Russian table notation: Т(туз) В(валет) Д(дама) К(король)
  "т": "A", "в": "J", "д": "Q", "к": "K",
  ...Object.fromEntries(RANKS.filter((r) => /^\d+$/.test(r)).map((r) => [r, r])),
};

/** Parses one card in either notation: "10♥", "QS", "tc", "10h", "A♠". Never throws. */
export function parseCard(text: string): Result<Card, CardError> {
  const t = text.replace(/[\uFE0E\uFE0F\s]/g, "").toLowerCase();
  if (t.length === 0) return { ok: false, error: { code: "empty", text } };
  if (t.length > 4) return { ok: false, error: { code: "too-long", text } };
  const suitChar = t.slice(-1);
  const suit = Object.hasOwn(SUIT_INPUT, suitChar) ? SUIT_INPUT[suitChar] : undefined;
  const rankText = t.slice(0, -1);
  if (rankText.length === 0) {
    return { ok: false, error: { code: suit ? "bad-rank" : "bad-suit", text } };
  }
  const rank = Object.hasOwn(RANK_INPUT, rankText) ? RANK_INPUT[rankText] : undefined;
  if (!rank) return { ok: false, error: { code: "bad-rank", text } };
  if (!suit) return { ok: false, error: { code: "bad-suit", text } };
  return { ok: true, value: { rank, suit } };
}

/** Parses cards separated by spaces or commas, e.g. "10♥ QS, tc". */
export function parseCards(text: string): Result<Card[], CardError & { index: number }> {
  const parts = text.replace(/[\uFE0E\uFE0F]/g, "").split(/[\s,;]+/).filter((p) => p.length > 0);
  const cards: Card[] = [];
  for (const [index, part] of parts.entries()) {
    const r = parseCard(part);
    if (!r.ok) return { ok: false, error: { ...r.error, index } };
    cards.push(r.value);
  }
  return { ok: true, value: cards };
}

// ---- Deck table by number of hands (dealer not counted), docs/rules.md#eleusis-deck ----

export const HAND_COUNTS = [3, 4, 5, 6, 7, 8] as const;
export type HandCount = (typeof HAND_COUNTS)[number];

export type DeckSpec = {
  hands: HandCount;
  decks: 1 | 2;
  /** Cards taken out before the deal; a card listed twice is taken out twice. */
  removed: readonly Card[];
  cardsPerHand: number;
  /** Cards in play: decks × 52 − removed. */
  total: number;
};

const two = (suit: Suit): Card => ({ rank: "2", suit });

export const DECK_TABLE: Readonly<Record<HandCount, DeckSpec>> = {
  3: { hands: 3, decks: 1, removed: [], cardsPerHand: 17, total: 52 },
  4: { hands: 4, decks: 1, removed: [two("spades"), two("clubs"), two("diamonds")], cardsPerHand: 12, total: 49 },
  5: { hands: 5, decks: 1, removed: [two("clubs")], cardsPerHand: 10, total: 51 },
  6: { hands: 6, decks: 1, removed: [two("spades"), two("clubs"), two("diamonds")], cardsPerHand: 8, total: 49 },
  7: {
    hands: 7, decks: 2,
    removed: [two("clubs"), two("clubs"), two("diamonds"), two("diamonds"), two("hearts")],
    cardsPerHand: 14, total: 99,
  },
  8: {
    hands: 8, decks: 2,
    removed: [two("clubs"), two("clubs"), two("diamonds"), two("diamonds"), two("hearts"), two("hearts"), two("spades")],
    cardsPerHand: 12, total: 97,
  },
};

export function isHandCount(n: number): n is HandCount {
  return (HAND_COUNTS as readonly number[]).includes(n);
}

/** How many copies of each card exist in a game with this many hands, keyed by cardKey (0 for removed). */
export function deckCounts(hands: HandCount): ReadonlyMap<CardKey, number> {
  const spec = DECK_TABLE[hands];
  const counts = new Map<CardKey, number>(ALL_CARDS.map((c) => [cardKey(c), spec.decks]));
  for (const c of spec.removed) counts.set(cardKey(c), (counts.get(cardKey(c)) ?? 0) - 1);
  return counts;
}

/** Every deck's counts, computed once as the module loads (a constant table, not a cache). */
const COUNTS: ReadonlyMap<HandCount, ReadonlyMap<CardKey, number>> = new Map(HAND_COUNTS.map((hands) => [hands, deckCounts(hands)]));
/** Copies of one card in a game with this many hands, e.g. copiesOf(5, 2♣) === 0. */
export function copiesOf(hands: HandCount, card: Card): number {
  return COUNTS.get(hands)?.get(cardKey(card)) ?? 0;
}

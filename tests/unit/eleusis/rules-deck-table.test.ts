import { describe, expect, test } from "vitest";
import type { DeckSpec, HandCount } from "@/lib/eleusis/cards";
import { DECK_TABLE, HAND_COUNTS, cardKey, parseCard } from "@/lib/eleusis/cards";
import { deckTableRows, eleusisRules } from "@/lib/i18n/dict/rules-eleusis";
import { LOCALES } from "@/lib/i18n/locales";

// The rules page's deck table is what the app deals and counts (DECK_TABLE), in both languages.

const deckSection = (lang: (typeof LOCALES)[number]) => eleusisRules[lang].sections.find((s) => s.table?.[1]?.[0] === "3");

describe("the Eleusis rules page's deck table", () => {
  test.each(LOCALES)("%s: one row per number of hands, with the code's cards, removed cards and cards per hand", (lang) => {
    const rows = deckSection(lang)?.table?.slice(1) ?? [];
    expect(rows.map((r) => Number(r[0]))).toEqual([...HAND_COUNTS]);
    for (const [hands, cards, removed, perHand] of rows) {
      const spec = DECK_TABLE[Number(hands) as HandCount];
      expect(Number.parseInt(cards ?? "", 10)).toBe(spec.total);
      expect(Number(perHand)).toBe(spec.cardsPerHand);
      // Every removed card, as many times as the table removes it ("both 2♣" = two).
      const named = [...(removed ?? "").matchAll(/(?:(both|обе|one|одну) )?(\d+|[JQKA])([♠♣♦♥])/g)].flatMap((m) => {
        const card = parseCard(`${m[2]}${m[3]}`);
        if (!card.ok) throw new Error(m[0]);
        return m[1] === "both" || m[1] === "обе" ? [card.value, card.value] : [card.value];
      });
      expect(named.map(cardKey).sort()).toEqual(spec.removed.map(cardKey).sort());
    }
  });

  test("the rows follow the code's table: a changed table gives changed rows", () => {
    const changed: Record<HandCount, DeckSpec> = { ...DECK_TABLE, 5: { ...DECK_TABLE[5], removed: [], cardsPerHand: 11, total: 52 } };
    expect(deckTableRows("en", changed)[2]).toEqual(["5", "52", "—", "11"]);
    expect(deckTableRows("en")).toEqual([
      ["3", "52 (one deck)", "—", "17"],
      ["4", "49", "2♠ 2♣ 2♦", "12"],
      ["5", "51", "2♣", "10"],
      ["6", "49", "2♠ 2♣ 2♦", "8"],
      ["7", "99 (two decks)", "both 2♣, both 2♦, one 2♥", "14"],
      ["8", "97", "both 2♣, both 2♦, both 2♥, one 2♠", "12"],
    ]);
  });
});

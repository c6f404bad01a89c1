import { DECK_TABLE, printCard } from "@/lib/eleusis/cards";
import type { HandCount } from "@/lib/eleusis/cards";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/** What to deal, from docs/rules.md#eleusis-deck. */
export function DeckTable({ lang, hands }: { lang: Locale; hands: HandCount }) {
  const t = eleusisDict[lang].setup;
  const spec = DECK_TABLE[hands];
  return (
    <section aria-labelledby="deck-title" className="rounded-xl border border-stone-300 p-3 dark:border-stone-600" data-testid="deck-table">
      <h2 id="deck-title" className="font-bold">
        {t.deck}: {t.hands(hands)}, {t.decks(spec.decks)}
      </h2>
      <p>
        {t.removed}: {spec.removed.length > 0 ? spec.removed.map((c) => printCard(c)).join(" ") : t.nothingRemoved}
      </p>
      <p>{t.perHand(spec.cardsPerHand)}</p>
    </section>
  );
}

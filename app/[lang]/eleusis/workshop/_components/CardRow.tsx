import { CardTile } from "@/app/_components/CardTile";
import type { Card } from "@/lib/eleusis/cards";

/** A short row of small card faces, e.g. the cards of a checker position. */
export function CardRow({ cards, max = 3 }: { cards: readonly Card[]; max?: number }) {
  const shown = cards.slice(-max);
  return (
    <span className="inline-flex items-center gap-1">
      {cards.length > shown.length ? <span aria-hidden="true">…</span> : null}
      {shown.map((c, i) => (
        <CardTile key={`${i}-${c.rank}-${c.suit}`} rank={c.rank} suit={c.suit} size="sm" />
      ))}
    </span>
  );
}

import { CardTile } from "@/app/_components/CardTile";
import { printCard } from "@/lib/eleusis/cards";
import type { HandView } from "@/lib/eleusis/judge";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/** The main line in order, each wrong play under the card it followed (history). */
export function LayoutView({
  lang,
  view,
  names,
  highlight = null,
}: {
  lang: Locale;
  view: HandView;
  names: readonly string[];
  /** A play the guess tester disagrees with: ringed on the layout. */
  highlight?: number | null;
}) {
  const t = eleusisDict[lang].layout;
  return (
    <section aria-labelledby="layout-title" className="flex flex-col gap-2">
      <h2 id="layout-title" className="text-xl font-bold">
        {t.title}
      </h2>
      <p className="text-sm">{t.mainLine}</p>
      {view.layout.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol data-testid="main-line" className="flex gap-2 overflow-x-auto pb-2" tabIndex={0} aria-label={t.mainLine}>
          {view.layout.map((col, i) => (
            <li key={i} className="flex shrink-0 flex-col items-center gap-1" data-card={printCard(col.card)}>
              <span className="text-xs">{col.play === null ? t.starter : `#${col.play + 1}`}</span>
              <span data-guess={col.play !== null && col.play === highlight ? "disagree" : undefined} className={col.play !== null && col.play === highlight ? "rounded-lg ring-4 ring-bad" : undefined}>
                <CardTile rank={col.card.rank} suit={col.card.suit} size="md" />
              </span>
              {col.wrong.length > 0 ? (
                <ul className="flex flex-col items-center gap-1" aria-label={`${printCard(col.card)} ✗`}>
                  {col.wrong.map((w) => (
                    <li key={w.play} className="flex flex-col items-center text-xs" data-guess={w.play === highlight ? "disagree" : undefined}>
                      <span className={w.play === highlight ? "rounded-lg ring-4 ring-bad" : undefined}>
                        <CardTile rank={w.card.rank} suit={w.card.suit} size="sm" muted label={`✗ ${printCard(w.card)} #${w.play + 1} ${names[w.seat] ?? ""}`} />
                      </span>
                      <span aria-hidden="true" className="max-w-12 truncate">
                        {names[w.seat]}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import type { Locale } from "@/lib/i18n/locales";
import { FoldedDetails } from "@/app/_components/FoldedDetails";

function Rows({ rows }: { rows: readonly { code: string; text: string }[] }) {
  return (
    <dl className="flex flex-col gap-2">
      {rows.map((r) => (
        <div key={r.code} className="flex flex-col">
          <dt>
            <code className="break-words font-mono text-sm">{r.code}</code>
          </dt>
          <dd className="text-sm text-stone-700 dark:text-stone-300">{r.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A folded cheat sheet of the rule language, in the reader's language (rendered once opened). */
export function LanguageReference({ lang }: { lang: Locale }) {
  const t = eleusisWorkshop[lang].reference;
  return (
    <FoldedDetails
      className="rounded-xl border border-stone-200 p-3 dark:border-stone-700"
      summary={<summary className="min-h-11 cursor-pointer content-center font-semibold">{t.heading}</summary>}
    >
      <div className="mt-2 flex flex-col gap-3">
        <Rows rows={t.rows} />
        <h3 className="font-semibold">{t.examples}</h3>
        <Rows rows={t.exampleRows} />
      </div>
    </FoldedDetails>
  );
}

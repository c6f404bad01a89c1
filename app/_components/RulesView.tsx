import type { RulesDoc } from "@/lib/i18n/rules-doc";

/** Renders a rules page from data; house rules (settled ambiguities) are marked as such.
 * Keys are positions (the text never reorders): a paragraph as its own key would travel a second
 * time in the page's payload (the Eleusis rules page's HTML). */
export function RulesView({ doc, houseRuleLabel }: { doc: RulesDoc; houseRuleLabel: string }) {
  return (
    <article className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">{doc.title}</h1>
        <p className="mt-2 text-lg">{doc.intro}</p>
      </header>
      {doc.sections.map((s, i) => (
        <section key={s.heading} className={i === 0 ? "flex flex-col gap-2" : "lazy-section flex flex-col gap-2"}>
          <h2 className="text-xl font-bold">{s.heading}</h2>
          {s.paragraphs?.map((p, n) => (
            <p key={n}>{p}</p>
          ))}
          {s.items ? (
            <ul className="list-disc pl-6">
              {s.items.map((i, n) => (
                <li key={n}>{i}</li>
              ))}
            </ul>
          ) : null}
          {s.table && s.table.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="min-w-full border-collapse text-left text-sm">
                <thead>
                  <tr>
                    {s.table[0]!.map((h, n) => (
                      <th key={n} scope="col" className="border-b border-stone-400 px-2 py-1 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.table.slice(1).map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, c) => (
                        <td key={c} className="border-b border-stone-200 px-2 py-1 dark:border-stone-700">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {s.houseRule ? (
            <p className="rounded-xl border-l-4 border-accent-600 bg-accent-50 px-3 py-2 text-stone-900 dark:bg-stone-800 dark:text-stone-100">
              <strong>{houseRuleLabel}:</strong> {s.houseRule}
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}

import type { Card } from "@/lib/eleusis/cards";
import { printCard } from "@/lib/eleusis/cards";
import type { LintPosition, LintReport } from "@/lib/eleusis/lint";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import type { Locale } from "@/lib/i18n/locales";
import { CardRow } from "./CardRow";

function Verdict({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p className={`font-semibold ${ok ? "text-ok dark:text-green-400" : "text-bad dark:text-red-400"}`}>
      <span aria-hidden="true">{ok ? "✓ " : "✗ "}</span>
      {text}
    </p>
  );
}

/** "top card 9♠, under it 4♦": says which card is which, the row of faces shows the same. */
function positionText(lang: Locale, line: readonly Card[]): string {
  const t = eleusisWorkshop[lang].report;
  const top = line[line.length - 1];
  const under = line[line.length - 2];
  return top ? t.position(printCard(top), under ? printCard(under) : null) : "";
}

function Position({ lang, p, showVerdict }: { lang: Locale; p: LintPosition; showVerdict: boolean }) {
  const t = eleusisWorkshop[lang].report;
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <CardRow cards={p.line} />
      <span data-testid="position-words">{positionText(lang, p.line)}</span>
      {showVerdict ? <span>{p.lastOk ? t.lastRight : t.lastWrong}</span> : null}
      <span className="font-semibold">{t.legal(p.legal)}</span>
    </li>
  );
}

/** What the checker found: the seed's constraint, "too easy", the figures and example positions. */
export function CheckerReport({ lang, report }: { lang: Locale; report: LintReport }) {
  const t = eleusisWorkshop[lang].report;
  const pct = new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const first = report.faults.first;
  return (
    <section aria-labelledby="checker-heading" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="checker-heading" className="text-xl font-bold">{t.heading}</h2>
      <div data-testid="checker-verdict" className="flex flex-col gap-1">
        <Verdict ok={report.passes} text={report.passes ? t.pass : t.fail} />
        <Verdict ok={!report.tooEasy} text={report.tooEasy ? t.tooEasy : t.fine} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t.min}</dt>
        <dd className="text-right font-mono font-semibold" data-testid="checker-min">{report.min}</dd>
        <dt>{t.avg}</dt>
        <dd className="text-right font-mono">{decimal.format(report.avg)}</dd>
        <dt>{t.share}</dt>
        <dd className="text-right font-mono">{pct.format(report.share)}</dd>
      </dl>
      <p className="text-sm text-stone-600 dark:text-stone-400">{report.mode === "sampled" ? t.sampled(report.samples) : t.exact(report.positions)}</p>
      {first ? (
        <p className="font-semibold text-bad dark:text-red-400" data-testid="checker-fault">
          <span aria-hidden="true">✗ </span>
          {t.faults(report.faults.count)} {t.fault[first.kind]}: {positionText(lang, first.line)}, {t.faultPlay(printCard(first.card))}
        </p>
      ) : null}
      {report.refersToMissing ? <p className="text-sm">{t.missing}</p> : null}
      {report.worst.length > 0 && report.min < 52 && report.mode !== "constant" ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t.worst}</h3>
          <ul className="flex flex-col gap-1">
            {report.worst.map((p, i) => (
              <Position key={i} lang={lang} p={p} showVerdict={report.looksAt.lastOk} />
            ))}
          </ul>
        </div>
      ) : null}
      {report.allLegal.count > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t.allLegal(report.allLegal.count)}</h3>
          <ul className="flex flex-col gap-1">
            {report.allLegal.examples.map((p, i) => (
              <Position key={i} lang={lang} p={p} showVerdict={report.looksAt.lastOk} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

"use client";

import { useId, useMemo, useState } from "react";
import { useEarlyInput } from "@/app/_components/hydration";
import { CardTile } from "@/app/_components/CardTile";
import { VerdictBanner } from "@/app/[lang]/eleusis/_components/LastVerdict";
import { Button } from "@/app/_components/Button";
import type { Card } from "@/lib/eleusis/cards";
import { parseCards, printCard } from "@/lib/eleusis/cards";
import type { CompiledRule, Fault } from "@/lib/eleusis/rule-language";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import type { Locale } from "@/lib/i18n/locales";

type Column = { card: Card; wrong: Card[] };
type Last = { card: Card; top: Card; accepted: boolean; missing: boolean; fault: Fault | undefined } | null;

/** Replays the typed cards under the current rule: the first is the starter, each next one is judged. */
function replay(rule: CompiledRule, plays: readonly Card[]): { columns: Column[]; last: Last } {
  const columns: Column[] = [];
  let lastOk = true;
  let last: Last = null;
  for (const card of plays) {
    const top = columns[columns.length - 1];
    if (!top) {
      columns.push({ card, wrong: [] });
      continue;
    }
    const v = rule.explain(card, { line: columns.map((c) => c.card), lastOk });
    last = { card, top: top.card, accepted: v.accepted, missing: v.missing, fault: v.fault };
    if (v.accepted) columns.push({ card, wrong: [] });
    else top.wrong.push(card);
    lastOk = v.accepted;
  }
  return { columns, last };
}

/** Type cards, see each verdict and the layout grow; changing the rule re-judges the same cards. */
export function TryIt({ lang, rule }: { lang: Locale; rule: CompiledRule | null }) {
  const t = eleusisWorkshop[lang].tryIt;
  const id = useId();
  const [input, setInput] = useState("");
  const [plays, setPlays] = useState<Card[]>([]);
  const [error, setError] = useState<string | null>(null);
  const field = useEarlyInput<HTMLInputElement>(input, setInput);
  const result = useMemo(() => (rule ? replay(rule, plays) : null), [rule, plays]);

  const play = (): void => {
    const parsed = parseCards(input);
    if (!parsed.ok) {
      const bad = input.trim().split(/[\s,;]+/)[parsed.error.index] ?? input;
      setError(t.badCard(bad));
      return;
    }
    setError(null);
    if (parsed.value.length === 0) return;
    setPlays((p) => [...p, ...parsed.value]);
    setInput("");
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h2 id={`${id}-h`} className="text-xl font-bold">{t.heading}</h2>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          play();
        }}
      >
        <label htmlFor={`${id}-cards`} className="font-medium">{t.label}</label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={field}
            id={`${id}-cards`}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t.placeholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help ${id}-error`}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 font-mono text-base text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
          />
          <Button type="submit" disabled={!rule}>{t.play}</Button>
          {/* Nothing to clear until a card is played (and so disabled in the server HTML, before hydration). */}
          <Button
            variant="secondary"
            disabled={plays.length === 0 && error === null}
            onClick={() => {
              setPlays([]);
              setError(null);
            }}
          >
            {t.reset}
          </Button>
        </div>
        <p id={`${id}-help`} className="text-sm text-stone-600 dark:text-stone-400">{t.help}</p>
        <p id={`${id}-error`} className="font-semibold text-bad dark:text-red-400" aria-live="polite">{error ?? (rule ? "" : t.needRule)}</p>
      </form>
      {result?.last ? (
        <VerdictBanner
          verdict={result.last.accepted ? "right" : "wrong"}
          word={result.last.accepted ? t.right : t.wrong}
          detail={`${t.verdictDetail(printCard(result.last.card), printCard(result.last.top))}${result.last.fault ? ` — ${t.fault[result.last.fault]}` : result.last.missing ? ` — ${t.missing}` : ""}`}
        />
      ) : result && result.columns[0] ? (
        <p aria-live="polite">{t.starterLaid(printCard(result.columns[0].card))}</p>
      ) : null}
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t.mainLine}</h3>
        {result && result.columns.length > 0 ? (
          <ol aria-label={t.mainLine} tabIndex={0} className="flex gap-2 overflow-x-auto pb-2" data-testid="layout">
            {result.columns.map((col, i) => (
              <li key={i} className="flex flex-col items-center gap-1" data-testid="layout-column">
                <CardTile rank={col.card.rank} suit={col.card.suit} size="md" />
                {col.wrong.map((w, j) => (
                  <span key={j} data-testid="layout-wrong">
                    <CardTile rank={w.rank} suit={w.suit} size="sm" muted label={`${printCard(w)} ✗`} />
                  </span>
                ))}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-stone-600 dark:text-stone-400">{t.empty}</p>
        )}
      </div>
    </section>
  );
}

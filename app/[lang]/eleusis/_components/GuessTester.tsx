"use client";
// Loaded only when a player opens it (next/dynamic): the rule language comes with it.
// It receives the public layout and nothing else; it never sees the sealed rule (tests/unit/eleusis/guess-imports.test.ts).
import { useEffect, useId, useMemo, useState } from "react";
import { CardTile } from "@/app/_components/CardTile";
import { printCard } from "@/lib/eleusis/cards";
import type { Disagreement, PublicLayout } from "@/lib/eleusis/guess";
import { testGuess } from "@/lib/eleusis/guess";
import { renderCaret } from "@/lib/eleusis/rule-language/errors";
import { parseRuleText } from "@/lib/forms/rule-text";
import { eleusisGuess } from "@/lib/i18n/dict/eleusis-guess/client";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language/client";
import type { Locale } from "@/lib/i18n/locales";

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

/** A player's theory checked against the public layout; reports the first disagreeing play upward for highlighting. */
export type GuessProps = {
  lang: Locale;
  /** The public layout: what every player at the table can see, never the sealed rule. */
  layout: PublicLayout;
  /** Told which play (by its source index) the guess first disagrees with, or null. */
  onDisagreement: (source: number | null) => void;
};

export function GuessTester({ lang, layout, onDisagreement }: GuessProps) {
  const t = eleusisGuess[lang];
  const id = useId();
  const [text, setText] = useState("");
  // A guess is read like any rule text (lib/forms/rule-text.ts); nothing is said before something is typed.
  const compiled = useMemo(() => (text.trim() ? parseRuleText(text) : null), [text]);
  const report = useMemo(() => (compiled?.ok ? testGuess(compiled.value.judge, layout) : null), [compiled, layout]);
  const at: Disagreement | null = report && !report.fits ? report.at : null;
  const observation = at ? layout.observations[at.observation] : undefined;
  const source = observation ? observation.source : null;
  useEffect(() => onDisagreement(source), [source, onDisagreement]);

  const error = compiled && !compiled.ok ? compiled.error : null;
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-2xl border border-stone-300 p-4 dark:border-stone-600" data-testid="guess-tester">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        {t.title}
      </h2>
      <p className="text-sm">{t.hint}</p>
      <label htmlFor={`${id}-text`} className="font-medium">
        {t.label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={2}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        placeholder={t.example}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        className="w-full rounded-xl border border-stone-300 bg-white p-3 font-mono text-base text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
      />
      <div id={`${id}-status`} aria-live="polite" className="flex flex-col gap-2" data-testid="guess-result">
        {!compiled ? <p>{t.empty}</p> : null}
        {error ? (
          <div className="flex flex-col gap-1 rounded-xl border border-bad p-3" data-testid="guess-error">
            <p className="font-semibold text-bad dark:text-red-400">
              <span aria-hidden="true">✗ </span>
              {ruleLanguage[lang].error(error.message)}
            </p>
            <p className="text-sm">{(({ line, column }) => t.at(line, column))(lineAndColumn(text, error.start))}</p>
            <pre tabIndex={0} className="overflow-x-auto font-mono text-base leading-snug">
              {renderCaret(text, error)}
            </pre>
          </div>
        ) : null}
        {report?.fits ? (
          <p className="rounded-xl border border-ok p-3 font-semibold text-ok dark:text-green-400" data-testid="guess-fits">
            <span aria-hidden="true">✓ </span>
            {report.checked === 0 ? t.noCards : t.fits(report.checked)}
          </p>
        ) : null}
        {at && observation ? (
          <div className="flex flex-col gap-2 rounded-xl border-2 border-bad p-3" data-testid="guess-disagrees">
            <p className="font-semibold">
              <span aria-hidden="true">✗ </span>
              {t.disagrees(observation.source + 1)}
            </p>
            <div className="flex flex-wrap gap-1" aria-label={t.card}>
              {(at.card ? [at.card] : observation.cards).map((c, k) => (
                <CardTile key={k} rank={c.rank} suit={c.suit} size="sm" label={printCard(c)} />
              ))}
            </div>
            <p>
              {observation.kind === "noPlay"
                ? observation.ok
                  ? t.noPlayRight
                  : t.noPlayWrong
                : at.guessOk
                  ? t.guessSaysRight
                  : t.guessSaysWrong}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

"use client";

import { useId } from "react";
import { useEarlyInput } from "@/app/_components/hydration";
import type { Preset } from "@/lib/eleusis/presets";
import type { CompiledRule, RuleResult } from "@/lib/eleusis/rule-language";
import { renderCaret } from "@/lib/eleusis/rule-language/errors";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language/client";
import type { Locale } from "@/lib/i18n/locales";
import { LanguageReference } from "./LanguageReference";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording/client";

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

/** The rule text with errors shown as you type: the message, its position and a caret under the spot. */
export function RuleEditor({
  lang,
  text,
  compiled,
  preset,
  onChange,
  onFocus,
}: {
  lang: Locale;
  text: string;
  /** The rule text schema's result (lib/forms/rule-text.ts); null while the latest keystroke is still being read. */
  compiled: RuleResult<CompiledRule> | null;
  preset: Preset | null;
  onChange: (text: string) => void;
  /** The box got focus: typing is coming (the workshop loads the rule text's reader then). */
  onFocus?: () => void;
}) {
  const t = eleusisWorkshop[lang].editor;
  const id = useId();
  // Text typed into the server-rendered box before the page hydrated is checked at once, never lost.
  const box = useEarlyInput<HTMLTextAreaElement>(text, onChange);
  // An empty rule is the compiler's "empty": a hint, not a mistake.
  // Before the reader is here an empty box needs none to say so.
  const empty = compiled === null ? text.trim() === "" : !compiled.ok && compiled.error.code === "empty";
  const error = compiled && !compiled.ok && !empty ? compiled.error : null;
  const uses = compiled?.ok ? compiled.value.uses : null;
  const looks = uses ? (["prev", "prev2", "lastOk", "deep"] as const).filter((k) => uses[k]).map((k) => t.names[k]) : [];
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h2 id={`${id}-h`} className="text-xl font-bold">{t.heading}</h2>
      <label htmlFor={`${id}-rule`} className="font-medium">{t.label}</label>
      <textarea
        ref={box}
        id={`${id}-rule`}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help ${id}-status`}
        className="w-full rounded-xl border border-stone-300 bg-white p-3 font-mono text-base text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
      />
      <p id={`${id}-help`} className="text-sm text-stone-600 dark:text-stone-400">{t.help}</p>
      <LanguageReference lang={lang} />
      <div id={`${id}-status`} aria-live="polite" className="flex flex-col gap-2">
        {empty ? <p className="text-stone-600 dark:text-stone-400">{t.empty}</p> : null}
        {error ? (
          <div className="flex flex-col gap-1 rounded-xl border border-bad p-3" data-testid="rule-error">
            <p className="font-semibold text-bad dark:text-red-400">
              <span aria-hidden="true">✗ </span>
              {ruleLanguage[lang].error(error.message)}
            </p>
            <p className="text-sm">{(({ line, column }) => t.at(line, column))(lineAndColumn(text, error.start))}</p>
            <pre tabIndex={0} className="overflow-x-auto font-mono text-base leading-snug">{renderCaret(text, error)}</pre>
          </div>
        ) : null}
        {compiled?.ok ? (
          <div className="flex flex-col gap-1 rounded-xl border border-ok p-3">
            <p className="font-semibold text-ok dark:text-green-400">
              <span aria-hidden="true">✓ </span>
              {t.ok}
            </p>
            {preset ? <p>{eleusisWording[lang].presets[preset.id].wording}</p> : null}
            <p className="text-sm">
              {t.canonical}: <code className="font-mono">{compiled.value.canonical}</code>
            </p>
            <p className="text-sm">
              {t.looksAt}: {looks.length > 0 ? looks.join(", ") : t.onlyCard}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

"use client";

import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { lintRule } from "@/lib/eleusis/lint";
import type { LintReport } from "@/lib/eleusis/lint";
import type { CompiledRule, RuleResult } from "@/lib/eleusis/rule-language";
import type { RuleChoice } from "@/lib/eleusis/seal";
import { parseRuleText } from "@/lib/forms/rule-text";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { CheckerReport } from "../workshop/_components/CheckerReport";
import { RuleEditor } from "../workshop/_components/RuleEditor";

// This module loads when the dealer writes their own rule (RuleChooser), so the rule language, the
// checker and the rule text's schema (zod) ride with it, not with the set-up page.
const cache = new Map<string, RuleResult<CompiledRule>>();
/** One read of the rule text schema per text, so the same text gives the same object between renders. */
function compiledOnce(text: string): RuleResult<CompiledRule> {
  let r = cache.get(text);
  if (!r) {
    if (cache.size > 200) cache.clear();
    r = parseRuleText(text);
    cache.set(text, r);
  }
  return r;
}

/**
 * The dealer's own rule: the workshop's editor (reference, caret errors) and the checker's report.
 * Reports the choice it makes, or null (errors, still checking, or a failing rule without "play it
 * anyway"), through `onChoice`.
 */
export function OwnRule({
  lang,
  text,
  onText,
  anyway,
  playAnyway,
  onChoice,
}: {
  lang: Locale;
  text: string;
  onText: (text: string) => void;
  anyway: boolean;
  /** The "play it anyway" box, shown under a failing report. */
  playAnyway: ReactNode;
  onChoice: (choice: RuleChoice | null) => void;
}) {
  const t = eleusisDict[lang].rule;
  const compiled = compiledOnce(text);
  const [report, setReport] = useState<{ text: string; report: LintReport } | null>(null);

  useEffect(() => {
    if (!compiled.ok) return;
    const timer = setTimeout(() => setReport({ text, report: lintRule(compiled.value) }), 150);
    return () => clearTimeout(timer);
  }, [compiled, text]);

  const lint = report?.text === text ? report.report : null;

  useEffect(() => {
    if (!compiled.ok || !lint || (!lint.passes && !anyway)) onChoice(null);
    else onChoice({ kind: "own", text, passes: lint.passes });
  }, [compiled, lint, anyway, text, onChoice]);

  return (
    <>
      <RuleEditor lang={lang} text={text} compiled={compiled} preset={null} onChange={onText} />
      {compiled.ok ? (
        lint ? (
          <div className="flex flex-col gap-2" data-testid="lint">
            <CheckerReport lang={lang} report={lint} />
            {!lint.passes ? playAnyway : null}
          </div>
        ) : (
          <p>{t.checking}</p>
        )
      ) : null}
    </>
  );
}

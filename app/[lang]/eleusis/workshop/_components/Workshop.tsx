"use client";

import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { LintReport } from "@/lib/eleusis/lint";
import type { Preset } from "@/lib/eleusis/presets";
import type { CompiledRule, RuleResult } from "@/lib/eleusis/rule-language";
import type { Locale } from "@/lib/i18n/locales";
import { CheckerReport } from "./CheckerReport";
import { PresetPicker } from "./PresetPicker";
import { RuleEditor } from "./RuleEditor";
import { TryIt } from "./TryIt";
import { UseRule } from "./UseRule";

/**
 * The rule text's one schema, with the compiler (and zod), and the checker: fetched when a rule is
 * coming (the box gets focus, a ready rule is picked, text arrives), not as the workshop opens with an
 * empty box: the page's first load and its first seconds have none of them.
 */
const loadRuleText = () => Promise.all([import("@/lib/forms/rule-text"), import("@/lib/eleusis/lint")]);

export type WorkshopChoice = { rule: CompiledRule; report: LintReport; preset: Preset | null };

/** The dealer's rule workshop: presets, the editor with live errors, the checker's report and a try-it strip.
 * Everything lives in React state only (no URL, no storage) until "Use this rule for a new game" hands the
 * text to the set-up through this tab's encrypted draft (lib/eleusis/rule-draft.ts). */
export function Workshop({ lang, initialRule = "" }: { lang: Locale; initialRule?: string }) {
  const [text, setText] = useState(initialRule);
  const [preset, setPreset] = useState<Preset | null>(null);
  const deferred = useDeferredValue(text);
  const [read, setRead] = useState<{ parse: (text: string) => RuleResult<CompiledRule>; lint: (rule: CompiledRule) => LintReport } | null>(null);
  const [focused, setFocused] = useState(false);
  const wanted = focused || text !== "";
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // Until it is here (offline before the worker cached it: on the next try) the editor shows no verdict; the text stays.
    loadRuleText().then(
      ([text, checker]) => live && setRead({ parse: text.parseRuleText, lint: checker.lintRule }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const compiled = useMemo(() => (read ? read.parse(deferred) : null), [read, deferred]);
  const report = useMemo(() => (read && compiled?.ok ? read.lint(compiled.value) : null), [read, compiled]);

  return (
    <div className="flex flex-col gap-6">
      <PresetPicker
        lang={lang}
        onPick={(p) => {
          setPreset(p);
          setText(p.rule);
        }}
      />
      <RuleEditor
        lang={lang}
        text={text}
        compiled={deferred === text ? compiled : null}
        preset={preset && preset.rule === text ? preset : null}
        onChange={(next) => setText(next)}
        onFocus={() => setFocused(true)}
      />
      {report && compiled?.ok && deferred === text ? <CheckerReport lang={lang} report={report} /> : null}
      <UseRule lang={lang} text={text} />
      <TryIt lang={lang} rule={compiled?.ok ? compiled.value : null} />
    </div>
  );
}

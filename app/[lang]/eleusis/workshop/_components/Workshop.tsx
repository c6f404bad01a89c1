"use client";

import { useDeferredValue, useMemo, useState } from "react";
import type { LintReport } from "@/lib/eleusis/lint";
import { lintRule } from "@/lib/eleusis/lint";
import type { Preset } from "@/lib/eleusis/presets";
import type { CompiledRule } from "@/lib/eleusis/rule-language";
import { compileRule } from "@/lib/eleusis/rule-language";
import type { Locale } from "@/lib/i18n/locales";
import { CheckerReport } from "./CheckerReport";
import { PresetPicker } from "./PresetPicker";
import { RuleEditor } from "./RuleEditor";
import { TryIt } from "./TryIt";
import { UseRule } from "./UseRule";

export type WorkshopChoice = { rule: CompiledRule; report: LintReport; preset: Preset | null };

/** The dealer's rule workshop: presets, the editor with live errors, the checker's report and a try-it strip.
 * Everything lives in React state only (no URL, no storage) until "Use this rule for a new game" hands the
 * text to the set-up through this tab's encrypted draft (lib/eleusis/rule-draft.ts). */
export function Workshop({ lang, initialRule = "" }: { lang: Locale; initialRule?: string }) {
  const [text, setText] = useState(initialRule);
  const [preset, setPreset] = useState<Preset | null>(null);
  const deferred = useDeferredValue(text);
  const compiled = useMemo(() => compileRule(deferred), [deferred]);
  const report = useMemo(() => (compiled.ok ? lintRule(compiled.value) : null), [compiled]);

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
      />
      {report && compiled.ok && deferred === text ? <CheckerReport lang={lang} report={report} /> : null}
      <UseRule lang={lang} text={text} />
      <TryIt lang={lang} rule={compiled.ok ? compiled.value : null} />
    </div>
  );
}

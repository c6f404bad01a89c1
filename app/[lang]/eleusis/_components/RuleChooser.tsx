"use client";

import { useEffect, useId, useState } from "react";
import { lintRule } from "@/lib/eleusis/lint";
import type { LintReport } from "@/lib/eleusis/lint";
import { DIFFICULTIES, PRESETS } from "@/lib/eleusis/presets";
import type { Difficulty } from "@/lib/eleusis/presets";
import type { CompiledRule, RuleResult } from "@/lib/eleusis/rule-language";
import { renderCaret } from "@/lib/eleusis/rule-language";
import { parseRuleText } from "@/lib/forms/rule-text";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language/client";
import type { Locale } from "@/lib/i18n/locales";
import type { RuleChoice } from "@/lib/eleusis/seal";
import { CheckerReport } from "../workshop/_components/CheckerReport";
import { RuleEditor } from "../workshop/_components/RuleEditor";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording/client";

type Kind = RuleChoice["kind"];

// This module loads on demand (dynamic, no SSR), so the rule text's schema (zod) rides with it.
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
 * Picks the secret rule: a preset, the dealer's own text (in the workshop's editor, with its reference,
 * caret errors and checker report), or the robot. Reports a usable choice, or null (errors, or a failing
 * rule without "play it anyway"). `initialOwn` opens on the own rule with that text (a rule handed over
 * from the workshop); `onOwnChange` hears every edit of it (the set-up keeps it as this tab's draft).
 */
export function RuleChooser({
  lang,
  onChange,
  allowRobot,
  kinds = ["preset", "own", "robot"],
  initialOwn = "",
  onOwnChange,
}: {
  lang: Locale;
  onChange: (choice: RuleChoice | null) => void;
  allowRobot: boolean;
  kinds?: readonly Kind[];
  initialOwn?: string;
  onOwnChange?: (text: string) => void;
}) {
  const t = eleusisDict[lang].rule;
  const id = useId();
  const available = kinds.filter((k) => k !== "robot" || allowRobot);
  const [kind, setKind] = useState<Kind>(allowRobot ? "robot" : initialOwn.trim() ? "own" : "preset");
  const effectiveKind: Kind = available.includes(kind) ? kind : (available[0] ?? "preset");
  const [difficulty, setDifficulty] = useState<Difficulty | "any">("any");
  const [presetId, setPresetId] = useState<string>(PRESETS[0]?.id ?? "");
  const preset = PRESETS.find((p) => p.id === presetId) ?? PRESETS[0];
  const [own, setOwn] = useState(initialOwn);
  const [anyway, setAnyway] = useState(false);

  const text = effectiveKind === "preset" ? (preset?.rule ?? "") : effectiveKind === "own" ? own : "";
  // The robot has no text to read.
  const compiled = effectiveKind === "robot" ? null : compiledOnce(text);
  const [report, setReport] = useState<{ text: string; report: LintReport } | null>(null);

  useEffect(() => {
    if (!compiled?.ok) return;
    const timer = setTimeout(() => setReport({ text, report: lintRule(compiled.value) }), 150);
    return () => clearTimeout(timer);
  }, [compiled, text]);

  const lint = report?.text === text ? report.report : null;

  useEffect(() => {
    if (effectiveKind === "robot") {
      onChange({ kind: "robot", difficulty });
      return;
    }
    if (!compiled?.ok || !lint) {
      onChange(null);
      return;
    }
    const passes = lint.passes;
    if (!passes && !anyway) {
      onChange(null);
      return;
    }
    onChange(
      effectiveKind === "preset" && preset
        ? { kind: "preset", presetId: preset.id, text, passes }
        : { kind: "own", text, passes },
    );
  }, [effectiveKind, difficulty, compiled, lint, anyway, preset, text, onChange]);

  // Offered under a checker report that fails, for a preset or an own rule alike.
  const playAnyway = (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" checked={anyway} onChange={(e) => setAnyway(e.target.checked)} />
      {t.playAnyway}
    </label>
  );

  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label={eleusisDict[lang].setup.rule} className="flex flex-wrap gap-2">
        {available.map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 dark:border-stone-600">
            <input type="radio" name={`${id}-kind`} checked={effectiveKind === k} onChange={() => setKind(k)} />
            {k === "preset" ? t.preset : k === "own" ? t.own : t.robot}
          </label>
        ))}
      </div>
      {effectiveKind === "robot" ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t.difficulty}</span>
          <select
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as Difficulty | "any")}
          >
            <option value="any">{t.any}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t[d]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {effectiveKind === "robot" ? <p>{t.robotNote}</p> : null}
      {effectiveKind === "preset" ? (
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t.presetLabel}</span>
            <select
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
              value={preset?.id ?? ""}
              onChange={(e) => {
                setPresetId(e.target.value);
                setAnyway(false);
              }}
            >
              {DIFFICULTIES.map((d) => (
                <optgroup key={d} label={t[d]}>
                  {PRESETS.filter((p) => p.difficulty === d).map((p) => (
                    <option key={p.id} value={p.id}>
                      {eleusisWording[lang].presets[p.id].name}
                      {p.failsChecker ? " ⚠" : ""}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          {preset ? (
            <details className="rounded-lg border border-stone-300 p-2 dark:border-stone-600" data-testid="preset-wording">
              <summary className="min-h-11 cursor-pointer content-center font-semibold">{t.inWords}</summary>
              <p>{eleusisWording[lang].presets[preset.id].wording}</p>
              {preset.source ? <p className="text-sm">{t.source}: {eleusisWording[lang].sources[preset.source]}</p> : null}
              <code className="mt-1 block break-words rounded bg-stone-100 p-2 text-sm text-stone-900">{preset.rule}</code>
            </details>
          ) : null}
        </div>
      ) : null}
      {effectiveKind === "own" ? (
        <>
          <RuleEditor
            lang={lang}
            text={own}
            compiled={compiled}
            preset={null}
            onChange={(next) => {
              setOwn(next);
              setAnyway(false);
              onOwnChange?.(next);
            }}
          />
          {compiled?.ok ? (
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
      ) : null}
      {effectiveKind === "preset" && compiled && !compiled.ok ? (
        <div role="alert" className="rounded-lg border-2 border-bad p-2">
          <p className="font-semibold">
            {t.invalid} {ruleLanguage[lang].error(compiled.error.message)}
          </p>
          <pre className="overflow-x-auto text-sm">{renderCaret(text, compiled.error)}</pre>
        </div>
      ) : null}
      {effectiveKind === "preset" && compiled?.ok ? (
        lint ? (
          <div className="flex flex-col gap-1" data-testid="lint">
            <p className={lint.passes ? "text-ok" : "font-semibold text-bad"}>
              {lint.passes ? t.passes(lint.min) : t.fails(lint.min)} {lint.mode === "sampled" ? t.sampled : ""}
            </p>
            {lint.tooEasy ? <p>{t.tooEasy}</p> : null}
            {!lint.passes ? playAnyway : null}
          </div>
        ) : (
          <p>{t.checking}</p>
        )
      ) : null}
    </div>
  );
}

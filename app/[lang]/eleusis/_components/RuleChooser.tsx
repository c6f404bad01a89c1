"use client";

import { lazy, memo, Suspense, useCallback, useEffect, useId, useState } from "react";
import { PRESET_CHECKS } from "@/lib/eleusis/preset-checks";
import { DIFFICULTIES, PRESETS } from "@/lib/eleusis/presets";
import type { Difficulty } from "@/lib/eleusis/presets";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import type { RuleChoice } from "@/lib/eleusis/seal";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording/client";

type Kind = RuleChoice["kind"];

// The own rule's editor brings the rule language, the checker and zod: it loads when the dealer
// picks "my own rule" (a ready rule's checker verdict is worked out ahead, lib/eleusis/preset-checks.ts).
const OwnRule = lazy(() => import("./OwnRule").then((m) => ({ default: m.OwnRule })));

/**
 * Picks the secret rule: a preset, the dealer's own text (in the workshop's editor, with its reference,
 * caret errors and checker report), or the robot. Reports a usable choice, or null (errors, or a failing
 * rule without "play it anyway"). `initialOwn` opens on the own rule with that text (a rule handed over
 * from the workshop); `onOwnChange` hears every edit of it (the set-up keeps it as this tab's draft).
 */
function Chooser({
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
  const check = preset ? PRESET_CHECKS[preset.id] : null;
  const [own, setOwn] = useState(initialOwn);
  const [anyway, setAnyway] = useState(false);
  /** What the own rule's editor last reported: null until it has loaded, read and checked the text. */
  const [ownChoice, setOwnChoice] = useState<RuleChoice | null>(null);
  const onOwnChoice = useCallback((c: RuleChoice | null) => setOwnChoice(c), []);

  useEffect(() => {
    if (effectiveKind === "robot") onChange({ kind: "robot", difficulty });
    else if (effectiveKind === "own") onChange(ownChoice);
    else if (!preset || !check || (!check.passes && !anyway)) onChange(null);
    else onChange({ kind: "preset", presetId: preset.id, text: preset.rule, passes: check.passes });
  }, [effectiveKind, difficulty, ownChoice, preset, check, anyway, onChange]);

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
            <input
              type="radio"
              name={`${id}-kind`}
              checked={effectiveKind === k}
              onChange={() => {
                setKind(k);
                setOwnChoice(null);
              }}
            />
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
        <Suspense fallback={<p>{t.editorLoading}</p>}>
          <OwnRule
            lang={lang}
            text={own}
            onText={(next) => {
              setOwn(next);
              setAnyway(false);
              onOwnChange?.(next);
            }}
            anyway={anyway}
            playAnyway={playAnyway}
            onChoice={onOwnChoice}
          />
        </Suspense>
      ) : null}
      {effectiveKind === "preset" && check ? (
        <div className="flex flex-col gap-1" data-testid="lint">
          <p className={check.passes ? "text-ok" : "font-semibold text-bad"}>
            {check.passes ? t.passes(check.min) : t.fails(check.min)} {check.sampled ? t.sampled : ""}
          </p>
          {check.tooEasy ? <p>{t.tooEasy}</p> : null}
          {!check.passes ? playAnyway : null}
        </div>
      ) : null}
    </div>
  );
}

/** Memoised: the form around it re-renders on every change, this part only when its own props do. */
export const RuleChooser = memo(Chooser);

"use client";

import { useId } from "react";

/**
 * A count with big −/+ buttons and direct typing. The text is the stored draft, so whatever a
 * person typed stays (also across a reload) until they change it; problems are shown right below.
 */
export function CountField({
  label,
  text,
  problems,
  onText,
  onStep,
  decreaseLabel,
  increaseLabel,
  compact = false,
  caption,
  wide = false,
  disabled = false,
}: {
  label: string;
  text: string;
  problems: readonly string[];
  onText: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  decreaseLabel: string;
  increaseLabel: string;
  compact?: boolean;
  /** A short visible caption (e.g. "saved") when the full label is only for screen readers. */
  caption?: string;
  wide?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const bad = problems.length > 0;
  const button =
    "min-h-11 min-w-11 rounded-xl border border-stone-300 bg-white text-2xl font-bold active:bg-stone-200 disabled:opacity-40 dark:border-stone-600 dark:bg-stone-800 dark:active:bg-stone-700";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={compact || caption ? "sr-only" : "text-sm font-medium"}>
        {label}
      </label>
      {caption ? (
        <span aria-hidden="true" className="text-xs text-stone-700 dark:text-stone-300">
          {caption}
        </span>
      ) : null}
      <div className="flex items-stretch gap-1">
        <button type="button" aria-label={`${decreaseLabel}: ${label}`} onClick={() => onStep(-1)} disabled={disabled} className={button}>
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={text}
          disabled={disabled}
          aria-invalid={bad}
          aria-describedby={bad ? errorId : undefined}
          onChange={(e) => onText(e.target.value.slice(0, 6))}
          onFocus={(e) => e.target.select()}
          className={`min-h-11 ${wide ? "w-16" : "w-10"} rounded-xl border bg-white text-center text-xl font-semibold tabular-nums placeholder:text-stone-400 dark:bg-stone-900 ${bad ? "border-2 border-bad dark:border-red-400" : "border-stone-300 dark:border-stone-600"}`}
        />
        <button type="button" aria-label={`${increaseLabel}: ${label}`} onClick={() => onStep(1)} disabled={disabled} className={button}>
          +
        </button>
      </div>
      {bad ? (
        <div id={errorId} className="max-w-60 text-sm font-medium text-bad dark:text-red-400">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

"use client";

import { useId, useState } from "react";

/** Big −/+ stepper with direct typing. Typing never clears what was there: an invalid draft stays
 * visible (and is reported through `error`) until it is fixed; only valid integers reach onChange. */
export function NumberStepper({
  label,
  value,
  onChange,
  min = 0,
  max = 99,
  error,
  decreaseLabel,
  increaseLabel,
  id,
}: {
  label: string;
  value: number;
  onChange: (next: number) => void;
  min?: number;
  max?: number;
  error?: string | null;
  decreaseLabel: string;
  increaseLabel: string;
  id?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);

  const commit = (text: string) => {
    setDraft(text);
    if (/^\d{1,4}$/.test(text)) {
      const n = Number(text);
      if (n >= min && n <= max) {
        onChange(n);
        setDraft(null);
      }
    }
  };
  const step = (delta: number) => {
    const n = Math.min(max, Math.max(min, value + delta));
    setDraft(null);
    onChange(n);
  };
  const invalidDraft = draft !== null;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-stretch gap-1">
        <button
          type="button"
          aria-label={`${decreaseLabel}: ${label}`}
          onClick={() => step(-1)}
          disabled={value <= min}
          className="min-h-11 min-w-11 rounded-xl border border-stone-300 bg-white text-2xl font-bold disabled:opacity-40 dark:border-stone-600 dark:bg-stone-800"
        >
          −
        </button>
        <input
          id={inputId}
          inputMode="numeric"
          pattern="[0-9]*"
          value={shown}
          aria-invalid={invalidDraft || Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => commit(e.target.value.trim())}
          onBlur={() => {
            if (draft === "") setDraft(null);
          }}
          className={`min-h-11 w-16 rounded-xl border bg-white text-center text-xl font-semibold tabular-nums dark:bg-stone-900 ${invalidDraft || error ? "border-bad" : "border-stone-300 dark:border-stone-600"}`}
        />
        <button
          type="button"
          aria-label={`${increaseLabel}: ${label}`}
          onClick={() => step(1)}
          disabled={value >= max}
          className="min-h-11 min-w-11 rounded-xl border border-stone-300 bg-white text-2xl font-bold disabled:opacity-40 dark:border-stone-600 dark:bg-stone-800"
        >
          +
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-bad dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

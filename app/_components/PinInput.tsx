import type { InputHTMLAttributes, Ref } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete" | "onChange" | "value"> & {
  value: string;
  /** Each change of the text, as typed (the form's schema reads it on submit). */
  onText: (text: string) => void;
  /** Marks the field invalid for assistive technology while its problem is shown. */
  problem?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Every PIN field of the app (dealer PIN at set-up and next deal, the prompts that open a sealed rule,
 * the handover box): hidden as typed, the phone's number pad, never offered back by the browser.
 */
export function PinInput({ onText, problem, className = "max-w-48", ...field }: Props) {
  return (
    <input
      {...field}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      onChange={(e) => onText(e.target.value)}
      aria-invalid={problem ? true : undefined}
      className={`min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100 ${className}`}
    />
  );
}

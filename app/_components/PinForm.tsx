"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { PinProblem } from "@/lib/forms/pin";
import { PinInput } from "./PinInput";

/** The PIN form's schema: fetched as the form mounts (precached for offline); a submit before it arrives waits for it. */
const loadSchema = () => import("@/lib/forms/pin");

export interface PinFormText {
  intro: string;
  pin: string;
  /** Label of the second field ("set" mode). */
  again: string;
  submit: string;
  /** Shown when `check` refuses an entered PIN ("enter" mode only). */
  wrong?: string;
  problems: Record<PinProblem, string>;
  /** Said while a PIN is being checked (deriving its key takes a moment on a phone). */
  working?: string;
}

/**
 * The one dealer-PIN form: "enter" checks a PIN against the hand's lock; "set" chooses a new one,
 * typed twice and read by `newPinSchema` (lib/forms/pin.ts). `onPin` may return a problem to show.
 */
export function PinForm({ mode, t, check, onPin, compact = false }: {
  mode: "enter" | "set";
  t: PinFormText;
  /** "enter" mode: may take a moment (a PIN lock is checked by deriving its key). */
  check?: (pin: string) => boolean | Promise<boolean>;
  onPin: (pin: string) => void | string | null | Promise<void | string | null>;
  /** Smaller labels and fields, a secondary button (inside a panel). */
  compact?: boolean;
}) {
  const id = useId();
  const [pin, setPin] = useState("");
  const [again, setAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (mode === "set") void loadSchema();
  }, [mode]);
  const wide = compact ? "max-w-48" : "";
  const label = compact ? "text-sm font-semibold" : "font-semibold";
  const submit = async () => {
    setBusy(true);
    try {
      if (mode === "set") {
        const parsed = (await loadSchema()).parseNewPin({ pin, again });
        if (!parsed.ok) return setProblem(t.problems[parsed.error]);
      } else if (!(await (check ?? (() => false))(pin))) {
        return setProblem(t.wrong ?? t.problems["pin-format"]);
      }
      const refused = await onPin(pin);
      setProblem(typeof refused === "string" ? refused : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={`flex flex-col gap-2${compact ? " mt-2" : ""}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className={compact ? "text-sm" : undefined}>{t.intro}</p>
      <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
        <span className={label}>{t.pin}</span>
        <PinInput id={`${id}-pin`} value={pin} onText={setPin} className={wide} />
      </label>
      {mode === "set" ? (
        <label className="flex flex-col gap-1" htmlFor={`${id}-again`}>
          <span className={label}>{t.again}</span>
          <PinInput id={`${id}-again`} value={again} onText={setAgain} className={wide} />
        </label>
      ) : null}
      {problem ? <p role="alert" className="text-bad">{problem}</p> : null}
      {busy && t.working ? <p role="status" data-testid="pin-working">{t.working}</p> : null}
      <div>
        <Button type="submit" variant={compact ? "secondary" : "primary"} disabled={busy}>{t.submit}</Button>
      </div>
    </form>
  );
}

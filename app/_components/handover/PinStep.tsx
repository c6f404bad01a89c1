"use client";

import { useId, useState } from "react";
import { Button } from "@/app/_components/Button";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import type { Locale } from "@/lib/i18n/locales";

/** The dealer's PIN for a handover: entered (checked against the hand's lock) or chosen twice. */
export function PinStep({ lang, mode, check, onPin }: {
  lang: Locale;
  mode: "enter" | "set";
  /** May take a moment (a PIN lock is checked by deriving its key). */
  check: (pin: string) => boolean | Promise<boolean>;
  onPin: (pin: string) => void;
}) {
  const t = handoverDict[lang].give;
  const id = useId();
  const [pin, setPin] = useState("");
  const [again, setAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-stone-900";
  const submit = async () => {
    if (mode === "enter") {
      setBusy(true);
      const ok = await check(pin);
      setBusy(false);
      if (!ok) return setProblem(t.pinWrong);
    }
    if (mode === "set" && pin.length < 4) return setProblem(t.pinShort);
    if (mode === "set" && pin !== again) return setProblem(t.pinMismatch);
    setProblem(null);
    onPin(pin);
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>{mode === "enter" ? t.pinIntro : t.pinSet}</p>
      <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
        <span className="font-semibold">{t.pinEnter}</span>
        <input id={`${id}-pin`} type="password" inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(e.target.value)} className={input} />
      </label>
      {mode === "set" ? (
        <label className="flex flex-col gap-1" htmlFor={`${id}-again`}>
          <span className="font-semibold">{t.pinRepeat}</span>
          <input id={`${id}-again`} type="password" inputMode="numeric" autoComplete="off" value={again} onChange={(e) => setAgain(e.target.value)} className={input} />
        </label>
      ) : null}
      {problem ? <p role="alert" className="text-bad">{problem}</p> : null}
      <div>
        <Button type="submit" disabled={busy}>{t.confirm}</Button>
      </div>
    </form>
  );
}

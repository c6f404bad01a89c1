"use client";

import { useId, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { Deal, EleusisAction } from "@/lib/eleusis/state";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A sealed deal kept under this browser's key gets a PIN: from then on the rule is stored under the
 * PIN (lib/eleusis/lock.ts), so an export or a handover carries it and the other phone asks for the PIN.
 */
export function SetPin({ lang, deal, dispatch }: { lang: Locale; deal: Deal; dispatch: (a: EleusisAction) => void }) {
  const t = eleusisDict[lang].setPin;
  const id = useId();
  const [pin, setPin] = useState("");
  const [again, setAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = "min-h-11 max-w-48 rounded-lg border border-stone-300 bg-white px-3 text-stone-900";
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-600">
      <summary className="min-h-11 cursor-pointer py-2 font-bold">{t.title}</summary>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!/^\d{4,12}$/.test(pin)) return setProblem(t.short);
          if (pin !== again) return setProblem(t.mismatch);
          setBusy(true);
          const action = await (await import("@/lib/eleusis/rest-keys")).lockUnderPin(deal, pin);
          setBusy(false);
          if (!action) return setProblem(t.failed);
          setProblem(null);
          dispatch(action);
        }}
      >
        <p className="text-sm">{t.intro}</p>
        <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
          <span className="text-sm font-semibold">{t.pin}</span>
          <input id={`${id}-pin`} type="password" inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(e.target.value)} className={input} />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-again`}>
          <span className="text-sm font-semibold">{t.again}</span>
          <input id={`${id}-again`} type="password" inputMode="numeric" autoComplete="off" value={again} onChange={(e) => setAgain(e.target.value)} className={input} />
        </label>
        {problem ? <p role="alert" className="text-bad">{problem}</p> : null}
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>{t.set}</Button>
        </div>
      </form>
    </details>
  );
}

"use client";

import { memo } from "react";
import { PinForm } from "@/app/_components/PinForm";
import type { Deal, EleusisAction } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A sealed deal kept under this browser's key gets a PIN: from then on the rule is stored under the
 * PIN (lib/eleusis/lock.ts), so an export or a handover carries it and the other phone asks for the PIN.
 */
function SetPinView({ lang, deal, dispatch }: { lang: Locale; deal: Deal; dispatch: (a: EleusisAction) => void }) {
  const t = eleusisDict[lang].setPin;
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-600">
      <summary className="min-h-11 cursor-pointer py-2 font-bold">{t.title}</summary>
      <PinForm
        mode="set"
        compact
        t={{ intro: t.intro, pin: t.pin, again: t.again, submit: t.set, problems: { "pin-format": t.short, "pin-mismatch": t.mismatch } }}
        onPin={async (pin) => {
          const action = await (await import("@/lib/eleusis/rest-keys")).lockUnderPin(deal, pin);
          if (!action) return t.failed;
          dispatch(action);
        }}
      />
    </details>
  );
}

export const SetPin = memo(SetPinView);

"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { Deal } from "@/lib/eleusis/session";
import { webCryptoAvailable } from "@/lib/handover/crypto";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { loadPinSchema } from "./deal-pin";
import { PinInput } from "@/app/_components/PinInput";

/**
 * A sealed deal whose rule this page has not opened: the dealer's PIN opens it (lock.ts), the device
 * key opens itself (`opening`), or it cannot be opened here (`lost`). It stands where the judging
 * controls go; the deal's heading, fingerprint and public record stay around it, read-only.
 */
export function RuleLocked({ lang, deal, status }: { lang: Locale; deal: Deal; status: "pin" | "opening" | "lost" }) {
  const t = eleusisDict[lang].atRest;
  const id = useId();
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => void loadPinSchema().catch(() => undefined), []);
  const crypto = webCryptoAvailable();

  return (
    <section data-testid="rule-locked" aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-stone-300 p-3 dark:border-stone-600">
      {status === "opening" ? <p role="status">{t.opening}</p> : null}
      {status === "lost" ? <p role="alert" className="font-semibold">{crypto ? t.lost : t.noCrypto}</p> : null}
      {status === "pin" ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (busy) return;
            setBusy(true);
            // Any PIN but an empty one goes to the lock: a rule sealed under an old PIN of any form still opens.
            const typed = (await loadPinSchema()).parseEnteredPin(pin);
            if (!typed.ok) {
              setProblem(t.pinProblems[typed.error]);
              setWrong(false);
              setBusy(false);
              return;
            }
            const { openWithPin } = await import("@/lib/eleusis/rest-keys");
            const r = await openWithPin(deal, typed.value);
            setBusy(false);
            setWrong(r !== "open");
            if (r !== "open") setPin("");
          }}
        >
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-bold">{t.title}</h2>
          <p>{crypto ? t.why : t.noCrypto}</p>
          <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
            <span className="text-sm font-semibold">{t.pinLabel}</span>
            <PinInput
              id={`${id}-pin`}
              value={pin}
              onText={(text) => {
                setPin(text);
                setWrong(false);
                setProblem(null);
              }}
              problem={problem !== null}
            />
          </label>
          {wrong ? <p role="alert" className="text-bad">{t.wrong}</p> : null}
          {problem ? <p role="alert" className="text-bad">{problem}</p> : null}
          {busy ? <p role="status" data-testid="pin-working">{t.opening}</p> : null}
          <div>
            <Button type="submit" disabled={busy || !crypto}>{busy ? t.opening : t.open}</Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

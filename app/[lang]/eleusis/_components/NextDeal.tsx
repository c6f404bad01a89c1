"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { seating } from "@/lib/eleusis/session-schema";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import dynamic from "next/dynamic";
import type { RuleChoice } from "@/lib/eleusis/seal";
import { loadPinSchema } from "./deal-pin";
import { PinInput } from "@/app/_components/PinInput";

// Loaded when opened: the rule language checker and presets are not needed to judge.
const RuleChooser = dynamic(() => import("./RuleChooser").then((m) => m.RuleChooser), { ssr: false });
/** "Next deal": the deal passes to the next player, who picks and seals a new rule. */
export function NextDeal({ lang, state, dispatch }: { lang: Locale; state: EleusisState; dispatch: (a: EleusisAction) => void }) {
  const t = eleusisDict[lang].next;
  const [choice, setChoice] = useState<RuleChoice | null>(null);
  const [pin, setPin] = useState("");
  const [pinProblem, setPinProblem] = useState<string | null>(null);
  const pinField = useRef<HTMLInputElement>(null);
  useEffect(() => void loadPinSchema().catch(() => undefined), []);
  const [busy, setBusy] = useState(false);
  const onChoice = useCallback((c: RuleChoice | null) => setChoice(c), []);
  const { dealer } = seating(state.players.length, state.robot, state.firstDealer, state.deals.length);

  return (
    <section aria-labelledby="next-title" className="flex flex-col gap-3 rounded-xl border border-stone-300 p-3 dark:border-stone-600">
      <h2 id="next-title" className="text-xl font-bold">
        {t.title}
      </h2>
      <p>{dealer === null ? t.robot : t.dealer(state.players[dealer] ?? "")}</p>
      <RuleChooser lang={lang} onChange={onChoice} allowRobot={state.robot} kinds={state.robot ? ["robot"] : ["preset", "own"]} />
      {!state.robot ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{eleusisDict[lang].setup.pin}</span>
          <PinInput
            ref={pinField}
            value={pin}
            onText={(text) => {
              setPin(text);
              setPinProblem(null);
            }}
            problem={pinProblem !== null}
            aria-describedby={pinProblem ? "next-pin-problem next-pin-note" : "next-pin-note"}
          />
          <span id="next-pin-note" className="text-sm">{eleusisDict[lang].setup.pinNote}</span>
        </label>
      ) : null}
      {!state.robot && pinProblem ? (
        <p id="next-pin-problem" role="alert" className="font-semibold text-bad">
          {pinProblem}
        </p>
      ) : null}
      <div>
        <Button
          disabled={!choice || busy}
          onClick={async () => {
            if (!choice) return;
            setBusy(true);
            const pinRead = (await loadPinSchema()).parseOptionalPin(state.robot ? "" : pin);
            if (!pinRead.ok) {
              setPinProblem(eleusisDict[lang].setup.pinProblems[pinRead.error]);
              setBusy(false);
              pinField.current?.focus();
              return;
            }
            const [{ sealChoice }, { sealForDeal }] = await Promise.all([import("@/lib/eleusis/seal"), import("@/lib/eleusis/rest-keys")]);
            const sealed = await sealChoice(choice);
            const rule = sealed ? await sealForDeal(sealed, pinRead.value) : null;
            if (rule) dispatch({ type: "deal", ...rule, at: Date.now() });
            setBusy(false);
            setPin("");
          }}
        >
          {t.start}
        </Button>
      </div>
    </section>
  );
}

"use client";

import { memo, useCallback, useEffect, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { DealAction } from "@/lib/eleusis/deal";
import type { Deal } from "@/lib/eleusis/session";
import { pinOpens } from "@/lib/eleusis/pin";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { openDeal } from "@/lib/eleusis/at-rest";
import { ruleVault } from "@/lib/eleusis/vault";
import type { Locale } from "@/lib/i18n/locales";
import dynamic from "next/dynamic";
import type { RuleChoice } from "@/lib/eleusis/seal";
import { loadPinSchema } from "./deal-pin";
import { PinInput } from "@/app/_components/PinInput";

// Loaded when opened: the rule language checker and presets are not needed to judge.
const RuleChooser = dynamic(() => import("./RuleChooser").then((m) => m.RuleChooser), { ssr: false });
/**
 * Peek at or change the sealed rule, behind the optional PIN; both are logged for the reveal. The same
 * for a classic hand and a New Eleusis round (both reducers take the deal's peek and rule edit).
 */
function DealerToolsView({ lang, deal, dispatch }: { lang: Locale; deal: Deal; dispatch: (a: DealAction) => void }) {
  const t = eleusisDict[lang].dealerTools;
  // A PIN guards peeks and edits: the PIN lock's own (a box that opens), or an old hand's PIN digest.
  const guarded = deal.lock?.kind === "pin" || deal.pinHash !== null;
  const [unlocked, setUnlocked] = useState(!guarded);
  const [checking, setChecking] = useState(false);
  const [pin, setPin] = useState("");
  const [wrongPin, setWrongPin] = useState(false);
  const [pinProblem, setPinProblem] = useState<string | null>(null);
  useEffect(() => {
    if (guarded) void loadPinSchema().catch(() => undefined);
  }, [guarded]);
  const [mode, setMode] = useState<"closed" | "peek" | "edit">("closed");
  const [choice, setChoice] = useState<RuleChoice | null>(null);
  const onChoice = useCallback((c: RuleChoice | null) => setChoice(c), []);

  const close = () => {
    setMode("closed");
    setUnlocked(!guarded);
    setPin("");
  };

  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-600" onToggle={(e) => !e.currentTarget.open && close()}>
      <summary className="min-h-11 cursor-pointer py-2 font-bold">{t.title}</summary>
      <p className="text-sm">{t.logged}</p>
      {!unlocked ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            setChecking(true);
            // Not refused by its form: an old hand's PIN of any form is the lock's (or digest's) to judge.
            const typed = (await loadPinSchema()).parseEnteredPin(pin);
            setPinProblem(typed.ok ? null : eleusisDict[lang].atRest.pinProblems[typed.error]);
            if (!typed.ok) {
              setChecking(false);
              setWrongPin(false);
              return;
            }
            const ok = deal.lock?.kind === "pin" ? await (await import("@/lib/eleusis/rest-keys")).pinOpensDeal(deal, typed.value) : pinOpens(deal.pinHash, typed.value);
            setChecking(false);
            setWrongPin(!ok);
            setUnlocked(ok);
          }}
        >
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t.pinPrompt}</span>
            <PinInput
              value={pin}
              onText={(text) => {
                setPin(text);
                setPinProblem(null);
              }}
              problem={pinProblem !== null}
              className=""
            />
          </label>
          <Button type="submit" variant="secondary" disabled={checking}>
            {t.unlock}
          </Button>
          {wrongPin ? <p role="alert" className="text-bad">{t.pinWrong}</p> : null}
          {pinProblem ? <p role="alert" className="text-bad">{pinProblem}</p> : null}
        </form>
      ) : mode === "closed" ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              dispatch({ type: "peek", at: Date.now() });
              setMode("peek");
            }}
          >
            {t.peek}
          </Button>
          <Button variant="secondary" onClick={() => setMode("edit")}>
            {t.editRule}
          </Button>
        </div>
      ) : mode === "peek" ? (
        <div className="mt-2 flex flex-col gap-2">
          <code data-testid="peeked-rule" className="break-words rounded bg-stone-100 p-2 text-stone-900">{(openDeal(deal, ruleVault.source) ?? deal).commitments.at(-1)?.text}</code>
          <div>
            <Button variant="secondary" onClick={close}>
              {t.hide}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          <p className="font-semibold">{t.newRule}</p>
          <RuleChooser lang={lang} onChange={onChoice} allowRobot={false} kinds={["preset", "own"]} />
          <div className="flex gap-2">
            <Button
              disabled={!choice}
              onClick={async () => {
                if (!choice) return;
                const [{ sealChoice }, { sealEdit }] = await Promise.all([import("@/lib/eleusis/seal"), import("@/lib/eleusis/rest-keys")]);
                const sealed = await sealChoice(choice);
                const rule = sealed ? await sealEdit(deal, sealed.rule, sealed.presetId, sealed.wording) : null;
                if (sealed && rule) dispatch({ type: "editRule", ...sealed, rule, at: Date.now() });
                close();
              }}
            >
              {t.sealNew}
            </Button>
            <Button variant="secondary" onClick={close}>
              {eleusisDict[lang].judge.cancel}
            </Button>
          </div>
        </div>
      )}
    </details>
  );
}

export const DealerTools = memo(DealerToolsView);

"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { common } from "@/lib/i18n/dict/common/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { dealGame } from "@/lib/pechenka/deal";
import { playerCount } from "@/lib/pechenka/session";
import { ActionBar } from "@/app/_components/ActionBar";
import { CodePanel } from "./CodePanel";

/** Hand out the roles: one player's code at a time, a list of whose code was shown, re-deal. */
export function Handout({ lang, state, dispatch }: { lang: Locale; state: PechenkaState; dispatch: (a: PechenkaAction) => void }) {
  const t = pechenkaDict[lang].handout;
  const [active, setActive] = useState<number | null>(null);
  const [askRedeal, setAskRedeal] = useState(false);
  const allShown = state.players.every((_, seat) => state.shown[seat] || seat === state.hostSeat);

  return (
    <section aria-labelledby="handout-h" className="flex flex-col gap-4">
      <h2 id="handout-h" className="text-2xl font-bold">
        {t.heading} <span className="text-base font-normal text-stone-600 dark:text-stone-400">· {t.dealNo(state.deal)}</span>
      </h2>
      {/* While a code is shown it is the whole screen: "Done" and the QR without scrolling. */}
      {active !== null ? <CodePanel lang={lang} state={state} seat={active} onDone={() => setActive(null)} /> : null}
      <fieldset className={`flex flex-wrap gap-3${active !== null ? " hidden" : ""}`}>
        <legend className="mb-1 font-semibold">{t.mode}</legend>
        {(["phones", "pass"] as const).map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="mode" checked={state.mode === mode} onChange={() => dispatch({ type: "setMode", mode })} className="h-5 w-5" />
            {mode === "phones" ? t.modePhones : t.modePass}
          </label>
        ))}
      </fieldset>
      {state.mode === "phones" && active === null ? (
        <>
          <p>{t.lead}</p>
          <label className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{t.hostSeat}</span>
            <select
              className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800"
              value={state.hostSeat ?? ""}
              onChange={(e) => dispatch({ type: "setHostSeat", seat: e.target.value === "" ? null : Number(e.target.value) })}
            >
              <option value="">{t.notPlaying}</option>
              {state.players.map((p, seat) => (
                <option key={seat} value={seat}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <ul className="flex flex-col gap-2" aria-label={t.heading}>
            {state.players.map((name, seat) => (
              <li key={seat} className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 p-2 dark:border-stone-700">
                <span className="min-w-24 font-semibold">{name}</span>
                {seat === state.hostSeat ? (
                  <span className="text-stone-600 dark:text-stone-400">{t.yourSeat}</span>
                ) : (
                  <>
                    <span data-testid={`shown-${seat}`} className={state.shown[seat] ? "text-ok" : "text-stone-600 dark:text-stone-400"}>
                      {state.shown[seat] ? `✓ ${t.shown}` : t.notShown}
                    </span>
                    <Button
                      variant={state.shown[seat] ? "secondary" : "primary"}
                      className="ml-auto"
                      onClick={() => {
                        dispatch({ type: "markShown", seat });
                        setActive(seat);
                      }}
                    >
                      {state.shown[seat] ? t.showAgain(name) : t.showFor(name)}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {active === null ? (
        <>
          <div>
            <Button variant="ghost" className="px-0 text-left" onClick={() => setAskRedeal(true)}>
              {t.redeal}
            </Button>
          </div>
          <ActionBar>
            <Button className="flex-1" onClick={() => dispatch({ type: "start" })} variant={allShown || state.mode === "pass" ? "primary" : "secondary"}>
              {allShown || state.mode === "pass" ? t.start : t.startAnyway}
            </Button>
          </ActionBar>
        </>
      ) : null}
      <ConfirmDialog
        open={askRedeal}
        title={t.redealTitle}
        body={t.redealBody}
        confirmLabel={t.redealConfirm}
        cancelLabel={common[lang].dialog.cancel}
        onConfirm={() => {
          setAskRedeal(false);
          dispatch({ type: "redeal", roles: dealGame(playerCount(state)) });
        }}
        onCancel={() => setAskRedeal(false)}
      />
    </section>
  );
}

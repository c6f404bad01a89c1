"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { common } from "@/lib/i18n/dict/common/client";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { cardSet, firstPlayer, hasHill } from "@/lib/pechenka/cards";
import { roleLabel, ROLE_IDS } from "@/lib/pechenka/roles";
import { playerCount, revealedCoins } from "@/lib/pechenka/session";
import { ActionBar } from "@/app/_components/ActionBar";
import { useMoveHere } from "@/app/_components/useMoveHere";
import { CodePanel } from "./CodePanel";
import { EntryForm } from "./EntryForm";
import { HoldToSee } from "./HoldToSee";
import { PassAndPlay } from "./PassAndPlay";
import { RoleFace } from "./RoleFace";
import { RoundSummary } from "./RoundSummary";
import { Standings } from "./Standings";
import { commaList } from "@/lib/i18n/list";

/** One round: who starts, what is in play, the entry, then the reveal with coins. */
export function RoundView({ lang, state, dispatch }: { lang: Locale; state: PechenkaState; dispatch: (a: PechenkaAction) => void }) {
  const d = pechenkaDict[lang];
  const t = d.round;
  const n = playerCount(state);
  const r = state.rounds[state.round];
  const [askPeek, setAskPeek] = useState(false);
  const [askShow, setAskShow] = useState(false);
  const [pick, setPick] = useState<number | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  // A step of the round (the entry, the reveal, the next round) brings its heading to the top.
  const heading = useMoveHere<HTMLHeadingElement>(`${state.round}:${r?.stage ?? ""}`);
  if (!r) return null;
  const first = state.firstSeat === null ? null : firstPlayer(state.firstSeat, state.round, n);
  const roles = state.roles[state.round] ?? [];
  const cardName = (c: string) =>
    (ROLE_IDS as readonly string[]).includes(c) ? pechenkaCard[lang].roles[c as (typeof ROLE_IDS)[number]] : t.cardNames[c as "sword" | "shield" | "hill"];

  const showAgain =
    state.mode === "phones" ? (
      <Button variant="ghost" className="px-0 text-left" onClick={() => setAskShow(true)}>
        {t.showAgain}
      </Button>
    ) : null;

  if (showing !== null) {
    return (
      <section aria-labelledby="round-h" className="flex flex-col gap-5">
        <h2 id="round-h" className="text-3xl font-extrabold">
          {t.heading(state.round + 1, n)}
        </h2>
        <CodePanel lang={lang} state={state} seat={showing} onDone={() => setShowing(null)} />
      </section>
    );
  }

  return (
    <section aria-labelledby="round-h" className="flex flex-col gap-5">
      <h2 id="round-h" ref={heading} tabIndex={-1} className="scroll-mt-2 text-3xl font-extrabold outline-none">
        {t.heading(state.round + 1, n)}
      </h2>
      {r.stage === "play" ? (
        <>
          <div className="flex flex-col gap-2">
            <h3 className="text-xl font-bold">{t.firstPlayer}</h3>
            {state.round === 0 ? (
              <fieldset className="flex flex-wrap gap-2">
                <legend className="mb-1">{t.chooseFirst}</legend>
                {state.players.map((p, seat) => (
                  <label key={seat} className="flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 px-3 dark:border-stone-600">
                    <input type="radio" name="first" className="h-5 w-5" checked={state.firstSeat === seat} onChange={() => dispatch({ type: "setFirstSeat", seat })} />
                    {p}
                  </label>
                ))}
              </fieldset>
            ) : (
              <p className="text-2xl font-bold" data-testid="first-player">
                {first === null ? "" : state.players[first]}
              </p>
            )}
            <p>{t.circles(n)}</p>
            <p>
              <span className="font-semibold">{t.cards}: </span>
              {commaList(lang, cardSet(n).map(cardName))}
              {hasHill(n) ? "" : ` (${t.noHill})`}
            </p>
          </div>
          {state.mode === "phones" && state.hostSeat !== null ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-xl font-bold">{t.myRole(state.players[state.hostSeat] ?? "")}</h3>
              <HoldToSee key={state.round} holdLabel={t.hold} hint={t.holdHint} showLabel={t.show} hideLabel={t.hide}>
                {roles[state.hostSeat] ? <RoleFace role={roles[state.hostSeat]!} players={n} words={pechenkaCard[lang]} /> : null}
              </HoldToSee>
            </div>
          ) : null}
          {state.mode === "pass" ? <PassAndPlay key={state.round} lang={lang} state={state} round={state.round} first={first} /> : null}
        </>
      ) : null}
      {r.stage !== "revealed" && r.peekedEarly ? (
        <div className="rounded-xl border-2 border-bad p-3" data-testid="peeked-roles">
          <p className="font-semibold">⚠ {d.summary.peeked}</p>
          <ul>
            {state.players.map((p, seat) => (
              <li key={seat}>
                {p}: {roles[seat] ? roleLabel(roles[seat]!, pechenkaCard[lang].roles) : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {r.stage === "entry" ? (
        <EntryForm
          lang={lang}
          players={state.players}
          entry={r.entry}
          firstSeat={first ?? 0}
          onEdit={(seat, patch) => dispatch({ type: "editEntry", seat, patch })}
          onAllKeptHill={() => dispatch({ type: "allKeptHill" })}
          onResolve={(pair, first, otherWentTo) => dispatch({ type: "resolveBlock", ...pair, first, otherWentTo })}
          submitLabel={d.entry.reveal}
          onSubmit={() => dispatch({ type: "reveal" })}
        />
      ) : null}
      {r.stage !== "revealed" ? (
        <div className="flex flex-col items-start gap-1">
          {showAgain}
          {!r.peekedEarly ? (
            <Button variant="ghost" className="px-0 text-left" onClick={() => setAskPeek(true)}>
              {t.peek}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <RoundSummary lang={lang} state={state} round={state.round} />
          <Standings lang={lang} players={state.players} coins={revealedCoins(state)} finished={false} />
          <div className="flex flex-col items-start gap-1">{showAgain}</div>
        </>
      )}
      {r.stage === "play" ? (
        <ActionBar>
          <Button className="flex-1" disabled={state.firstSeat === null} onClick={() => dispatch({ type: "beginEntry" })}>
            {t.endRound}
          </Button>
        </ActionBar>
      ) : null}
      {r.stage === "revealed" ? (
        <ActionBar>
          <Button className="flex-1" onClick={() => dispatch({ type: "nextRound", at: Date.now() })}>
            {state.round + 1 >= n ? d.summary.finish : d.summary.next}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: "backToEntry" })}>
            {d.summary.fix}
          </Button>
        </ActionBar>
      ) : null}
      <ConfirmDialog
        open={askShow}
        title={t.showAgainTitle}
        body={t.showAgainBody}
        confirmLabel={pick === null ? t.showAgainPick : t.showAgainConfirm(state.players[pick] ?? "")}
        confirmDisabled={pick === null}
        cancelLabel={common[lang].dialog.cancel}
        variant="primary"
        onConfirm={() => {
          if (pick === null) return;
          setAskShow(false);
          dispatch({ type: "reshowCode", seat: pick });
          setShowing(pick);
          setPick(null);
        }}
        onCancel={() => {
          setAskShow(false);
          setPick(null);
        }}
      >
        <fieldset className="mt-3 flex flex-wrap gap-2">
          <legend className="sr-only">{t.showAgainTitle}</legend>
          {state.players.map((p, seat) =>
            seat === state.hostSeat ? null : (
              <label key={seat} className="flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 px-3 dark:border-stone-600">
                <input type="radio" name="show-again" className="h-5 w-5" checked={pick === seat} onChange={() => setPick(seat)} />
                {p}
              </label>
            ),
          )}
        </fieldset>
      </ConfirmDialog>
      <ConfirmDialog
        open={askPeek}
        title={t.peekTitle}
        body={t.peekBody}
        confirmLabel={t.peekConfirm}
        cancelLabel={common[lang].dialog.cancel}
        onConfirm={() => {
          setAskPeek(false);
          dispatch({ type: "peekRoles" });
        }}
        onCancel={() => setAskPeek(false)}
      />
    </section>
  );
}

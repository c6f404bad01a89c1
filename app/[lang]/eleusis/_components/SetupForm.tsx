"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/app/_components/Button";
import { isHandCount } from "@/lib/eleusis/cards";
import { RosterPicker } from "@/app/_components/store/RosterPicker";
import { tryCreateSession } from "@/app/_components/store/createSession";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import { DeckTable } from "./DeckTable";
import { webCryptoAvailable } from "@/lib/handover/crypto";
import type { RuleChoice } from "@/lib/eleusis/seal";
import { decksForDeal } from "@/lib/eleusis/new-eleusis/state";
import type { Variant } from "@/lib/eleusis/session";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import { useRuleDraft } from "./use-rule-draft";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import { useEarlyInput, useHydrated } from "@/app/_components/hydration";
import { loadPinSchema } from "./deal-pin";
import { PinInput } from "@/app/_components/PinInput";
import { clearTabSetup, useSetupField } from "@/app/_components/store/useSetupDraft";
import { aSeatIndex, aSwitch, oneOf } from "@/lib/store/setup-draft";
import { VARIANTS } from "@/lib/eleusis/state-kinds";
import { HydratedDiv, HydratedFieldset } from "@/app/_components/Hydrated";

import { RuleChooser } from "./RuleChooser";

// Constant, so the (memoised) chooser is not re-rendered by every change of the form around it.
const HUMAN_KINDS = ["preset", "own"] as const;
const ROBOT_KINDS = ["robot"] as const;

/** Set-up: table, deck for the deal, the secret rule, then the seal. */
export function SetupForm({ lang }: { lang: Locale }) {
  const t = eleusisDict[lang].setup;
  const n = newEleusisDict[lang];
  const router = useRouter();
  // Kept over a reload in this tab, with the seats (lib/store/setup-draft.ts); the PIN never is.
  const [variant, setVariant] = useSetupField<Variant>("eleusis", "variant", "classic", oneOf(VARIANTS));
  const [names, setNames] = useState<string[]>([]);
  const [robot, setRobot] = useSetupField("eleusis", "robot", false, aSwitch);
  const [firstDealer, setFirstDealer] = useSetupField("eleusis", "firstDealer", 0, aSeatIndex);
  const [choice, setChoice] = useState<RuleChoice | null>(null);
  const [pin, setPin] = useState("");
  const [pinProblem, setPinProblem] = useState<string | null>(null);
  // A PIN typed before the page hydrated is kept and read like one typed after.
  const pinField = useEarlyInput<HTMLInputElement>(pin, setPin);
  const [busy, setBusy] = useState(false);
  // What the last tap on "seal" could not do, said in the user's language.
  const [problem, setProblem] = useState<string | null>(null);
  const onChoice = useCallback((c: RuleChoice | null) => setChoice(c), []);
  const { draft, saveOwn, discard, seal: sealDraft } = useRuleDraft();
  const [discarding, setDiscarding] = useState(false);

  const handCount = robot ? names.length : names.length - 1;
  const hands = isHandCount(handCount) ? handCount : null;
  const dealer = Math.min(firstDealer, Math.max(0, names.length - 1));

  const seal = async () => {
    if (!choice || hands === null) return;
    setBusy(true);
    setProblem(null);
    // Loaded on tap: none of this is needed to fill in the form. Offline before the worker has cached
    // them, the tap says so and everything entered stays.
    const loaded = await Promise.all([
      loadPinSchema(),
      import("@/lib/eleusis/seal"),
      import("@/lib/eleusis/rest-keys"),
      import("@/lib/eleusis/game"),
      import("@/lib/eleusis/session"),
    ]).catch(() => null);
    if (!loaded) {
      setProblem(store[lang].notLoaded);
      setBusy(false);
      return;
    }
    const [pinSchema, { sealChoice }, { sealForDeal }, { eleusisGame }, { startSession }] = loaded;
    // The PIN's one schema: empty is no PIN, anything else 4–12 digits (a robot deal has none).
    const pinRead = pinSchema.parseOptionalPin(robot ? "" : pin);
    if (!pinRead.ok) {
      setPinProblem(t.pinProblems[pinRead.error]);
      setBusy(false);
      pinField.current?.focus();
      return;
    }
    const sealed = await sealChoice(robot ? { kind: "robot", difficulty: choice.kind === "robot" ? choice.difficulty : "any" } : choice);
    const rule = sealed ? await sealForDeal(sealed, pinRead.value) : null;
    const state = rule ? startSession({ players: names, robot, firstDealer: dealer, variant }, { ...rule, at: Date.now() }) : null;
    if (!state) {
      setBusy(false);
      return;
    }
    const created = await tryCreateSession(eleusisGame, state);
    if (!created.ok) {
      setProblem(`${t.storageFailed} ${created.error.code}: ${created.error.detail}`);
      setBusy(false);
      return;
    }
    // The game is sealed: the dealer's draft is deleted, and nothing writes it again; so is the set-up.
    await sealDraft();
    clearTabSetup("eleusis");
    // tryCreateSession has remembered the players in the roster.
    router.push(`/${lang}/eleusis/play?id=${created.value}`);
  };

  return (
    // Not a <form>: the roster picker inside has its own.
    <HydratedDiv className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <p className="text-sm">{t.playersHint}</p>
        <RosterPicker lang={lang} min={3} max={9} lastOf="eleusis" keep="eleusis" onChange={setNames} />
      </section>
      {/* Disabled until hydrated: React would reset a radio ticked before then, losing the tap. */}
      <HydratedFieldset className="flex flex-col gap-2">
        <legend className="text-xl font-bold">{n.variant}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="variant" checked={variant === "classic"} onChange={() => setVariant("classic")} />
          {n.variantClassic}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="variant" checked={variant === "new"} onChange={() => setVariant("new")} />
          {n.variantNew}
        </label>
      </HydratedFieldset>
      <HydratedFieldset className="flex flex-col gap-2">
        <legend className="text-xl font-bold">{t.mode}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="mode" checked={!robot} onChange={() => setRobot(false)} />
          {t.modeHuman}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="mode" checked={robot} onChange={() => setRobot(true)} />
          {t.modeRobot}
        </label>
        {names.length > 0 ? (
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{robot ? t.firstPlayer : t.firstDealer}</span>
            <select
              value={dealer}
              onChange={(e) => setFirstDealer(Number(e.target.value))}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
            >
              {names.map((n, i) => (
                <option key={n} value={i}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </HydratedFieldset>
      {hands === null ? (
        <p role="status">{t.tableSize}</p>
      ) : variant === "new" ? (
        <p data-testid="deck-table">{n.deal(decksForDeal(hands))}</p>
      ) : (
        <DeckTable lang={lang} hands={hands} />
      )}
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-bold">{t.rule}</h2>
        {/* Rendered on the server too (its presets' verdicts are worked out ahead); disabled until
            hydrated, like the fieldsets above, so a pick made before then is not reset. */}
        <HydratedFieldset className="min-w-0">
          <RuleChooser
            key={draft.generation}
            lang={lang}
            onChange={onChoice}
            allowRobot={robot}
            kinds={robot ? ROBOT_KINDS : HUMAN_KINDS}
            initialOwn={draft.text}
            onOwnChange={saveOwn}
          />
        </HydratedFieldset>
        {draft.problem ? (
          <p role="alert" className="font-semibold text-bad dark:text-red-400">
            {draft.problem === "unreadable" ? t.draftUnreadable : t.draftNotKept(t.draftWhy[draft.problem])}
          </p>
        ) : null}
        {draft.kept && !robot ? (
          <div className="flex flex-col gap-2 rounded-xl border border-stone-300 p-3 dark:border-stone-600" data-testid="rule-draft">
            <p className="text-sm">{draft.kept === "clear" ? t.draftKeptClear : t.draftKept}</p>
            <div>
              <Button variant="secondary" onClick={() => setDiscarding(true)}>
                {t.discard}
              </Button>
            </div>
          </div>
        ) : null}
        <ConfirmDialog
          open={discarding}
          title={t.discardTitle}
          body={t.discardBody}
          confirmLabel={t.discard}
          cancelLabel={t.discardKeep}
          onCancel={() => setDiscarding(false)}
          onConfirm={() => {
            setDiscarding(false);
            discard();
          }}
        />
      </section>
      {!robot ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t.pin}</span>
          <PinInput
            ref={pinField}
            value={pin}
            onText={(text) => {
              setPin(text);
              setPinProblem(null);
            }}
            problem={pinProblem !== null}
            // The PIN's schema (and zod) loads when the dealer comes to the PIN, not with the page
            //; a seal that comes first waits for it.
            onFocus={() => void loadPinSchema().catch(() => undefined)}
            aria-describedby={pinProblem ? "pin-problem pin-note" : "pin-note"}
          />
        </label>
      ) : null}
      {!robot && pinProblem ? (
        <p id="pin-problem" role="alert" className="-mt-4 font-semibold text-bad">
          {pinProblem}
        </p>
      ) : null}
      {!robot ? (
        <PinNote lang={lang} />
      ) : null}
      {problem ? (
        <p role="alert" className="font-semibold text-bad dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <HydratedFieldset>
        <Button onClick={() => void seal()} disabled={busy || !choice || hands === null || draft.reading}>
          {busy ? t.sealing : t.seal}
        </Button>
      </HydratedFieldset>
    </HydratedDiv>
  );
}

/** Where the PIN goes: said once the page runs, when this browser cannot encrypt (no Web Crypto). */
function PinNote({ lang }: { lang: Locale }) {
  const t = eleusisDict[lang].setup;
  const hydrated = useHydrated();
  return (
    <p id="pin-note" className="-mt-4 text-sm" data-testid="pin-note">
      {hydrated && !webCryptoAvailable() ? t.noCrypto : t.pinNote}
    </p>
  );
}

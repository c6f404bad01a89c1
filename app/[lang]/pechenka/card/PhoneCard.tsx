"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import { useHydrated } from "@/app/_components/hydration";
import type { Locale } from "@/lib/i18n/locales";
import type { LinkErrorCode, RevealPayload } from "@/lib/pechenka/link";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card/client";
import { parseRevealLink } from "@/lib/pechenka/link";
import { openOnPhone, parsePhoneMemory, remember } from "@/lib/pechenka/phone";
import { readBrowserKey, STORAGE_KEYS, writeBrowserKey } from "@/lib/store/backend";
import type { PhoneMemory } from "@/lib/pechenka/phone";
import { HoldToSee } from "../_components/HoldToSee";
import { RoleFace } from "../_components/RoleFace";

const MEMORY_KEY = STORAGE_KEYS.pechenkaPhone;

// The camera, its reader and the decoder come only when a player asks to scan.
const CardScanner = dynamic(() => import("./CardScanner").then((m) => m.CardScanner), { ssr: false });

type View =
  | { kind: "loading" }
  | { kind: "error"; code: LinkErrorCode }
  | { kind: "outdated"; newerDeal: number }
  | { kind: "ready"; payload: RevealPayload; round: number };

function loadMemory(): PhoneMemory {
  const read = readBrowserKey(MEMORY_KEY);
  try {
    return parsePhoneMemory(JSON.parse(read.ok ? (read.value ?? "{}") : "{}"));
  } catch {
    return {};
  }
}

function saveMemory(m: PhoneMemory): void {
  // Private mode or full storage: the round simply is not remembered.
  writeBrowserKey(MEMORY_KEY, JSON.stringify(m));
}

/** Offline use needs a service worker, which only a secure origin gets (not plain HTTP on a LAN address). */
function canWorkOffline(): boolean {
  return window.isSecureContext && "serviceWorker" in navigator && navigator.serviceWorker !== undefined;
}

function read(): View {
  const res = parseRevealLink(window.location.hash);
  if (!res.ok) return { kind: "error", code: res.error.code };
  const opened = openOnPhone(loadMemory(), res.value, Date.now());
  saveMemory(opened.memory);
  return opened.status === "outdated"
    ? { kind: "outdated", newerDeal: opened.newerDeal }
    : { kind: "ready", payload: res.value, round: opened.round };
}

/** Marks its parent as soon as the HTML is parsed when the URL has no fragment, before any framework code. */
const NO_FRAGMENT_SCRIPT = 'if(!location.hash.slice(1).trim())document.currentScript.parentElement.setAttribute("data-no-link","")';

/** The card speaks the page's language, so the header's language switch changes both. */
export function PhoneCard({ pathLang: lang }: { pathLang: Locale }) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [offline, setOffline] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [scanning, setScanning] = useState(false);
  const hydrated = useHydrated();
  const t = pechenkaCard[lang];

  useEffect(() => {
    // Reading the fragment and what this origin allows can only happen in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setView(read());
    setOffline(canWorkOffline());
    const again = () => setView(read());
    window.addEventListener("hashchange", again);
    const onVisible = () => document.visibilityState === "visible" && again();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("hashchange", again);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  // A link that does not work: the player may scan their code again right here.
  const problem = (title: string, body: string) => (
    <div className="flex flex-col gap-4">
      <section role="alert" lang={lang} className="flex flex-col gap-3 rounded-2xl border-2 border-bad p-5">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-lg">{body}</p>
      </section>
      {scanning ? (
        <CardScanner lang={lang} onOpened={() => {
            setScanning(false);
            setView(read());
          }} onClose={() => setScanning(false)} />
      ) : (
        <div>
          <Button disabled={!hydrated} onClick={() => setScanning(true)}>
            {t.scan.open}
          </Button>
        </div>
      )}
    </div>
  );
  // Server HTML and hydration, and a link with no fragment at all: "reading", and the "no role in
  // this link" message, which the inline script shows at first paint when the URL has no fragment
  // (it was drawn only after hydration). The message keeps its DOM node into the error
  // state. The script reads only whether a fragment exists, never what it says.
  if (view.kind === "loading" || (view.kind === "error" && view.code === "empty")) {
    const empty = view.kind === "error";
    return (
      <div className="group" suppressHydrationWarning>
        <script dangerouslySetInnerHTML={{ __html: NO_FRAGMENT_SCRIPT }} />
        {empty ? null : (
          <p role="status" className="group-data-[no-link]:hidden">
            {t.loading}
          </p>
        )}
        <div className={empty ? undefined : "hidden group-data-[no-link]:block"}>{problem(t.errorTitle, t.errors.empty)}</div>
      </div>
    );
  }
  if (view.kind === "error") return problem(t.errorTitle, t.errors[view.code]);
  if (view.kind === "outdated") return problem(t.outdatedTitle, t.outdated(view.newerDeal));

  const { payload, round } = view;
  const role = payload.roles[round];
  const go = (r: number) => {
    saveMemory(remember(loadMemory(), payload, r, Date.now()));
    setView({ kind: "ready", payload, round: Math.max(0, Math.min(payload.players - 1, r)) });
  };

  return (
    <section lang={lang} className="flex flex-col gap-5">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold" data-testid="player-name">
          {payload.name}
        </h1>
        <p className="text-3xl font-bold" data-testid="round-label">
          {t.round(round + 1, payload.players)}
        </p>
      </header>
      <HoldToSee key={round} holdLabel={t.hold} hint={t.holdHint} showLabel={t.show} hideLabel={t.hide}>
        {role ? <RoleFace role={role} players={payload.players} words={t} /> : null}
      </HoldToSee>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          disabled={round === 0}
          onClick={() => go(round - 1)}
          className="min-h-11 rounded-xl border border-stone-300 bg-white px-4 py-2 font-semibold disabled:opacity-50 dark:border-stone-600 dark:bg-stone-800"
        >
          {t.back}
        </button>
        <button
          type="button"
          disabled={round + 1 >= payload.players}
          onClick={() => setConfirming(true)}
          className="min-h-11 rounded-xl bg-accent-700 px-4 py-2 font-semibold text-white disabled:opacity-50"
        >
          {t.next}
        </button>
      </div>
      {offline === null ? null : <p className="text-center text-sm text-stone-600 dark:text-stone-400">{offline ? t.offlineNote : t.offlineOff}</p>}
      <ConfirmDialog
        open={confirming}
        title={t.confirmNext(round + 2)}
        body={t.confirmNextBody}
        confirmLabel={t.yes}
        cancelLabel={t.cancel}
        variant="primary"
        onConfirm={() => {
          setConfirming(false);
          go(round + 1);
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useEarlyInput, useHydrated } from "@/app/_components/hydration";
import { Button } from "@/app/_components/Button";
import { STORAGE_KEYS, browserStorage, readKey, removeKey } from "@/lib/store/backend";
import { fingerprint } from "@/lib/eleusis/fingerprint";
import { pinDigest } from "@/lib/eleusis/pin";
import type { HandoverErrorCode, Part } from "@/lib/handover/codec";
import { parsePart } from "@/lib/handover/codec";
import { openText, webCryptoAvailable } from "@/lib/handover/crypto";
import type { HandoverPayload, Held, OnExisting, Opened, Pending, Received } from "@/lib/handover/payload";
import { common } from "@/lib/i18n/dict/common/client";
import { commaList } from "@/lib/i18n/list";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import { readCode } from "@/lib/handover/one-time-code";
import type { Locale } from "@/lib/i18n/locales";
import { loadDefinition, sessionHref } from "@/lib/games";

/** The in-app scanner (camera, decoder): loaded only when a person taps "Scan a code". */
const QrScanner = dynamic(() => import("@/app/_components/scan/QrScanner").then((m) => m.QrScanner), { ssr: false });

/**
 * What reads a link (the payload, the PIN box's secrets, the collected parts — all through zod
 * schemas) and stores the game: loaded when a link is read, so the page's first load carries no zod.
 */
const readers = () => import("@/lib/handover/payload");

/**
 * Codes opened before the page has woken up. A camera app opens each scanned link in the same tab,
 * which changes only the fragment; a fragment that comes before the listener below is set (and the
 * router, hydrating, puts back the URL it was loaded with) would be lost. The framework boots only
 * after the first paint (lib/slim-html.mjs), so the page's server HTML starts the queue with an
 * inline script (`EARLY_HASHES_SCRIPT`, rendered by the page) before any of it runs; this module
 * takes that queue over (or starts its own after a client-side navigation, where no inline script
 * runs), and the page reads every fragment in order when it mounts.
 */
type EarlyHashes = string[] & { done?: boolean };
declare global {
  interface Window {
    __earlyHashes?: EarlyHashes;
  }
}
// Each listener reads the URL its event carries (`newURL`), never `location.hash` when it runs: two
// codes opened within one task (a slow phone still busy with the first) fire two events that both
// find the second code in `location`.
export const EARLY_HASHES_SCRIPT =
  '(function(w){var q=[w.location.hash];w.__earlyHashes=q;w.addEventListener("hashchange",function(e){var u=e.newURL,i=u.indexOf("#");if(!q.done)q.push(i<0?"":u.slice(i))})})(window)';
const earlyHashes: EarlyHashes = (typeof window !== "undefined" && window.__earlyHashes) || [];
/** The fragment of the URL a hashchange event carries, e.g. "#1.2.4…" ("" for none). */
const hashOf = (e: HashChangeEvent): string => {
  const i = e.newURL.indexOf("#");
  return i < 0 ? "" : e.newURL.slice(i);
};
const keepEarlyHash = (e: HashChangeEvent): void => {
  if (!earlyHashes.done) earlyHashes.push(hashOf(e));
};
if (typeof window !== "undefined" && !window.__earlyHashes) {
  earlyHashes.push(window.location.hash);
  window.addEventListener("hashchange", keepEarlyHash);
}

/** How long a whole handover may take to open before the page says "Opening…" (a game that opens at once goes straight to its screen). */
const OPENING_SHOWN_AFTER_MS = 300;

type View =
  | { kind: "idle" }
  | { kind: "progress"; series: string; got: number; total: number; missing: number[]; held: boolean }
  | { kind: "pin"; payload: HandoverPayload; hashes: string[]; series: string | null }
  | { kind: "exists"; payload: HandoverPayload; state: unknown; series: string | null; found: Extract<Received, { stored: false }> }
  | { kind: "opening" }
  | { kind: "error"; text: string; startOver: boolean; series: string | null };

/** Collects the parts of a handover (from the URL fragment or a pasted link) and stores the game. */
export function ReceiveHandover({ lang }: { lang: Locale }) {
  const t = handoverDict[lang].take;
  const router = useRouter();
  const id = useId();
  const [view, setView] = useState<View>({ kind: "idle" });
  // Every series kept on this phone (the one in progress is shown above, the others listed below it).
  const [pending, setPending] = useState<Pending[]>([]);
  const [dropped, setDropped] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState(false);
  const [unsealing, setUnsealing] = useState(false);
  const [pasted, setPasted] = useState("");
  /** The pasted code being taken now, if any. */
  const taking = useRef<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const hydrated = useHydrated();
  // A link pasted before the page hydrated (a slow phone) is kept and can be added at once.
  const pasteRef = useEarlyInput<HTMLInputElement>(pasted, setPasted);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const seen = useRef(new Set<string>());
  // Series the phone's storage refused (full): kept here while the page is open, written back by the first code that fits.
  const held = useRef<Held>(null);
  const [inMemory, setInMemory] = useState(false);

  const fail = useCallback((code: HandoverErrorCode | "invalid" | "storage", series: string | null = null) => {
    const text = code === "invalid" ? t.invalid : code === "storage" ? (held.current === null ? t.storage : t.storageHeld) : t.errors[code];
    setView({ kind: "error", text, startOver: code === "mixed" || code === "corrupt", series });
  }, [t]);

  /** Reads what is kept again, for the list of other series; on a page opened bare, the newest series still being collected is shown as in progress. */
  const refreshPending = useCallback(async (bare = false) => {
    const storage = browserStorage();
    if (!storage.ok) return;
    const kept = readKey(storage.value, STORAGE_KEYS.handoverParts);
    setInMemory(held.current !== null);
    if (held.current === null && (!kept.ok || kept.value === null)) return setPending([]);
    try {
      const { pendingSeries } = await readers();
      const list = pendingSeries(storage.value, held.current);
      setPending(list);
      const newest = list.filter((p) => p.missing.length > 0).at(-1);
      if (bare && newest) setView((v) => (v.kind === "idle" ? { kind: "progress", series: newest.key, got: newest.got, total: newest.total, missing: newest.missing, held: held.current !== null } : v));
    } catch {
      // The readers did not load (offline before the worker cached them): the list waits for the next code.
    }
  }, []);

  /**
   * What a whole handover came to, on screen: the game's own screen once it is stored, else the PIN
   * prompt, the choice for a game that is here already, or what is wrong. The camera closes.
   */
  const show = useCallback(async (opened: Opened, series: string | null) => {
    if (opened.kind === "stored") return router.push(sessionHref(lang, opened.game as Parameters<typeof sessionHref>[1], opened.id));
    setScanning(false);
    setDropped(false);
    await refreshPending();
    if (opened.kind === "error") return fail(opened.code, series);
    if (opened.kind === "sealed") return setView({ kind: "pin", payload: opened.payload, hashes: opened.hashes, series });
    setView({ kind: "exists", payload: opened.payload, state: opened.state, series, found: opened.found });
  }, [fail, lang, refreshPending, router]);

  /** A read payload with its opened state stored (after its PIN or code, or the person's choice for a game that is here already). */
  const finish = useCallback(async (payload: HandoverPayload, state: unknown, series: string | null, onExisting: OnExisting = "ask") => {
    const storage = browserStorage();
    if (!storage.ok) return fail("storage");
    let receiveGame;
    try {
      ({ receiveGame } = await readers());
    } catch {
      return fail("storage");
    }
    await show(await receiveGame(storage.value, payload, state, loadDefinition, Date.now(), { onExisting, series }), series);
  }, [fail, show]);

  /**
   * A complete frame -> the game stored, or what it needs first. `series`: the kept codes it came from.
   * Nothing on the page changes until it is known, so a game that opens at once goes straight to its
   * screen; "Opening…" shows only when it takes longer (its game's code still loading on a slow phone).
   */
  const openSeries = useCallback(async (frame: string, series: string | null) => {
    const storage = browserStorage();
    if (!storage.ok) return fail("storage");
    let openFrame;
    try {
      ({ openFrame } = await readers());
    } catch {
      return fail("storage");
    }
    const slow = window.setTimeout(() => setView({ kind: "opening" }), OPENING_SHOWN_AFTER_MS);
    const opened = await openFrame(storage.value, frame, loadDefinition, Date.now(), series).finally(() => window.clearTimeout(slow));
    await show(opened, series);
  }, [fail, show]);

  /** One code, read (`parsePart`): kept with its series, and the game opened once the series is whole. */
  const takePart = useCallback(async (part: Part) => {
    const storage = browserStorage();
    if (!storage.ok) return fail("storage");
    let addPart, seriesKey;
    try {
      ({ addPart, seriesKey } = await readers());
    } catch {
      return fail("storage");
    }
    const series = seriesKey(part);
    const added = addPart(storage.value, part, Date.now(), held.current);
    held.current = added.held;
    const { frame } = added;
    if (frame.ok) return openSeries(frame.value, part.n === 1 ? null : series);
    setDropped(false);
    await refreshPending();
    if (frame.error.code === "missing") return setView({ kind: "progress", series, got: frame.error.total - frame.error.missing.length, total: frame.error.total, missing: frame.error.missing, held: added.held !== null });
    fail(frame.error.code, series);
  }, [fail, openSeries, refreshPending]);

  /** A scanned or opened code as text; one that is not a code of this app is said. */
  const take = useCallback(async (input: string) => {
    const part = parsePart(input);
    if (!part.ok) return fail(part.error.code);
    await takePart(part.value);
  }, [fail, takePart]);

  /** A kept series whose codes all came (its PIN was not typed last time): opened again. */
  const continueSeries = async (series: string) => {
    const storage = browserStorage();
    if (!storage.ok) return fail("storage");
    let frameOf;
    try {
      ({ frameOf } = await readers());
    } catch {
      return fail("storage");
    }
    const frame = frameOf(storage.value, series, held.current);
    if (!frame.ok) return fail(frame.error.code);
    await openSeries(frame.value, series);
  };

  const drop = async (series: string) => {
    const storage = browserStorage();
    if (!storage.ok) return fail("storage");
    try {
      const { dropSeries } = await readers();
      held.current = dropSeries(storage.value, series, held.current);
    } catch {
      return fail("storage");
    }
    if ((view.kind === "progress" || view.kind === "pin" || view.kind === "exists") && view.series === series) setView({ kind: "idle" });
    // Its codes may be scanned again on this page.
    seen.current.clear();
    setDropped(true);
    await refreshPending();
  };

  useEffect(() => {
    // One link at a time, in the order they came: each adds its part before the next is read.
    // A code is read once per page (the router may put back the URL the page was loaded with).
    let queue = Promise.resolve();
    const read = (hash: string) => {
      if (hash.length <= 1 || seen.current.has(hash)) return;
      seen.current.add(hash);
      queue = queue.then(() => take(hash));
    };
    const onHash = (e: HashChangeEvent) => read(hashOf(e));
    window.removeEventListener("hashchange", keepEarlyHash);
    earlyHashes.done = true;
    for (const hash of earlyHashes.splice(0)) read(hash);
    read(window.location.hash);
    // The readers (zod schemas) load only when codes were kept before: an empty page does no such work on opening.
    if (window.location.hash.length <= 1) queue = queue.then(() => refreshPending(true));
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [take, refreshPending]);

  useEffect(() => {
    focusRef.current?.focus();
  }, [view.kind]);

  const unseal = async () => {
    if (view.kind !== "pin" || !view.payload.sealed) return;
    const secretGame = view.payload.record.kind !== "eleusis";
    setUnsealing(true);
    const opened = await openText(secretGame ? readCode(pin) : pin, view.payload.sealed).finally(() => setUnsealing(false));
    if (!opened.ok) {
      setPinError(true);
      return;
    }
    let mergeSecrets, mergeRoles;
    try {
      ({ mergeSecrets, mergeRoles } = await readers());
    } catch {
      return fail("storage");
    }
    if (secretGame) {
      // A Pechenka game: the roles of the state and its undo stack were in the box (the one-time code).
      const merged = mergeRoles(view.payload.record, opened.value);
      if (!merged.ok) return fail("corrupt");
      setView({ kind: "opening" });
      return finish({ ...view.payload, record: { ...view.payload.record, past: merged.value.past as typeof view.payload.record.past } }, merged.value.state, view.series);
    }
    const merged = mergeSecrets(view.payload.record.state, opened.value, pinDigest(pin));
    if (!merged.ok) return fail("corrupt");
    setView({ kind: "opening" });
    // Stored sealed at rest under the same PIN (a new salt), never in clear (lib/eleusis/lock.ts).
    const sealed = await (await import("@/lib/eleusis/rest-keys")).sealUnderPin(merged.value, pin);
    if (sealed === null) return setView({ kind: "error", text: t.noCrypto, startOver: false, series: null });
    await finish(view.payload, sealed, view.series);
  };

  const startOver = (series: string | null) => {
    if (series !== null) return void drop(series);
    const storage = browserStorage();
    if (storage.ok) removeKey(storage.value, STORAGE_KEYS.handoverParts);
    held.current = null;
    seen.current.clear();
    setPending([]);
    setView({ kind: "idle" });
    history.replaceState(null, "", window.location.pathname);
  };

  const when = (at: number) => new Date(at).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
  const current = view.kind === "progress" || view.kind === "pin" || view.kind === "exists" ? view.series : null;
  const others = pending.filter((p) => p.key !== current);

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {view.kind === "idle" && others.length === 0 ? <p>{dropped ? t.dropped : t.noLink}</p> : null}
      {view.kind === "progress" ? (
        <div className="flex flex-col gap-2" data-testid="handover-progress">
          <h2 ref={focusRef} tabIndex={-1} className="text-xl font-bold">{t.got(view.got, view.total)}</h2>
          <p role="status">{t.missing(view.missing.join(", "))}</p>
          {view.held ? <p role="alert" className="text-bad font-semibold" data-testid="handover-held">{t.held}</p> : null}
          <div><Button variant="secondary" onClick={() => void drop(view.series)}>{t.dropSeries}</Button></div>
        </div>
      ) : null}
      {view.kind === "opening" ? <p role="status">{t.opening}</p> : null}
      {view.kind === "error" ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-bad font-semibold">{view.text}</p>
          {view.startOver ? <div><Button variant="secondary" onClick={() => startOver(view.series)}>{t.startOver}</Button></div> : null}
        </div>
      ) : null}
      {view.kind === "exists" ? (
        <div className="flex flex-col gap-2" data-testid="handover-exists">
          <h2 ref={focusRef} tabIndex={-1} className="text-xl font-bold">
            {t.existsTitle(common[lang].games[view.found.kind as keyof (typeof common)[Locale]["games"]]?.name ?? view.found.kind, commaList(lang, view.payload.record.summary.players))}
          </h2>
          <p>
            {view.found.same ? t.existsSame : view.found.newer ? t.existsNewer(when(view.found.receivedUpdatedAt), when(view.found.hereUpdatedAt)) : t.existsOlder(when(view.found.receivedUpdatedAt), when(view.found.hereUpdatedAt))}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => {
              if (view.series !== null) void drop(view.series);
              router.push(sessionHref(lang, view.found.kind as Parameters<typeof sessionHref>[1], view.found.id));
            }}>{t.openHere}</Button>
            {view.found.newer && !view.found.same ? <Button variant="secondary" onClick={() => void finish(view.payload, view.state, view.series, "replace")}>{t.replace}</Button> : null}
            <Button variant="secondary" onClick={() => void finish(view.payload, view.state, view.series, "keepBoth")}>{t.keepBoth}</Button>
          </div>
        </div>
      ) : null}
      {view.kind === "pin" ? (
        webCryptoAvailable() ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void unseal();
            }}
          >
            <h2 ref={focusRef} tabIndex={-1} className="text-xl font-bold">{view.payload.record.kind === "eleusis" ? t.pinPrompt : t.codePrompt}</h2>
            {view.hashes.map((h) => <p key={h} className="font-mono" data-testid="handover-fingerprint">{t.fingerprint(fingerprint(h))}</p>)}
            <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
              <span className="font-semibold">{view.payload.record.kind === "eleusis" ? "PIN" : t.codeLabel}</span>
              <input id={`${id}-pin`} type={view.payload.record.kind === "eleusis" ? "password" : "text"} inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => { setPin(e.target.value); setPinError(false); }} className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100" />
            </label>
            {pinError ? <p role="alert" className="text-bad">{view.payload.record.kind === "eleusis" ? t.pinWrong : t.codeWrong}</p> : null}
            {unsealing ? <p role="status" data-testid="unsealing">{t.unsealing}</p> : null}
            <div><Button type="submit" disabled={unsealing}>{view.payload.record.kind === "eleusis" ? t.unseal : t.codeOpen}</Button></div>
          </form>
        ) : (
          <p role="alert" className="text-bad">{t.noCrypto}</p>
        )
      ) : null}
      {view.kind === "idle" || view.kind === "progress" || view.kind === "error" ? (
        scanning ? (
          <QrScanner lang={lang} series={null} onPart={(text) => void take(text)} onClose={() => setScanning(false)} />
        ) : (
          <div>
            <Button disabled={!hydrated} onClick={() => setScanning(true)}>{handoverDict[lang].scan.open}</Button>
          </div>
        )
      ) : null}
      {others.length > 0 ? (
        <section className="flex flex-col gap-2" aria-labelledby={`${id}-pending`} data-testid="handover-pending">
          <h2 id={`${id}-pending`} className="text-lg font-bold">{inMemory ? t.pendingTitleHeld : t.pendingTitle}</h2>
          <ul className="flex flex-col gap-3">
            {others.map((p) => (
              <li key={p.key} className="flex flex-col gap-2">
                <p>{p.missing.length === 0 ? t.pendingReady(p.total, p.at === null ? null : when(p.at)) : t.pendingSeries(p.got, p.total, p.missing.join(", "), p.at === null ? null : when(p.at))}</p>
                <div className="flex flex-wrap gap-2">
                  {p.missing.length === 0 ? <Button onClick={() => void continueSeries(p.key)}>{t.pendingOpen}</Button> : null}
                  <Button variant="secondary" onClick={() => void drop(p.key)}>{t.dropSeries}</Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          // A code of this app is kept and the field cleared for the next one; a link that is not one
          // stays in the field beside what is wrong with it, to be mended rather than pasted again.
          // Cleared once the code is taken (the page changes once, with what it came to); what was
          // typed over it meanwhile stays.
          const text = pasted.trim();
          // A second tap on "Add link" while this code is being taken adds nothing.
          if (text === taking.current) return;
          const part = parsePart(text);
          if (!part.ok) return fail(part.error.code);
          taking.current = text;
          void takePart(part.value).finally(() => {
            taking.current = null;
            setPasted((now) => (now.trim() === text ? "" : now));
          });
        }}
      >
        <label className="flex flex-col gap-1" htmlFor={`${id}-paste`}>
          <span className="font-semibold">{t.pasteLabel}</span>
          <input ref={pasteRef} id={`${id}-paste`} value={pasted} onChange={(e) => setPasted(e.target.value)} autoComplete="off" className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-mono text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100" />
        </label>
        <div><Button variant="secondary" type="submit" disabled={pasted.trim().length === 0}>{t.add}</Button></div>
      </form>
    </div>
  );
}

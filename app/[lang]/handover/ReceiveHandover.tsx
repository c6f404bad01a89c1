"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useEarlyInput } from "@/app/_components/useEarlyInput";
import { Button } from "@/app/_components/Button";
import { pageStorage } from "@/app/_components/store/client-storage";
import { STORAGE_KEYS, readKey, removeKey } from "@/lib/store/backend";
import { fingerprint } from "@/lib/eleusis/fingerprint";
import { pinDigest } from "@/lib/eleusis/pin";
import type { HandoverErrorCode } from "@/lib/handover/codec";
import { decodeFrame, parsePart } from "@/lib/handover/codec";
import { openText, webCryptoAvailable } from "@/lib/handover/crypto";
import type { HandoverPayload } from "@/lib/handover/payload";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import { readCode } from "@/lib/handover/one-time-code";
import type { Locale } from "@/lib/i18n/locales";
import { isGameKind, loadDefinition, sessionHref } from "@/lib/games";

/**
 * What reads a link (the payload, the PIN box's secrets, the collected parts — all through zod
 * schemas) and stores the game: loaded when a link is read, so the page's first load carries no zod.
 */
const readers = () => Promise.all([import("@/lib/handover/payload"), import("@/lib/handover/receive")]);

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
export const EARLY_HASHES_SCRIPT =
  '(function(w){var q=[w.location.hash];w.__earlyHashes=q;w.addEventListener("hashchange",function(){if(!q.done)q.push(w.location.hash)})})(window)';
const earlyHashes: EarlyHashes = (typeof window !== "undefined" && window.__earlyHashes) || [];
const keepEarlyHash = (): void => {
  if (!earlyHashes.done) earlyHashes.push(window.location.hash);
};
if (typeof window !== "undefined" && !window.__earlyHashes) {
  keepEarlyHash();
  window.addEventListener("hashchange", keepEarlyHash);
}

type View =
  | { kind: "idle" }
  | { kind: "progress"; got: number; total: number; missing: number[] }
  | { kind: "pin"; payload: HandoverPayload; hashes: string[] }
  | { kind: "opening" }
  | { kind: "error"; text: string; startOver: boolean };

/** Collects the parts of a handover (from the URL fragment or a pasted link) and stores the game. */
export function ReceiveHandover({ lang }: { lang: Locale }) {
  const t = handoverDict[lang].take;
  const router = useRouter();
  const id = useId();
  const [view, setView] = useState<View>({ kind: "idle" });
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState(false);
  const [pasted, setPasted] = useState("");
  // A link pasted before the page hydrated (a slow phone) is kept and can be added at once.
  const pasteRef = useEarlyInput<HTMLInputElement>(pasted, setPasted);
  const focusRef = useRef<HTMLHeadingElement>(null);

  const fail = useCallback((code: HandoverErrorCode | "invalid" | "storage") => {
    const text = code === "invalid" ? t.invalid : code === "storage" ? t.storage : t.errors[code];
    setView({ kind: "error", text, startOver: code === "mixed" || code === "corrupt" });
  }, [t]);

  const finish = useCallback(async (payload: HandoverPayload, state: unknown) => {
    const storage = pageStorage();
    if (!storage.ok) return fail("storage");
    const kind = payload.record.kind;
    // The game's definition with its zod schema, and the writer that runs it: loaded now, not with the page.
    let def, storeReceived;
    try {
      [def, { storeReceived }] = await Promise.all([isGameKind(kind) ? loadDefinition(kind) : undefined, import("@/lib/handover/store-received")]);
    } catch {
      return fail("storage");
    }
    if (!def) return fail("invalid");
    const stored = storeReceived(storage.value, payload, state, def, Date.now());
    if (!stored.ok) return fail(stored.error);
    router.push(sessionHref(lang, kind as Parameters<typeof sessionHref>[1], stored.value.id));
  }, [fail, lang, router]);

  const take = useCallback(async (input: string) => {
    const part = parsePart(input);
    if (!part.ok) return fail(part.error.code);
    const storage = pageStorage();
    if (!storage.ok) return fail("storage");
    let checkPayload, addPart;
    try {
      [{ checkPayload }, { addPart }] = await readers();
    } catch {
      return fail("storage");
    }
    const frame = addPart(storage.value, part.value);
    if (!frame.ok) {
      if (frame.error.code === "missing") return setView({ kind: "progress", got: frame.error.total - frame.error.missing.length, total: frame.error.total, missing: frame.error.missing });
      return fail(frame.error.code);
    }
    setView({ kind: "opening" });
    const decoded = await decodeFrame(frame.value);
    if (!decoded.ok) return fail(decoded.error.code);
    const payload = checkPayload(decoded.value);
    if (!payload) return fail("notHandover");
    if (payload.sealed && payload.record.kind !== "eleusis") return setView({ kind: "pin", payload, hashes: [] });
    if (payload.sealed) {
      const deals = (payload.record.state as { deals?: { commitments?: { hash?: unknown }[]; revealedAt?: unknown }[] } | null)?.deals ?? [];
      const hashes = deals.flatMap((d) => (d.revealedAt === null ? [String(d.commitments?.at(-1)?.hash ?? "")] : []));
      return setView({ kind: "pin", payload, hashes });
    }
    await finish(payload, payload.record.state);
  }, [fail, finish]);

  useEffect(() => {
    // One link at a time, in the order they came: each adds its part before the next is read.
    let queue = Promise.resolve();
    const read = (hash: string) => {
      queue = queue.then(() => take(hash));
    };
    const onHash = () => {
      const hash = window.location.hash;
      if (hash.length > 1) read(hash);
      else {
        const storage = pageStorage();
        if (!storage.ok) return;
        // The readers (zod schemas) load only when parts of a game were collected before: an empty
        // page does no such work on opening (issue 14).
        const kept = readKey(storage.value, STORAGE_KEYS.handoverParts);
        if (!kept.ok || kept.value === null) return;
        void readers().then(([, { readCollected }]) => {
          const had = readCollected(storage.value);
          if (had) {
            const missing = Array.from({ length: had.n }, (_, i) => i + 1).filter((k) => !(String(k) in had.parts));
            setView({ kind: "progress", got: had.n - missing.length, total: had.n, missing });
          }
        }, () => {});
      }
    };
    window.removeEventListener("hashchange", keepEarlyHash);
    earlyHashes.done = true;
    const now = window.location.hash;
    for (const hash of earlyHashes.splice(0)) if (hash.length > 1 && hash !== now) read(hash);
    onHash();
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [take]);

  useEffect(() => {
    focusRef.current?.focus();
  }, [view.kind]);

  const unseal = async () => {
    if (view.kind !== "pin" || !view.payload.sealed) return;
    const secretGame = view.payload.record.kind !== "eleusis";
    const opened = await openText(secretGame ? readCode(pin) : pin, view.payload.sealed);
    if (!opened.ok) {
      setPinError(true);
      return;
    }
    let mergeSecrets, mergeRoles;
    try {
      [{ mergeSecrets, mergeRoles }] = await readers();
    } catch {
      return fail("storage");
    }
    if (secretGame) {
      // A Pechenka game: the roles of the state and its undo stack were in the box (the one-time code).
      const merged = mergeRoles(view.payload.record, opened.value);
      if (!merged.ok) return fail("corrupt");
      setView({ kind: "opening" });
      return finish({ ...view.payload, record: { ...view.payload.record, past: merged.value.past as typeof view.payload.record.past } }, merged.value.state);
    }
    const merged = mergeSecrets(view.payload.record.state, opened.value, pinDigest(pin));
    if (!merged.ok) return fail("corrupt");
    setView({ kind: "opening" });
    // Stored sealed at rest under the same PIN (a new salt), never in clear (lib/eleusis/lock.ts).
    const sealed = await (await import("@/lib/eleusis/rest-keys")).sealUnderPin(merged.value, pin);
    if (sealed === null) return setView({ kind: "error", text: t.noCrypto, startOver: false });
    await finish(view.payload, sealed);
  };

  const startOver = () => {
    const storage = pageStorage();
    if (storage.ok) removeKey(storage.value, STORAGE_KEYS.handoverParts);
    setView({ kind: "idle" });
    history.replaceState(null, "", window.location.pathname);
  };

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {view.kind === "idle" ? <p>{t.noLink}</p> : null}
      {view.kind === "progress" ? (
        <div className="flex flex-col gap-1" data-testid="handover-progress">
          <h2 ref={focusRef} tabIndex={-1} className="text-xl font-bold">{t.got(view.got, view.total)}</h2>
          <p role="status">{t.missing(view.missing.join(", "))}</p>
        </div>
      ) : null}
      {view.kind === "opening" ? <p role="status">{t.opening}</p> : null}
      {view.kind === "error" ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-bad font-semibold">{view.text}</p>
          {view.startOver ? <div><Button variant="secondary" onClick={startOver}>{t.startOver}</Button></div> : null}
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
            <div><Button type="submit">{view.payload.record.kind === "eleusis" ? t.unseal : t.codeOpen}</Button></div>
          </form>
        ) : (
          <p role="alert" className="text-bad">{t.noCrypto}</p>
        )
      ) : null}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void take(pasted.trim());
          setPasted("");
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

"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import { STORAGE_KEYS, browserStorage, listKeys, readKey, writeKey } from "@/lib/store/backend";
import { deliverFile } from "./deliver-file";

type Shown = { games: number; notice: boolean };
type Moved = { kind: "saved"; games: number; withoutPin: number; downloaded: boolean } | { kind: "failed" } | null;

/** True in the installed app (home-screen or desktop window), false in a browser tab. */
function installed(): boolean {
  return window.matchMedia?.("(display-mode: standalone)").matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** True when the browser promised to keep this site's storage (never asks: asking may prompt). */
async function persisted(): Promise<boolean> {
  try {
    return typeof navigator.storage?.persisted === "function" ? await navigator.storage.persisted() : false;
  } catch {
    return false;
  }
}

/**
 * In a browser tab with games stored: once, calmly, that the browser may clear them after a week
 * unused (unless the app is installed or the storage is persistent), and always the move of every
 * game, the roster and the evening's results to the installed app (one file, imported there).
 * Appears below the list after hydration, so nothing above it moves.
 */
export function KeepGames({ lang }: { lang: Locale }) {
  const t = store[lang].keep;
  const [shown, setShown] = useState<Shown | null>(null);
  const [moved, setMoved] = useState<Moved>(null);
  const [busy, setBusy] = useState(false);
  const next = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const storage = browserStorage();
      if (!storage.ok || installed()) return;
      const keys = listKeys(storage.value, STORAGE_KEYS.sessionPrefix);
      const games = keys.ok ? keys.value.length : 0;
      if (games === 0) return;
      const said = readKey(storage.value, STORAGE_KEYS.evictionNoticeSaid);
      const notice = !(said.ok && said.value !== null) && !(await persisted());
      // Said once: remembered as soon as it is shown.
      if (notice) writeKey(storage.value, STORAGE_KEYS.evictionNoticeSaid, String(Date.now()));
      if (live) setShown({ games, notice });
    })();
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (moved) next.current?.focus();
  }, [moved]);

  if (!shown) return null;

  const saveAll = async () => {
    setBusy(true);
    try {
      const storage = browserStorage();
      const now = Date.now();
      const file = storage.ok ? await (await import("./game-night-actions")).moveFile(storage.value, now) : null;
      if (!file) return setMoved({ kind: "failed" });
      const how = await deliverFile(`tabletop-referee-all-games-${new Date(now).toISOString().slice(0, 10)}.json`, new Blob([file.text], { type: "application/json" }), t.moveTitle);
      if (how !== "cancelled") setMoved({ kind: "saved", games: file.games, withoutPin: file.withoutPin, downloaded: how === "downloaded" });
    } catch {
      setMoved({ kind: "failed" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {shown.notice ? (
        <section aria-labelledby="eviction-title" className="flex flex-col gap-2 rounded-2xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="eviction-notice">
          <h2 id="eviction-title" className="text-lg font-bold">{t.evictionTitle}</h2>
          <p>{t.eviction}</p>
          <p>{t.evictionWhat}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => void saveAll()}>{t.saveAll}</Button>
            <Button variant="ghost" onClick={() => setShown({ ...shown, notice: false })}>{t.gotIt}</Button>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="move-title" className="flex flex-col gap-2" data-testid="move-games">
        <h2 id="move-title" className="text-xl font-bold">{t.moveTitle}</h2>
        <p>{t.moveLead}</p>
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => void saveAll()}>{t.move}</Button>
        </div>
        {moved?.kind === "saved" ? (
          <div className="flex flex-col gap-2" role="status">
            <p ref={next} tabIndex={-1} className="font-semibold">{t.moveSaved(moved.games)}</p>
            {moved.downloaded ? <p>{store[lang].degraded.downloaded}</p> : null}
            <p>{t.moveNext}</p>
            {moved.withoutPin > 0 ? <p className="text-bad">{t.moveWithoutPin(moved.withoutPin)}</p> : null}
          </div>
        ) : moved?.kind === "failed" ? (
          <p ref={next} tabIndex={-1} role="alert" className="text-bad">{t.moveFailed}</p>
        ) : null}
      </section>
    </div>
  );
}

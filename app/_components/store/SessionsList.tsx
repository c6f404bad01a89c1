"use client";

import Link from "next/link";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button, ButtonLink } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import type { GameKind } from "@/lib/games";
import { GAME_KINDS, game, newGameHref, sessionHref } from "@/lib/games";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { AnyGameDefinition } from "@/lib/store/game";
import { STORAGE_KEYS, browserStorage, deleteSessionIn, listKeys } from "@/lib/store/backend";
import type { SessionListEntry } from "@/lib/store/sessions";
import { exportSessionJson } from "@/lib/store/files";
import type { LoadProblem, SessionRecord, StorageProblem } from "@/lib/store/types";
import { downloadText } from "./deliver-file";
import { ImportSession } from "./ImportSession";
import { KeepGames } from "./KeepGames";
import { commaList } from "@/lib/i18n/list";

type Listing = { status: "loading" } | { status: "failed"; problem: StorageProblem } | { status: "ok"; entries: SessionListEntry<GameKind>[] };

/**
 * Every stored session, envelopes parsed by their zod schema: the store's reader is loaded here
 * (after hydration, while the list says "loading"), so the home page's first load carries no zod.
 */
async function readListing(): Promise<Listing> {
  const storage = browserStorage();
  if (!storage.ok) return { status: "failed", problem: storage.error };
  // Nothing stored (a first visit): nothing to parse, so the reader and zod stay unloaded, and the
  // home page's start-up does not spend main-thread time evaluating them.
  const keys = listKeys(storage.value, STORAGE_KEYS.sessionPrefix);
  if (keys.ok && keys.value.length === 0) return { status: "ok", entries: [] };
  try {
    const { listSessions } = await import("@/lib/store/sessions");
    const list = listSessions(storage.value, GAME_KINDS);
    return list.ok ? { status: "ok", entries: list.value } : { status: "failed", problem: list.error };
  } catch {
    return { status: "failed", problem: "failed" };
  }
}

/** Downloads a session as an export file (secrets left out by the game's definition), or says why it cannot. */
async function exportOne(record: SessionRecord & { kind: GameKind }, definitionFor: DefinitionFor): Promise<LoadProblem | null> {
  try {
    const [def, { loadRecord }] = await Promise.all([definitionFor(record.kind), import("@/lib/store/sessions")]);
    const loaded = loadRecord(def, record);
    if (!loaded.ok) return loaded.error;
    downloadText(`tabletop-referee-${record.kind}-${record.id}.json`, exportSessionJson(def, loaded.value, Date.now()));
    return null;
  } catch (error) {
    return { code: "not-a-session", detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Records whose game data does not load with the game's own definition (the envelope alone looked fine). */
async function checkGames(entries: SessionListEntry<GameKind>[], definitionFor: DefinitionFor): Promise<Record<string, LoadProblem>> {
  const out: Record<string, LoadProblem> = {};
  if (!entries.some((e) => e.ok)) return out;
  const { loadRecord } = await import("@/lib/store/sessions");
  for (const e of entries) {
    if (!e.ok) continue;
    try {
      const loaded = loadRecord(await definitionFor(e.record.kind), e.record);
      if (!loaded.ok) out[e.id] = loaded.error;
    } catch (error) {
      out[e.id] = { code: "not-a-session", detail: error instanceof Error ? error.message : String(error) };
    }
  }
  return out;
}

/** The store definition a listed record is checked and exported with. */
type DefinitionFor = (kind: GameKind) => Promise<AnyGameDefinition>;
const gameDefinition: DefinitionFor = (kind) => game(kind).definition();

/**
 * Home page: games to resume, finished games to reopen, delete with confirm, new game (same players), import.
 * `definitionFor` is the games' own definitions (lib/games.ts); the store's test page passes its test game.
 */
export function SessionsList({ lang, gameNames, definitionFor = gameDefinition }: { lang: Locale; gameNames: Record<GameKind, string>; definitionFor?: DefinitionFor }) {
  const t = store[lang].sessions;
  const [listing, setListing] = useState<Listing>({ status: "loading" });
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const [nightNote, setNightNote] = useState<string | null>(null);
  /** Games whose data fails to load, found after listing: shown as damaged, linked to recovery. */
  const [broken, setBroken] = useState<Record<string, LoadProblem>>({});
  const [exportNote, setExportNote] = useState<{ id: string; text: string } | null>(null);
  const refresh = useCallback(() => {
    void readListing().then(setListing);
  }, []);

  useEffect(() => {
    if (listing.status !== "ok") return;
    let live = true;
    void checkGames(listing.entries, definitionFor).then((found) => live && setBroken(found));
    return () => {
      live = false;
    };
  }, [listing, definitionFor]);

  useEffect(() => {
    // localStorage is only readable after hydration (the home page is prerendered).
    refresh();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith(STORAGE_KEYS.sessionPrefix)) refresh();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("pageshow", refresh);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", refresh);
    };
  }, [refresh]);

  const entries = listing.status === "ok" ? listing.entries : [];
  // One formatter per language, not one per render, and none while no game is listed: building the
  // first DateTimeFormat loads locale data (~35 ms of main thread on a phone on the home page).
  const hasEntries = entries.length > 0;
  const when = useMemo(() => (hasEntries ? new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }) : null), [lang, hasEntries]);
  const open = entries.filter((e) => !e.ok || broken[e.id] || !e.record.summary.finished);
  const done = entries.filter((e) => e.ok && !broken[e.id] && e.record.summary.finished);

  const item = (listed: SessionListEntry<GameKind>) => {
    const problem = listed.ok ? broken[listed.id] : undefined;
    const entry: SessionListEntry<GameKind> =
      listed.ok && problem ? { id: listed.id, ok: false, problem, kind: listed.record.kind, players: listed.record.summary.players } : listed;
    if (!entry.ok) {
      const who = entry.players && entry.players.length > 0 ? ` (${commaList(lang, entry.players)})` : "";
      return (
        <li key={entry.id} className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-bad p-3" data-testid="damaged-session">
          <span className="flex-1">
            <strong>{entry.kind ? `${gameNames[entry.kind]}${who}: ` : ""}{t.damaged}</strong>
            <span className="block text-sm">{store[lang].recovery.problems[entry.problem.code]}</span>
          </span>
          {entry.kind ? <ButtonLink variant="secondary" href={sessionHref(lang, entry.kind, entry.id)}>{t.openToRecover}</ButtonLink> : null}
          <Button variant="ghost" aria-label={`${t.remove}: ${t.damaged}`} onClick={() => setDeleting({ id: entry.id, label: t.damaged })}>{t.remove}</Button>
        </li>
      );
    }
    const r = entry.record;
    const players = commaList(lang, r.summary.players);
    return (
      <li key={r.id} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
        <div>
          <Link prefetch={false} href={sessionHref(lang, r.kind, r.id)} className="text-lg font-bold underline-offset-4 hover:underline">
            {gameNames[r.kind]}{r.summary.label ? ` · ${r.summary.label}` : ""}
          </Link>
          <p>{players}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t.touched}: <time dateTime={new Date(r.updatedAt).toISOString()}>{when?.format(r.updatedAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={sessionHref(lang, r.kind, r.id)} aria-label={`${r.summary.finished ? t.reopen : t.resume}: ${gameNames[r.kind]}, ${players}`}>
            {r.summary.finished ? t.reopen : t.resume}
          </ButtonLink>
          <ButtonLink variant="secondary" href={newGameHref(lang, r.kind, r.summary.players)}>{t.samePlayers}</ButtonLink>
          <Button
            variant="secondary"
            onClick={() =>
              void exportOne(r, definitionFor).then((p) => setExportNote(p ? { id: r.id, text: t.exportFailed(store[lang].recovery.problems[p.code]) } : null))
            }
          >
            {t.export}
          </Button>
          <Button variant="ghost" aria-label={`${t.remove}: ${gameNames[r.kind]}, ${players}`} onClick={() => setDeleting({ id: r.id, label: t.removeBody(gameNames[r.kind], players) })}>{t.remove}</Button>
        </div>
        {exportNote?.id === r.id ? <p role="alert" className="text-bad">{exportNote.text}</p> : null}
      </li>
    );
  };

  // Until this device's games are read (after hydration) only the heading shows: the list and the
  // buttons below it then appear together, so nothing on screen moves (no layout shift).
  if (listing.status === "loading") {
    return (
      <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
        <h2 id="sessions-title" className="text-2xl font-bold">{t.title}</h2>
      </section>
    );
  }
  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <h2 id="sessions-title" className="text-2xl font-bold">{t.title}</h2>
      {listing.status === "failed" ? <p role="alert" className="text-bad">{t.storageProblem} ({listing.problem})</p> : null}
      {listing.status === "ok" && entries.length === 0 ? <p>{t.empty}</p> : null}
      {open.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">{t.inProgress}</h3>
          <ul className="flex flex-col gap-3">{open.map(item)}</ul>
        </div>
      ) : null}
      {done.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">{t.finished}</h3>
          <ul className="flex flex-col gap-3">{done.map(item)}</ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {GAME_KINDS.map((kind) => (
          <ButtonLink key={kind} variant="secondary" href={newGameHref(lang, kind)}>{`${t.newGame}: ${gameNames[kind]}`}</ButtonLink>
        ))}
      </div>
      {done.length > 0 ? (
        <div className="flex flex-col gap-1">
          <div>
            <Button
              variant="secondary"
              onClick={async () => {
                const storage = browserStorage();
                if (!storage.ok) return;
                const now = Date.now();
                const text = await (await import("./game-night-actions")).gameNightFile(storage.value, now);
                if (text) downloadText(`tabletop-referee-game-night-${new Date(now).toISOString().slice(0, 10)}.json`, text);
                setNightNote(text ? null : store[lang].result.gameNightNone);
              }}
            >
              {store[lang].result.gameNight}
            </Button>
          </div>
          {nightNote ? <p role="status">{nightNote}</p> : null}
        </div>
      ) : null}
      <ImportSession lang={lang} onImported={refresh} definitionFor={definitionFor === gameDefinition ? undefined : (kind) => definitionFor(kind as GameKind)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t.removeTitle}
        body={deleting?.label}
        confirmLabel={t.remove}
        cancelLabel={store[lang].roster.cancel}
        onConfirm={() => {
          const storage = browserStorage();
          if (deleting && storage.ok) deleteSessionIn(storage.value, deleting.id);
          setDeleting(null);
          refresh();
        }}
        onCancel={() => setDeleting(null)}
      />
      {/* Last on the page, once the list is shown: appearing later, it moves nothing. */}
      {entries.length > 0 && definitionFor === gameDefinition ? <KeepGames lang={lang} /> : null}
    </section>
  );
}

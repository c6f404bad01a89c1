"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import { useEarlyInput } from "@/app/_components/hydration";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { NameProblem } from "@/lib/forms/player-name";
import type { Roster } from "@/lib/store/roster";
import { EMPTY_ROSTER, removePlayer, rosterNames } from "@/lib/store/roster";
import { STORAGE_KEYS, browserStorage, readKey, withStorageLock } from "@/lib/store/backend";
import type { Result } from "@/lib/result";

type Reader = typeof import("@/lib/store/roster-read");

const field = "min-h-11 min-w-0 flex-1 rounded-xl border border-stone-400 bg-white px-3 text-base dark:border-stone-500 dark:bg-stone-900";

/** The device's players: add, rename, remove; a name already taken is refused with a request to tell them apart. */
export function RosterEditor({ lang }: { lang: Locale }) {
  const t = store[lang].roster;
  const addId = useId();
  const [roster, setRoster] = useState<Roster>(EMPTY_ROSTER);
  /** The stored roster has been read: before that, a change would overwrite it with an empty one. */
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const draftRef = useEarlyInput<HTMLInputElement>(draft, setDraft);
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const [editing, setEditing] = useState<{ name: string; draft: string; problem: NameProblem | null } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  /** The roster's reader and the name's schema (zod): loaded with the first read when a roster is
   * stored, else with the first change (a first visit evaluates no zod at start-up). */
  const reader = useRef<Reader | null>(null);
  const loadReader = async (): Promise<Reader> => reader.current ?? (reader.current = await import("@/lib/store/roster-read"));
  /** The reader has loaded. "Add" waits for it, so a name is written the moment it is added: a first
   * add that waited for the download could be lost to a quick reload or a closed tab. It starts loading
   * as soon as a name is typed (or was typed before the page hydrated). */
  const [readerLoaded, setReaderLoaded] = useState(false);
  const typed = draft.trim() !== "";
  useEffect(() => {
    if (!typed || readerLoaded) return;
    loadReader().then(
      () => setReaderLoaded(true),
      () => setNotice(store[lang].notices.storage.failed),
    );
  }, [typed, readerLoaded, lang]);

  useEffect(() => {
    let current = true;
    // The roster lives in localStorage, readable only after hydration; its reader (zod schema) loads
    // here; another tab's edits show here too.
    const read = async () => {
      const storage = browserStorage();
      let loaded: { roster: Roster; problem: string | null };
      try {
        const stored = storage.ok ? readKey(storage.value, STORAGE_KEYS.roster) : null;
        // Nothing stored: nothing to parse, so the reader waits for the first change.
        if (stored?.ok && stored.value === null && !reader.current) loaded = { roster: EMPTY_ROSTER, problem: null };
        else loaded = storage.ok ? (await loadReader()).loadRoster(storage.value) : { roster: EMPTY_ROSTER, problem: storage.error };
      } catch {
        loaded = { roster: EMPTY_ROSTER, problem: "failed" };
      }
      if (!current) return;
      setRoster(loaded.roster);
      setReady(true);
      if (reader.current) setReaderLoaded(true);
      if (loaded.problem === "unreadable") setNotice(t.unreadable);
      else if (loaded.problem === "unavailable" || loaded.problem === "quota" || loaded.problem === "failed") setNotice(store[lang].notices.storage[loaded.problem]);
    };
    void read();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.roster) void read();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      current = false;
      window.removeEventListener("storage", onStorage);
    };
  }, [lang, t.unreadable]);

  /**
   * Applies `change` to the roster as stored now (another tab may have added names since this one
   * read it), inside a lock shared with other tabs; `refused` gets a change's own refusal.
   */
  const commit = <E,>(change: (r: Roster, rd: Reader) => Result<Roster, E>, refused?: (e: E) => void, done?: () => void) => {
    if (!ready) return;
    void loadReader().then(
      (rd) => commitWith(rd, change, refused, done),
      () => setNotice(store[lang].notices.storage.failed),
    );
  };
  const commitWith = <E,>(rd: Reader, change: (r: Roster, rd: Reader) => Result<Roster, E>, refused?: (e: E) => void, done?: () => void) => {
    withStorageLock(STORAGE_KEYS.roster, () => {
      const storage = browserStorage();
      if (!storage.ok) {
        const changed = change(roster, rd);
        if (!changed.ok) return refused?.(changed.error);
        setRoster(changed.value);
        setNotice(store[lang].notices.storage[storage.error]);
        return done?.();
      }
      const out = rd.updateRoster(storage.value, (r) => change(r, rd));
      if (out.ok) {
        setRoster(out.value);
        setNotice(null);
        return done?.();
      }
      if ("refused" in out.error) return refused?.(out.error.refused);
      setRoster(out.error.roster);
      setNotice(store[lang].notices.storage[out.error.storage]);
      done?.();
    });
  };

  const names = rosterNames(roster);
  return (
    <div className="flex flex-col gap-5">
      {notice ? <p role="alert" className="rounded-xl border-2 border-bad p-3">{notice}</p> : null}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const name = draft;
          const now = Date.now();
          commit(
            (r, rd) => rd.addPlayer(r, name, now),
            (e) => setProblem(e.problem),
            // The reader may still have been loading: clear the field only if it still holds this name,
            // not what was typed since (a name typed during the first add must not be lost).
            () => setDraft((d) => (d === name ? "" : d)),
          );
        }}
      >
        <label htmlFor={addId} className="font-semibold">{t.newName}</label>
        <div className="flex gap-2">
          <input ref={draftRef} id={addId} className={field} value={draft} maxLength={64} autoComplete="off"
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${addId}-p` : undefined}
            onChange={(e) => { setDraft(e.target.value); setProblem(null); }} />
          <Button type="submit" disabled={!ready || (typed && !readerLoaded)}>{t.add}</Button>
        </div>
        {problem ? <p id={`${addId}-p`} role="alert" className="text-bad">{t.problems[problem]}</p> : null}
      </form>
      {names.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={t.title}>
        {names.map((name) =>
          editing?.name === name ? (
            <li key={name}>
              <form className="flex flex-col gap-2 rounded-xl border border-stone-300 p-2 dark:border-stone-600"
                onSubmit={(e) => {
                  e.preventDefault();
                  const current = editing;
                  commit(
                    (r, rd) => rd.renamePlayer(r, name, current.draft),
                    (e) => setEditing({ ...current, problem: e.problem === "missing" ? "empty" : e.problem }),
                    () => setEditing(null),
                  );
                }}>
                <div className="flex flex-wrap gap-2">
                  <input aria-label={t.renameLabel(name)} className={field} value={editing.draft} maxLength={64} autoComplete="off" autoFocus
                    onChange={(e) => setEditing({ ...editing, draft: e.target.value, problem: null })} />
                  <Button type="submit">{t.save}</Button>
                  <Button variant="secondary" onClick={() => setEditing(null)}>{t.cancel}</Button>
                </div>
                {editing.problem ? <p role="alert" className="text-bad">{t.problems[editing.problem]}</p> : null}
              </form>
            </li>
          ) : (
            <li key={name} className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 p-2 dark:border-stone-700">
              <span className="flex-1 font-semibold">{name}</span>
              <Button variant="secondary" aria-label={`${t.rename}: ${name}`} onClick={() => setEditing({ name, draft: name, problem: null })}>{t.rename}</Button>
              <Button variant="ghost" aria-label={`${t.remove}: ${name}`} onClick={() => setRemoving(name)}>{t.remove}</Button>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.removeTitle(removing) : ""}
        body={t.removeBody}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={() => {
          const name = removing;
          if (name) commit((r) => ({ ok: true, value: removePlayer(r, name) }));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

"use client";

import { memo, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import { playersFromSearch } from "@/lib/games";
import { rosterNames, touchPlayers } from "@/lib/store/roster";
import { STORAGE_KEYS, browserStorage, listKeys, readKey } from "@/lib/store/backend";
import type { NameProblem } from "@/lib/forms/player-name";
import type { GameKind } from "@/lib/games";
import { keepTabSetup, readTabSetup } from "./useSetupDraft";
import { useHydrated } from "@/app/_components/hydration";
import { commaList } from "@/lib/i18n/list";

/** The name field's schema (zod): fetched when the person first uses the name field; an add before it arrives waits for it. */
const loadNameSchema = () => import("@/lib/forms/player-name");

const chip = "min-h-11 rounded-full border border-stone-300 px-4 font-semibold hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800";

/**
 * Pick min..max players in seat order from this device's roster or new names; a name already in
 * use is refused with a request for a distinguishing one. Starts from `initial`, else from `?p=`, else
 * (with `keep`) from the seats this tab picked before a reload.
 * With `lastOf`, the seats of this device's latest game of that kind are offered in one tap.
 */
function Picker({ lang, min = 2, max = 12, initial, lastOf, keep, onChange }: {
  lang: Locale;
  min?: number;
  max?: number;
  initial?: readonly string[];
  lastOf?: GameKind;
  /** Keeps the seats in this tab's set-up draft of that kind, and starts from it (lib/store/setup-draft.ts). */
  keep?: GameKind;
  onChange(names: string[]): void;
}) {
  const t = store[lang].picker;
  const problems = store[lang].roster.problems;
  const inputId = useId();
  const hydrated = useHydrated();
  const [known, setKnown] = useState<string[]>([]);
  const [seats, setSeats] = useState<string[]>(() => [...(initial ?? [])]);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<{ code: NameProblem; existing?: string } | null>(null);
  /** A name seated here that the device's roster could not keep (full storage): said, not hidden. */
  const [notKept, setNotKept] = useState<string | null>(null);
  const [nameSchema, setNameSchema] = useState<Awaited<ReturnType<typeof loadNameSchema>> | null>(null);
  /** An add tapped before the name's schema arrived: the field holds still until it is done. */
  const [pendingAdd, setPendingAdd] = useState(false);
  const [lastSeats, setLastSeats] = useState<string[]>([]);
  /** The name schema's import has started (on the field's first focus or input, or an add). */
  const schemaAsked = useRef(false);
  const askSchema = () => {
    if (schemaAsked.current) return;
    schemaAsked.current = true;
    void loadNameSchema().then(
      (m) => setNameSchema(() => m),
      () => {
        // Not loaded (e.g. offline before the chunk was cached): the next focus or add asks again.
        schemaAsked.current = false;
      },
    );
  };

  useEffect(() => {
    let current = true;
    const storage = browserStorage();
    const fromUrl = initial ? [] : playersFromSearch(window.location.search).slice(0, max);
    // Seats picked before a reload in this tab (a link's ?p= wins: it was opened to seat those).
    const kept = initial || !keep || fromUrl.length > 0 ? [] : (readTabSetup(keep)?.seats ?? []).slice(0, max);
    // Roster and URL are only readable after hydration; the roster's reader (zod schema) loads here,
    // and only when a roster is stored: a first visit evaluates no zod on start-up.
    const rosterText = storage.ok ? readKey(storage.value, STORAGE_KEYS.roster) : null;
    if (storage.ok && !(rosterText?.ok && rosterText.value === null)) {
      void import("@/lib/store/roster-read").then(
        ({ loadRoster }) => {
          if (current) setKnown((added) => [...added, ...rosterNames(loadRoster(storage.value).roster).filter((n) => !added.includes(n))]);
        },
        () => {},
      );
    }
    // The seats of this device's latest game of that kind, offered in one tap.
    const sessionKeys = storage.ok ? listKeys(storage.value, STORAGE_KEYS.sessionPrefix) : null;
    if (lastOf && storage.ok && !(sessionKeys?.ok && sessionKeys.value.length === 0)) {
      void import("@/lib/store/sessions").then(
        ({ listSessions }) => {
          const listed = listSessions(storage.value, [lastOf]);
          const latest = listed.ok ? listed.value.find((e) => e.ok) : undefined;
          const players = latest?.ok ? latest.record.summary.players.slice(0, max) : [];
          if (current && players.length >= min) setLastSeats(players);
        },
        () => {},
      );
    }
    const start = fromUrl.length > 0 ? fromUrl : kept;
    if (start.length > 0) {
      // The URL and this tab's storage are only readable after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSeats(start);
      onChange(start);
    }
    return () => {
      current = false;
    };
    // Runs once: later prop changes must not reset what the person picked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (next: string[]) => {
    setSeats(next);
    setProblem(null);
    onChange(next);
    if (keep) keepTabSetup(keep, (d) => ({ ...d, seats: next }));
  };

  const seat = (name: string) => {
    if (seats.length < max && !seats.includes(name)) update([...seats, name]);
  };

  const move = (i: number, by: -1 | 1) => {
    const next = [...seats];
    const [name] = next.splice(i, 1);
    if (name === undefined) return;
    next.splice(i + by, 0, name);
    update(next);
  };

  const addNew = ({ checkName }: NonNullable<typeof nameSchema>) => {
    const checked = checkName(draft, [...known, ...seats]);
    if (!checked.ok) return setProblem({ code: checked.error.problem, existing: checked.error.existing });
    if (seats.length >= max) return;
    const storage = browserStorage();
    const name = checked.value;
    if (!storage.ok) setNotKept(t.notKept(name, t.why[storage.error]));
    else {
      void import("@/lib/store/roster-read").then(({ updateRoster }) => {
        const out = updateRoster(storage.value, (r) => ({ ok: true, value: touchPlayers(r, [name], Date.now()) }));
        setNotKept(out.ok || "refused" in out.error ? null : t.notKept(name, t.why[out.error.storage]));
      }, () => {});
    }
    setKnown([checked.value, ...known]);
    setDraft("");
    update([...seats, checked.value]);
  };

  // The schema is loaded as the picker mounts; an add tapped before runs once it is here, on the state as it is then.
  useEffect(() => {
    if (!nameSchema || !pendingAdd) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPendingAdd(false);
    addNew(nameSchema);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- addNew reads this render's state
  }, [nameSchema, pendingAdd]);

  const existing = problem?.existing;
  const free = known.filter((n) => !seats.includes(n));
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t.seats}</legend>
        <ol className="flex flex-col gap-2" aria-label={t.seats}>
          {seats.map((name, i) => (
            // At 320 px a long name ("Александра") keeps its line: 44 px buttons without padding, and the name may shrink.
            <li key={name} className="flex items-center gap-1 rounded-xl border border-stone-200 p-2 dark:border-stone-700">
              <span className="w-6 shrink-0 text-right tabular-nums">{i + 1}.</span>
              <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{name}</span>
              <Button variant="ghost" className="px-0!" aria-label={t.moveUp(name)} disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
              <Button variant="ghost" className="px-0!" aria-label={t.moveDown(name)} disabled={i === seats.length - 1} onClick={() => move(i, 1)}>↓</Button>
              <Button variant="ghost" className="px-0!" aria-label={t.removeSeat(name)} onClick={() => update(seats.filter((s) => s !== name))}>✕</Button>
            </li>
          ))}
        </ol>
        {/* Too few players is guidance, not an error: the start button stays disabled until there are enough. */}
        <p aria-live="polite" className={seats.length > max ? "text-bad" : "text-stone-600 dark:text-stone-400"}>
          {t.need(min, max)}
        </p>
      </fieldset>
      {lastSeats.length > 0 && lastSeats.join("\n") !== seats.join("\n") ? (
        <div>
          <Button variant="secondary" onClick={() => update(lastSeats)}>
            {t.lastSeats(commaList(lang, lastSeats))}
          </Button>
        </div>
      ) : null}
      {free.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t.fromRoster}</h3>
          <ul className="flex flex-wrap gap-2">
            {free.map((name) => (
              <li key={name}>
                <button type="button" className={chip} disabled={seats.length >= max} onClick={() => seat(name)}>+ {name}</button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form className="flex flex-col gap-2" onSubmit={(e) => { e.preventDefault(); if (nameSchema) addNew(nameSchema); else { setPendingAdd(true); askSchema(); } }}>
        <label htmlFor={inputId} className="font-semibold">{t.newName}</label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={draft}
            maxLength={64}
            autoComplete="off"
            readOnly={!hydrated || pendingAdd}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onFocus={askSchema}
            onChange={(e) => { askSchema(); setDraft(e.target.value); setProblem(null); }}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-400 bg-white px-3 text-base dark:border-stone-500 dark:bg-stone-900"
          />
          <Button type="submit" disabled={!hydrated || pendingAdd || seats.length >= max}>{t.add}</Button>
        </div>
        {problem ? (
          <div id={`${inputId}-problem`} role="alert" className="flex flex-wrap items-center gap-2 text-bad">
            <span>{problems[problem.code]}</span>
            {existing && !seats.includes(existing) ? (
              <Button variant="secondary" onClick={() => { seat(existing); setDraft(""); }}>{t.useExisting(existing)}</Button>
            ) : null}
          </div>
        ) : null}
        {notKept ? (
          <p role="status" className="rounded-xl border-2 border-amber-600 p-2">
            {notKept}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** Memoised: the form around it re-renders on every change, this part only when its own props do. */
export const RosterPicker = memo(Picker);

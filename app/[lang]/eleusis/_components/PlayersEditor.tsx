"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/app/_components/Button";
import { STORAGE_KEYS } from "@/lib/store/backend";
import { checkName, parseRoster, rosterNames } from "@/lib/store/roster";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import type { Locale } from "@/lib/i18n/locales";
import { useStoredText } from "./session-hooks";

const noSubscribe = () => () => {};

/** Players in seat order: names from this device's roster or typed; duplicates are refused. */
export function PlayersEditor({ lang, names, onChange }: { lang: Locale; names: string[]; onChange: (names: string[]) => void }) {
  const t = eleusisDict[lang].setup;
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const rosterText = useStoredText(STORAGE_KEYS.roster);
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const roster = useMemo(() => {
    const r = parseRoster(rosterText);
    return r.ok ? rosterNames(r.value) : [];
  }, [rosterText]);

  const add = (name: string) => {
    const r = checkName(name, names);
    if (!r.ok) {
      setProblem(r.error.problem === "duplicate" ? t.duplicate : null);
      return;
    }
    onChange([...names, r.value]);
    setDraft("");
    setProblem(null);
  };

  const suggestions = roster.filter((r) => checkName(r, names).ok);

  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-1" aria-label={t.players}>
        {names.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            <span className="w-6 text-right tabular-nums">{i + 1}.</span>
            <span className="flex-1 font-semibold">{n}</span>
            <Button variant="ghost" aria-label={t.up(n)} disabled={i === 0} onClick={() => onChange(names.map((x, j) => (j === i - 1 ? n : j === i ? (names[i - 1] ?? x) : x)))}>
              ↑
            </Button>
            <Button variant="ghost" aria-label={t.remove(n)} onClick={() => onChange(names.filter((x) => x !== n))}>
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <input
          aria-label={t.newName}
          placeholder={t.newName}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(draft);
            }
          }}
          className="min-h-11 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
        />
        <Button variant="secondary" disabled={!hydrated} onClick={() => add(draft)}>
          {t.addPlayer}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-bad">
          {problem}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {suggestions.slice(0, 12).map((r) => (
            <Button key={r} variant="secondary" className="min-h-9 text-sm" onClick={() => add(r)}>
              + {r}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

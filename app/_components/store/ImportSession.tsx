"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { isGameKind, loadDefinition, sessionHref } from "@/lib/games";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { AnyGameDefinition } from "@/lib/store/game";
import type { ImportProblemCode } from "@/lib/store/files";
import { IMPORT_MAX_CHARS, peekExportKind } from "@/lib/store/files";
import { browserStorage } from "@/lib/store/backend";

type Outcome = { ok: true; href: string } | { ok: false; code: ImportProblemCode; detail: string } | null;

/** A file picker that imports an exported game: fully validated first; a refusal changes nothing. */
export function ImportSession({ lang, definitionFor, onImported }: {
  lang: Locale;
  /** Test hook; the home page loads definitions lazily from the list of games (lib/games.ts). */
  definitionFor?: (kind: string) => Promise<AnyGameDefinition | undefined>;
  onImported?: () => void;
}) {
  const t = store[lang].transfer;
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const load = definitionFor ?? loadDefinition;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_CHARS * 4) return setOutcome({ ok: false, code: "too-large", detail: t.bytes(file.size) });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setOutcome({ ok: false, code: "not-json", detail: file.name });
    }
    if (text.includes('"type": "game-night"') || text.includes('"type":"game-night"')) {
      const storage = browserStorage();
      if (!storage.ok) return setOutcome({ ok: false, code: "storage", detail: storage.error });
      const night = await (await import("./game-night-actions")).importGameNight(storage.value, text, Date.now());
      if (!night.ok) return setOutcome({ ok: false, ...night.error });
      setOutcome({ ok: true, href: `/${lang}` });
      onImported?.();
      return;
    }
    const kind = peekExportKind(text);
    let def: AnyGameDefinition | undefined;
    try {
      def = kind ? await load(kind) : undefined;
    } catch {
      def = undefined;
    }
    const storage = browserStorage();
    if (!storage.ok) return setOutcome({ ok: false, code: "storage", detail: storage.error });
    // The reader runs the zod schemas: loaded with the file, not with the page.
    let importSessionJson;
    try {
      ({ importSessionJson } = await import("@/lib/store/transfer"));
    } catch {
      return setOutcome({ ok: false, code: "storage", detail: "failed" });
    }
    const result = importSessionJson(storage.value, text, (k) => (k === kind ? def : undefined), Date.now());
    if (!result.ok) return setOutcome({ ok: false, ...result.error });
    const imported = result.value.kind;
    if (!isGameKind(imported)) return setOutcome({ ok: false, code: "unknown-game", detail: imported });
    setOutcome({ ok: true, href: sessionHref(lang, imported, result.value.id) });
    onImported?.();
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">{t.importLabel}</label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold dark:file:border-stone-600 dark:file:bg-stone-800 dark:file:text-stone-100"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <div aria-live="polite">
        {outcome?.ok ? (
          <p>
            {t.imported} <Link prefetch={false} className="font-semibold underline" href={outcome.href}>{t.open}</Link>
          </p>
        ) : outcome ? (
          <p role="alert" className="text-bad">
            {t.refused} {t.problems[outcome.code]} <span className="font-mono text-sm">({outcome.detail})</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import { shellClient } from "@/lib/i18n/dict/shell-client";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { StoreDict } from "@/lib/i18n/dict/store";
import type { OpenSessionView } from "./useGameSession";
import { browserStorage, deleteSessionIn, readKey, sessionKey } from "@/lib/store/backend";
import type { AnyGameDefinition } from "@/lib/store/game";
import { exportRawJson } from "@/lib/store/files";
import { downloadText } from "./deliver-file";

/** Shown instead of a game whose record cannot be opened: what is wrong, a copy of the record, reset. */
export function RecoveryScreen({ lang, def, id, problem }: {
  lang: Locale;
  def: Pick<AnyGameDefinition, "kind" | "secretKeys" | "redactForExport">;
  id: string;
  problem: string;
}) {
  const t = store[lang].recovery;
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const exportRaw = () => {
    const storage = browserStorage();
    const raw = storage.ok ? readKey(storage.value, sessionKey(id)) : null;
    if (!raw?.ok || raw.value === null) return setNote(t.problems.storage);
    const out = exportRawJson(def, id, raw.value, Date.now());
    if (!out.ok) return setNote(t.exportSecret);
    downloadText(`tabletop-referee-${def.kind}-${id}-damaged.json`, out.value);
  };

  const reset = () => {
    const storage = browserStorage();
    if (storage.ok) deleteSessionIn(storage.value, id);
    setConfirming(false);
    router.push(`/${lang}`);
  };

  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-4 rounded-2xl border-2 border-bad p-4">
      <h1 id="recovery-title" className="text-2xl font-bold">{t.title}</h1>
      <p>{t.body}</p>
      <div>
        <h2 className="font-semibold">{t.whatIsWrong}</h2>
        <p className="break-words font-mono text-sm" data-testid="recovery-problem">{problem}</p>
      </div>
      {note ? <p role="status">{note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={exportRaw}>{t.exportRaw}</Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>{t.reset}</Button>
        <ButtonLink href={`/${lang}`} variant="ghost">{t.home}</ButtonLink>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.resetTitle}
        body={t.resetBody}
        confirmLabel={t.reset}
        cancelLabel={shellClient[lang].dialog.cancel}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** What a saved step needs said: the problem's text, and that another tab wrote meanwhile. */
function saveErrorText(t: StoreDict["notices"], view: OpenSessionView<unknown, never>): string | null {
  const problem = view.problem;
  const text = problem === null ? null : problem.code === "storage" ? t.storage[problem.problem] : problem.code === "rejected" ? t.rejected : t.handedOver;
  return view.otherTabWrote ? `${text ?? ""} ${t.unsavedOtherTab}`.trim() : text;
}

/**
 * The top of a game screen: "read-only, continue here" when another tab writes the game, the
 * conflict and save-error lines, "Saving…" when a write waits long. Drawn only when the store has
 * something to say (the snapshot's `notices`, lib/store/session-store.ts).
 */
export function SessionNotices<S, A>({ lang, view }: { lang: Locale; view: OpenSessionView<S, A> }) {
  const t = store[lang].notices;
  const saveError = saveErrorText(t, view as unknown as OpenSessionView<unknown, never>);
  const { conflict, slowSave, unsaved } = view;
  const readOnly = view.status === "read-only" ? (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border-2 border-accent-700 p-3">
      <p>{t.readOnly}</p>
      <Button onClick={view.continueHere}>{t.continueHere}</Button>
    </div>
  ) : null;
  const saving = slowSave ? <p role="status" className="text-sm">{t.saving}</p> : null;
  if (!conflict && !saveError) return readOnly ?? saving;
  return (
    <div className="flex flex-col gap-2">
      {readOnly}
      {saving}
      {saveError ? (
        <div className="flex flex-col gap-2 rounded-xl border-2 border-bad p-3">
          <p role="alert" className="font-semibold">{saveError}</p>
          {unsaved ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={view.retrySave}>{t.retry}</Button>
              <Button variant="ghost" onClick={view.discardUnsaved}>{t.discard}</Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {conflict ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-amber-600 p-3">
          <p className="flex-1">{t.conflict}</p>
          <Button variant="secondary" onClick={view.dismissConflict}>{t.dismiss}</Button>
        </div>
      ) : null}
    </div>
  );
}

"use client";

import { useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/app/_components/Button";
import { ConfirmDialog } from "@/app/_components/ConfirmDialog";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import type { Locale } from "@/lib/i18n/locales";

const noSubscribe = () => () => {};

/**
 * "Use this rule for a new game": hands the text to the set-up through this tab's draft
 * (lib/eleusis/rule-draft.ts: encrypted, never a URL) and opens the set-up. A different rule already
 * waiting there is replaced only when the dealer says so.
 */
export function UseRule({ lang, text }: { lang: Locale; text: string }) {
  const t = eleusisWorkshop[lang].use;
  const router = useRouter();
  // A tap before hydration would do nothing: the button stays disabled until it can act.
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const go = async (replace: boolean) => {
    setBusy(true);
    setProblem(null);
    const drafts = await import("@/lib/eleusis/rule-draft");
    const place = drafts.browserDraftPlace();
    if (!replace) {
      const waiting = await drafts.readRuleDraft(place);
      if (waiting.ok && waiting.value !== null && waiting.value.text.trim() !== "" && waiting.value.text !== text) {
        setAsking(true);
        setBusy(false);
        return;
      }
    }
    const written = await drafts.writeRuleDraft(place, text);
    if (!written.ok) {
      setProblem(t.failed(t.why[written.error]));
      setBusy(false);
      return;
    }
    router.push(`/${lang}/eleusis`);
  };

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button onClick={() => void go(false)} disabled={!hydrated || busy || text.trim() === ""} aria-describedby="use-rule-note">
          {t.button}
        </Button>
      </div>
      <p id="use-rule-note" className="text-sm text-stone-600 dark:text-stone-400">{t.note}</p>
      {problem ? (
        <p role="alert" className="font-semibold text-bad dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.replaceTitle}
        body={t.replaceBody}
        confirmLabel={t.replace}
        cancelLabel={t.cancel}
        variant="primary"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void go(true);
        }}
      />
    </div>
  );
}

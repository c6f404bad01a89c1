"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { resultText } from "@/lib/cake/messages";
import type { GameResult } from "@/lib/cake/scoring";
import type { CakeDict } from "@/lib/i18n/dict/cake";
import { cake } from "@/lib/i18n/dict/cake/client";
import type { Locale } from "@/lib/i18n/locales";

/** Shares the result as text: the Web Share API where present, else the clipboard, else shows the text. */
export function ShareButton({ lang, t, players, result, gameIndex }: { lang: Locale; t: CakeDict["result"]; players: string[]; result: GameResult; gameIndex: number }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const title = t.shareTitle(gameIndex + 1);
  const text = resultText(result, players, title, cake[lang].line);
  const share = async () => {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") return;
      setStatus("failed");
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={share}>
        {t.share}
      </Button>
      <p aria-live="polite" className="text-sm">
        {status === "copied" ? t.copied : status === "failed" ? t.shareFailed : ""}
      </p>
      {status === "failed" ? <textarea readOnly value={text} rows={8} aria-label={t.share} className="w-full rounded-xl border p-2 text-sm" /> : null}
    </div>
  );
}

"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/app/_components/Button";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaState } from "@/lib/pechenka/session";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { CodeLink } from "./CodeLink";

/** One player's code filling the screen, "Done" above it so the host never scrolls to hide it. */
export function CodePanel({ lang, state, seat, onDone }: { lang: Locale; state: PechenkaState; seat: number; onDone: () => void }) {
  const t = pechenkaDict[lang].handout;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "start" });
  }, [seat]);
  return (
    <div ref={ref} className="flex scroll-mt-2 flex-col items-center gap-3 rounded-2xl border border-stone-300 p-3 dark:border-stone-700">
      <div className="flex w-full flex-wrap items-center gap-2">
        <h3 className="mr-auto text-xl font-bold">{t.codeFor(state.players[seat] ?? "")}</h3>
        <Button onClick={onDone}>{t.done}</Button>
      </div>
      <CodeLink lang={lang} state={state} seat={seat} />
    </div>
  );
}

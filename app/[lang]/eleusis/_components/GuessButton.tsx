"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { eleusisGuess } from "@/lib/i18n/dict/eleusis-guess/client";
import type { GuessProps } from "./GuessTester";

// The tester and the rule language load only when a player opens it.
const GuessTester = dynamic(() => import("./GuessTester").then((m) => m.GuessTester), { ssr: false });

/** "Test a guess": opens the guess tester on the public layout; the guess stays on this screen only. */
export function GuessButton({ lang, layout, onDisagreement }: GuessProps) {
  const t = eleusisGuess[lang];
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        onClick={() => {
          if (open) onDisagreement(null);
          setOpen(!open);
        }}
      >
        {open ? t.close : t.open}
      </Button>
      {open ? <GuessTester lang={lang} layout={layout} onDisagreement={onDisagreement} /> : null}
    </div>
  );
}

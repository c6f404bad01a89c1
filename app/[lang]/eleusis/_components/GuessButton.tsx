"use client";

import dynamic from "next/dynamic";
import { memo } from "react";
import { Button } from "@/app/_components/Button";
import type { PublicLayout } from "@/lib/eleusis/guess";
import { eleusisGuess } from "@/lib/i18n/dict/eleusis-guess/client";
import type { GuessProps } from "./GuessTester";

// The tester and the rule language load only when a player opens it.
const GuessTester = dynamic(() => import("./GuessTester").then((m) => m.GuessTester), { ssr: false });

/**
 * "Test a guess": opens the guess tester on the public layout; the guess stays on this screen only.
 * The screen holds whether it is open: it builds the layout only then (`layout` is null while closed).
 */
function GuessButtonView({ lang, layout, onToggle, onDisagreement }: Omit<GuessProps, "layout"> & {
  layout: PublicLayout | null;
  /** Opens or closes the tester (closing clears the play it disagreed with). */
  onToggle: () => void;
}) {
  const t = eleusisGuess[lang];
  const open = layout !== null;
  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" aria-expanded={open} onClick={onToggle}>
        {open ? t.close : t.open}
      </Button>
      {open ? <GuessTester lang={lang} layout={layout} onDisagreement={onDisagreement} /> : null}
    </div>
  );
}

export const GuessButton = memo(GuessButtonView);

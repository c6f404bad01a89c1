"use client";

import { ButtonLink } from "@/app/_components/Button";
import { SessionGate } from "@/app/_components/store/SessionGate";
import { cake } from "@/lib/i18n/dict/cake/client";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The Piece of Cake screen until its stored game is here: "loading", or the "no such game" message
 * with a way to start one, both in the server HTML (the message shown at first paint without ?id=).
 */
export function CakeGate({ lang, id, missing }: { lang: Locale; id: string | null | undefined; missing: boolean }) {
  const t = cake[lang].session;
  return (
    <SessionGate lang={lang} id={id} missing={missing} loading={t.loading}>
      <div className="flex flex-col gap-3">
        <p>{t.missing}</p>
        <div>
          <ButtonLink href={`/${lang}/cake`}>{t.newGame}</ButtonLink>
        </div>
      </div>
    </SessionGate>
  );
}

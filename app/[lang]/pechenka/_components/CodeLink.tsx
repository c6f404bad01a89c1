"use client";

import { useEffect, useState } from "react";
import { Button } from "@/app/_components/Button";
import { QrPanel } from "@/app/_components/QrPanel";
import type { Locale } from "@/lib/i18n/locales";
import type { PechenkaState } from "@/lib/pechenka/session";
import { common } from "@/lib/i18n/dict/common/client";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka/client";
import { makeAppLink } from "@/lib/links";
import { rolesOfSeat } from "@/lib/pechenka/deal";
import { makeRevealFragment } from "@/lib/pechenka/link";
import { playerCount } from "@/lib/pechenka/session";

/** One player's QR and copyable reveal link; the roles travel in the fragment only. */
export function CodeLink({ lang, state, seat }: { lang: Locale; state: PechenkaState; seat: number }) {
  const t = pechenkaDict[lang].handout;
  const name = state.players[seat] ?? "";
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const fragment = makeRevealFragment({
    table: state.table,
    deal: state.deal,
    seat,
    name,
    players: playerCount(state),
    roles: rolesOfSeat(state.roles, seat),
  });

  useEffect(() => {
    let live = true;
    void makeAppLink(`/${lang}/pechenka/card`, fragment).then((l) => live && setLink(l));
    return () => {
      live = false;
    };
  }, [lang, fragment]);

  if (link === null) return <p role="status">{common[lang].qr.loading}</p>;
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <QrPanel text={link} caption={t.onlyFor(name)} labels={{ ...common[lang].qr, alt: t.codeFor(name) }} size={320} />
      <label className="flex w-full flex-col gap-1">
        <span className="text-sm">{t.copyLabel(name)}</span>
        <input
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 font-mono text-sm dark:border-stone-600 dark:bg-stone-800"
        />
      </label>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t.copied : t.copy}
      </Button>
    </div>
  );
}

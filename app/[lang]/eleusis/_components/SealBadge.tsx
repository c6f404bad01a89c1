"use client";

import { memo, useState } from "react";
import { Button } from "@/app/_components/Button";
import { QrPanel } from "@/app/_components/QrPanel";
import { fingerprint } from "@/lib/eleusis/fingerprint";
import type { Variant } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";

/** The public face of the sealed rule: its fingerprint, the variant played, and the full hash as a QR to photograph. */
function SealBadgeView({ lang, hash, variant = "classic" }: { lang: Locale; hash: string; variant?: Variant }) {
  const t = eleusisDict[lang].seal;
  const v = newEleusisDict[lang];
  const [qr, setQr] = useState(false);
  return (
    <section aria-label={t.sealed} className="flex flex-col gap-2 rounded-xl border border-stone-300 p-3 dark:border-stone-600">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-col">
          <span className="text-sm font-semibold">{t.sealed} · {t.fingerprint}</span>
          <span data-testid="fingerprint" className="font-mono text-xl font-bold tracking-wide">
            {fingerprint(hash)}
          </span>
          <span className="text-sm" data-testid="seal-variant">
            {v.variant}: {variant === "new" ? v.variantBadge : v.variantClassic}
          </span>
        </p>
        <Button variant="secondary" onClick={() => setQr(!qr)} aria-expanded={qr}>
          {qr ? t.hideQr : t.showQr}
        </Button>
      </div>
      {qr ? (
        <>
          <QrPanel text={hash} caption={t.qrHash} labels={{ loading: t.qrLoading, failed: t.qrFailed, alt: t.qrAlt }} size={240} />
          <p className="break-all text-center font-mono text-xs">{hash}</p>
        </>
      ) : null}
    </section>
  );
}

export const SealBadge = memo(SealBadgeView);

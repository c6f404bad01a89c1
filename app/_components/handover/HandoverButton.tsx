"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionRecord } from "@/lib/store/types";

// The codec, crypto and QR code load only when someone asks to hand over.
const HandoverDialog = dynamic(() => import("./HandoverDialog").then((m) => m.HandoverDialog), { ssr: false });

/** "Hand over to another phone", or the notice that this game was handed over. */
export function HandoverButton({ lang, record, handedOver, onHandedOver }: {
  lang: Locale;
  record: SessionRecord;
  handedOver: number | null;
  onHandedOver: (at: number) => void;
}) {
  const t = store[lang].handover;
  const [open, setOpen] = useState(false);
  const time = handedOver === null ? "" : new Date(handedOver).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
  return (
    <section className="flex flex-col gap-2" aria-label={t.button}>
      {handedOver !== null ? (
        <p role="status" className="rounded-xl border-2 border-amber-600 p-3 font-semibold" data-testid="handed-over">
          {t.handedOver(time)}
        </p>
      ) : null}
      {open ? (
        <HandoverDialog lang={lang} record={record} onShown={onHandedOver} onClose={() => setOpen(false)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {handedOver !== null ? t.showAgain : t.button}
          </Button>
        </div>
      )}
    </section>
  );
}

"use client";

import dynamic from "next/dynamic";
import { memo, useState, useSyncExternalStore } from "react";
import { Button } from "@/app/_components/Button";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionSnapshot } from "@/lib/store/session-store";

// The codec, crypto and QR code load only when someone asks to hand over.
const HandoverDialog = dynamic(() => import("./HandoverDialog").then((m) => m.HandoverDialog), { ssr: false });

const unsubscribed = () => () => undefined;

/**
 * "Hand over to another phone", or the notice that this game was handed over. It reads the game from
 * its store (`subscribe`, `snapshot`) only while the dialog is open, and follows it then: a closed
 * button is not drawn again on every step.
 */
function HandoverButtonView({ lang, subscribe, snapshot, handedOver, onHandedOver }: {
  lang: Locale;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => SessionSnapshot<unknown>;
  handedOver: number | null;
  onHandedOver: (at: number) => void;
}) {
  const t = store[lang].handover;
  const [open, setOpen] = useState(false);
  const shown = useSyncExternalStore(open ? subscribe : unsubscribed, snapshot, snapshot);
  const record = "session" in shown ? shown.session.record : null;
  const time = handedOver === null ? "" : new Date(handedOver).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
  return (
    <section className="flex flex-col gap-2" aria-label={t.button}>
      {handedOver !== null ? (
        <p role="status" className="rounded-xl border-2 border-amber-600 p-3 font-semibold" data-testid="handed-over">
          {t.handedOver(time)}
        </p>
      ) : null}
      {open && record ? (
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

export const HandoverButton = memo(HandoverButtonView);

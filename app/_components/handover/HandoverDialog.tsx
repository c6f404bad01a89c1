"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import { QrPanel } from "@/app/_components/QrPanel";
import { pinOpens } from "@/lib/eleusis/pin";
import type { EleusisState } from "@/lib/eleusis/session";
import { PART_CHARS } from "@/lib/handover/budget";
import { encodeHandover } from "@/lib/handover/codec";
import { sealText, webCryptoAvailable } from "@/lib/handover/crypto";
import type { HandoverPayload } from "@/lib/handover/payload";
import { hasSealedHand, PAYLOAD_FORMAT, splitSecrets } from "@/lib/handover/payload";
import { common } from "@/lib/i18n/dict/common/client";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import type { Locale } from "@/lib/i18n/locales";
import { makeAppLink } from "@/lib/links";
import { EXPORT_APP } from "@/lib/store/schema-constants";
import type { SessionRecord } from "@/lib/store/types";
import { PinStep } from "./PinStep";

type Stage = { kind: "pin" } | { kind: "building" } | { kind: "codes"; links: string[] } | { kind: "error"; text: string };

/** The handover codes of one game (one QR, or a numbered series) with copyable links. */
export function HandoverDialog({ lang, record, onShown, onClose }: {
  lang: Locale;
  record: SessionRecord;
  onShown: (at: number) => void;
  onClose: () => void;
}) {
  const t = handoverDict[lang].give;
  const eleusis = record.kind === "eleusis" ? (record.state as EleusisState) : null;
  const sealed = eleusis !== null && hasSealedHand(eleusis);
  const [stage, setStage] = useState<Stage>(sealed ? { kind: "pin" } : { kind: "building" });
  const [index, setIndex] = useState(0);
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const build = async (pin: string | null) => {
    setStage({ kind: "building" });
    let payload: HandoverPayload = { app: EXPORT_APP, type: "handover", format: PAYLOAD_FORMAT, record, sealed: null };
    if (eleusis && pin !== null) {
      const { open, secrets } = splitSecrets(eleusis);
      const box = await sealText(pin, JSON.stringify(secrets));
      if (!box.ok) return setStage({ kind: "error", text: t.noCrypto });
      payload = { ...payload, record: { ...record, state: open, past: [] }, sealed: box.value };
    }
    const parts = await encodeHandover(payload, PART_CHARS);
    if (!parts.ok) return setStage({ kind: "error", text: t.tooLarge });
    const links = await Promise.all(parts.value.map((p) => makeAppLink(`/${lang}/handover`, p)));
    setStage({ kind: "codes", links });
    onShown(Date.now());
  };

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- building starts once when nothing is secret
    if (!sealed) void build(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (stage.kind === "codes") heading.current?.focus();
  }, [stage.kind, index]);

  const pinHash = eleusis?.deals.find((h) => h.revealedAt === null && h.pinHash !== null)?.pinHash ?? null;

  return (
    <div className="-mx-2 flex flex-col gap-3 rounded-xl border border-stone-300 px-1 py-3 dark:border-stone-600" data-testid="handover-dialog">
      <p>{t.intro}</p>
      {stage.kind === "pin" ? (
        webCryptoAvailable() ? (
          <PinStep
            lang={lang}
            mode={pinHash === null ? "set" : "enter"}
            check={(pin) => pinOpens(pinHash, pin)}
            onPin={(pin) => void build(pin)}
          />
        ) : (
          <p role="alert" className="text-bad">{t.noCrypto}</p>
        )
      ) : null}
      {stage.kind === "building" ? <p role="status">{sealed ? t.encrypting : t.building}</p> : null}
      {stage.kind === "error" ? <p role="alert" className="text-bad">{stage.text}</p> : null}
      {stage.kind === "codes" ? (
        <Codes
          lang={lang}
          links={stage.links}
          index={Math.min(index, stage.links.length - 1)}
          setIndex={(i) => {
            setIndex(i);
            setCopied(false);
          }}
          copied={copied}
          setCopied={setCopied}
          heading={heading}
        />
      ) : null}
      <div>
        <Button variant="ghost" onClick={onClose}>{t.cancel}</Button>
      </div>
    </div>
  );
}

function Codes({ lang, links, index, setIndex, copied, setCopied, heading }: {
  lang: Locale;
  links: string[];
  index: number;
  setIndex: (i: number) => void;
  copied: boolean;
  setCopied: (v: boolean) => void;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = handoverDict[lang].give;
  const n = links.length;
  const link = links[index] ?? "";
  return (
    <div className="flex flex-col items-center gap-3">
      {n > 1 ? <p>{t.series(n)}</p> : null}
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold" data-testid="handover-code-caption">{t.code(index + 1, n)}</h2>
      <QrPanel text={link} labels={{ ...common[lang].qr, alt: t.code(index + 1, n) }} ecc="L" moduleSize={4} />
      {n > 1 ? (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>{t.prev}</Button>
          <Button disabled={index === n - 1} onClick={() => setIndex(index + 1)}>{t.next}</Button>
        </div>
      ) : null}
      <label className="flex w-full flex-col gap-1">
        <span className="text-sm">{t.linkLabel(index + 1, n)}</span>
        <input
          readOnly
          value={link}
          data-testid="handover-link"
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 font-mono text-sm dark:border-stone-600 dark:bg-stone-800"
        />
      </label>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
        }}
      >
        {copied ? t.copied : t.copy}
      </Button>
    </div>
  );
}

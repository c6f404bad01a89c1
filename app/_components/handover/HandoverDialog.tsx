"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import { PinForm } from "@/app/_components/PinForm";
import { QrPanel } from "@/app/_components/QrPanel";
import { pinOpens } from "@/lib/eleusis/pin";
import { openState } from "@/lib/eleusis/at-rest";
import { currentDeal } from "@/lib/eleusis/cycle";
import { ruleVault } from "@/lib/eleusis/vault";
import type { EleusisState } from "@/lib/eleusis/session";
import { PART_CHARS } from "@/lib/handover/budget";
import { encodeHandover } from "@/lib/handover/codec";
import { sealText, webCryptoAvailable } from "@/lib/handover/crypto";
import type { HandoverPayload } from "@/lib/handover/payload";
import { hasSealedHand, PAYLOAD_FORMAT, splitRoles, splitSecrets } from "@/lib/handover/payload";
import { common } from "@/lib/i18n/dict/common/client";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import type { Locale } from "@/lib/i18n/locales";
import { makeAppLink } from "@/lib/links";
import { EXPORT_APP } from "@/lib/store/constants";
import type { SessionRecord } from "@/lib/store/types";
import { showCode } from "@/lib/handover/one-time-code";

type Stage = { kind: "pin" } | { kind: "building" } | { kind: "codes"; links: string[]; code: string | null } | { kind: "error"; text: string };

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

  const build = async (pin: string | null, withoutSecret = false) => {
    setStage({ kind: "building" });
    let payload: HandoverPayload = { app: EXPORT_APP, type: "handover", format: PAYLOAD_FORMAT, record, sealed: null };
    let code: string | null = null;
    if (record.kind === "pechenka") {
      // Every player's role is in the state (and its undo stack): the roles travel only under a one-time code.
      const { oneTimeCode } = await import("@/lib/handover/one-time-code");
      code = oneTimeCode();
      const { open, secret } = splitRoles(record);
      const box = await sealText(code, secret);
      if (!box.ok) return setStage({ kind: "error", text: t.noCrypto });
      payload = { ...payload, record: open, sealed: box.value };
    } else if (eleusis && withoutSecret) {
      // No Web Crypto here: the sealed rule stays on this phone; the other one gets the hand read-only.
      payload = { ...payload, record: { ...record, state: splitSecrets(openState(eleusis, ruleVault.source) ?? eleusis).open, past: [] } };
    } else if (eleusis && pin !== null) {
      // The sealed rule is opened from this page's memory (a PIN lock not opened yet opens with the PIN just checked).
      const deal = currentDeal(eleusis);
      if (!openState(eleusis, ruleVault.source) && deal?.lock?.kind === "pin") await (await import("@/lib/eleusis/rest-keys")).openWithPin(deal, pin);
      const opened = openState(eleusis, ruleVault.source);
      if (!opened) return setStage({ kind: "error", text: t.cannotOpen });
      const { open, secrets } = splitSecrets(opened);
      const box = await sealText(pin, JSON.stringify(secrets));
      if (!box.ok) return setStage({ kind: "error", text: t.noCrypto });
      payload = { ...payload, record: { ...record, state: open, past: [] }, sealed: box.value };
    }
    const parts = await encodeHandover(payload, PART_CHARS);
    if (!parts.ok) return setStage({ kind: "error", text: t.tooLarge });
    const links = await Promise.all(parts.value.map((p) => makeAppLink(`/${lang}/handover`, p)));
    setStage({ kind: "codes", links, code });
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

  const sealedDeal = eleusis?.deals.find((h) => h.revealedAt === null);
  const pinHash = sealedDeal?.pinHash ?? null;
  const pinLocked = sealedDeal?.lock?.kind === "pin";
  const checkPin = async (pin: string) => (pinLocked && sealedDeal ? (await import("@/lib/eleusis/rest-keys")).pinOpensDeal(sealedDeal, pin) : pinOpens(pinHash, pin));

  return (
    <div className="-mx-2 flex flex-col gap-3 rounded-xl border border-stone-300 px-1 py-3 dark:border-stone-600" data-testid="handover-dialog">
      <p>{t.intro}</p>
      {stage.kind === "pin" ? (
        webCryptoAvailable() ? (
          <PinForm
            mode={pinHash === null && !pinLocked ? "set" : "enter"}
            t={{
              intro: pinHash === null && !pinLocked ? t.pinSet : t.pinIntro,
              pin: t.pinEnter,
              again: t.pinRepeat,
              submit: t.confirm,
              wrong: t.pinWrong,
              problems: { "pin-format": t.pinShort, "pin-mismatch": t.pinMismatch },
              working: t.checking,
            }}
            check={checkPin}
            onPin={(pin) => void build(pin)}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <p role="alert" className="text-bad">{t.noCrypto}</p>
            <p>{t.withoutSecretWhy}</p>
            <div>
              <Button variant="secondary" onClick={() => void build(null, true)}>{t.withoutSecret}</Button>
            </div>
          </div>
        )
      ) : null}
      {stage.kind === "building" ? <p role="status" data-testid="handover-working">{sealed ? t.encrypting : t.building}</p> : null}
      {stage.kind === "error" ? <p role="alert" className="text-bad">{stage.text}</p> : null}
      {stage.kind === "codes" ? (
        <Codes
          lang={lang}
          links={stage.links}
          secretCode={stage.code}
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

function Codes({ lang, links, secretCode, index, setIndex, copied, setCopied, heading }: {
  lang: Locale;
  links: string[];
  secretCode: string | null;
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
      {typeof CompressionStream === "function" ? null : <p data-testid="no-compression">{t.noCompression}</p>}
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold" data-testid="handover-code-caption">{t.code(index + 1, n)}</h2>
      {secretCode ? (
        <div className="flex flex-col items-center gap-1 text-center">
          <p>
            {handoverDict[lang].secretCode.label}:{" "}
            <strong data-testid="handover-secret-code" className="font-mono text-2xl tracking-wider">{showCode(secretCode)}</strong>
          </p>
          <p className="text-sm">{handoverDict[lang].secretCode.why}</p>
        </div>
      ) : null}
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

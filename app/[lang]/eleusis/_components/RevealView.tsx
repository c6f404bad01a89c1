"use client";

import { useEffect, useState } from "react";
import { QrPanel } from "@/app/_components/QrPanel";
import { fingerprint } from "@/lib/eleusis/fingerprint";
import type { HandState } from "@/lib/eleusis/judge";
import { makeAppLink } from "@/lib/links";
import type { Variant } from "@/lib/eleusis/session";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { makeVerifyFragment } from "@/lib/eleusis/verify-link";

/** After the hand: the rule, salt, fingerprint, every earlier seal and the peek/edit log, and a verify link. */
export function RevealView({
  lang,
  hand,
  variant = "classic",
}: {
  lang: Locale;
  hand: Pick<HandState, "commitments" | "log" | "playedAnyway" | "wording">;
  variant?: Variant;
}) {
  const t = eleusisDict[lang].reveal;
  const v = newEleusisDict[lang];
  const rule = hand.commitments[hand.commitments.length - 1];
  const wording = hand.wording;
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (!rule) return;
    let live = true;
    void makeAppLink(`/${lang}/eleusis/verify`, makeVerifyFragment({ text: rule.text ?? "", salt: rule.salt ?? "", hash: rule.hash })).then((l) => live && setLink(l));
    return () => {
      live = false;
    };
  }, [lang, rule]);
  if (!rule) return null;
  const time = (at: number) => new Date(at).toLocaleTimeString(lang);

  return (
    <section aria-labelledby="reveal-title" className="flex flex-col gap-3 rounded-xl border-2 border-accent-700 p-3" data-testid="reveal">
      <h2 id="reveal-title" className="text-2xl font-bold">
        {t.title}
      </h2>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{v.variant}</dt>
        <dd data-testid="revealed-variant">{variant === "new" ? v.variantBadge : v.variantClassic}</dd>
        <dt className="font-semibold">{t.rule}</dt>
        <dd>
          <code data-testid="revealed-rule" className="break-words">{rule.text}</code>
        </dd>
        {wording ? (
          <>
            <dt className="font-semibold">{t.wording}</dt>
            <dd data-testid="revealed-wording">{wording[lang]}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t.salt}</dt>
        <dd>
          <code data-testid="revealed-salt" className="break-all">{rule.salt}</code>
        </dd>
        <dt className="font-semibold">{t.fingerprint}</dt>
        <dd className="font-mono text-lg font-bold">{fingerprint(rule.hash)}</dd>
        <dt className="font-semibold">{t.hash}</dt>
        <dd>
          <code className="break-all text-sm">{rule.hash}</code>
        </dd>
      </dl>
      {hand.playedAnyway ? <p className="font-semibold">{t.playedAnyway}</p> : null}
      {hand.commitments.length > 1 ? (
        <div>
          <h3 className="font-bold">{t.earlier}</h3>
          <ul className="flex flex-col gap-1">
            {hand.commitments.slice(0, -1).map((c, i) => (
              <li key={i} className="text-sm">
                {time(c.at)} · <code>{c.text}</code> · {t.salt}: <code className="break-all">{c.salt}</code> · {fingerprint(c.hash)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-bold">{t.log}</h3>
        {hand.log.length === 0 ? (
          <p>{t.noLog}</p>
        ) : (
          <ul data-testid="reveal-log">
            {hand.log.map((e, i) => (
              <li key={i}>{e.kind === "peek" ? t.peek(time(e.at)) : t.edit(time(e.at))}</li>
            ))}
          </ul>
        )}
      </div>
      {link ? (
        <div className="flex flex-col items-center gap-2">
          <a href={link} className="font-semibold underline" data-testid="verify-link">
            {t.verifyLink}
          </a>
          <QrPanel text={link} labels={{ loading: eleusisDict[lang].seal.qrLoading, failed: eleusisDict[lang].seal.qrFailed, alt: t.verifyQrAlt }} size={240} />
        </div>
      ) : null}
    </section>
  );
}

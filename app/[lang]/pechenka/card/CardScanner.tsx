"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import { useQrCamera } from "@/app/_components/scan/useQrCamera";
import { BASE_PATH } from "@/lib/app-path";
import type { Locale } from "@/lib/i18n/locales";
import type { CardScanProblem } from "@/lib/pechenka/card-scan";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card/client";
import { readCardScan } from "@/lib/pechenka/card-scan";

/**
 * The player's card page's scanner: the camera reads the player's code, and only a card link of this
 * app opens (this page's fragment, or the card page in the link's language); anything else is said and
 * nothing changes. A pasted link goes the same way. Loaded with `dynamic()` only when asked for.
 */
export function CardScanner({ lang, onOpened, onClose }: { lang: Locale; onOpened: () => void; onClose: () => void }) {
  const t = pechenkaCard[lang].scan;
  const errors = pechenkaCard[lang].errors;
  const heading = useRef<HTMLHeadingElement>(null);
  const last = useRef<string | null>(null);
  const [problem, setProblem] = useState<CardScanProblem | null>(null);
  const [pasted, setPasted] = useState("");

  const take = (text: string) => {
    const read = readCardScan(text, { href: window.location.href, base: BASE_PATH });
    if (!read.ok) return setProblem(read.problem);
    setProblem(null);
    if (read.samePage) {
      window.location.hash = new URL(read.href).hash;
      onOpened();
    } else window.location.assign(read.href);
  };
  const { video, camera, retry } = useQrCamera((text) => {
    // The same code held in view is read every frame: act once.
    if (text === last.current) return;
    last.current = text;
    take(text);
  });

  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const said = (p: CardScanProblem) => {
    switch (p.code) {
      case "notOurs":
        return t.notOurs;
      case "notCard":
        return t.notCard;
      case "otherSite":
        return t.otherSite(p.host);
      case "link":
        return `${t.badCard} ${errors[p.error]}`;
    }
  };

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-stone-300 p-3 dark:border-stone-600" aria-labelledby="card-scanner-heading" data-testid="card-scanner">
      <h2 id="card-scanner-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t.heading}
      </h2>
      {camera.kind === "off" ? (
        <p role="alert" className="font-semibold text-bad" data-testid="camera-problem">
          {t.camera[camera.problem]}
        </p>
      ) : (
        <>
          <p role="status">{camera.kind === "opening" ? t.opening : t.aim}</p>
          <video ref={video} data-testid="scanner-video" aria-label={t.video} muted playsInline className="aspect-square w-full max-w-sm self-center rounded-lg bg-black object-cover" />
          {camera.kind === "on" && camera.reader === "package" ? <p className="text-sm">{t.packageDecoder}</p> : null}
        </>
      )}
      {problem ? (
        <p role="alert" className="font-semibold text-bad" data-testid="scan-problem">
          {said(problem)}
        </p>
      ) : null}
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          last.current = null;
          take(pasted);
        }}
      >
        <label htmlFor="card-link-paste" className="font-semibold">
          {t.pasteLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="card-link-paste"
            type="text"
            inputMode="url"
            autoComplete="off"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-2 dark:border-stone-600 dark:bg-stone-800"
          />
          <Button type="submit" variant="secondary" disabled={pasted.trim() === ""}>
            {t.pasteOpen}
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap gap-2">
        {camera.kind === "off" && camera.problem !== "absent" && camera.problem !== "insecure" ? (
          <Button variant="secondary" onClick={retry}>
            {t.retry}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </section>
  );
}

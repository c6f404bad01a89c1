"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/app/_components/Button";
import type { ScanProblem, ScanState } from "@/lib/handover/scan";
import { newScan, readScan } from "@/lib/handover/scan";
import { useQrCamera } from "./useQrCamera";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The in-app scanner: the camera inside the page, reading handover codes one after another. Each new
 * part of the series goes to `onPart` (the receive page stores it as if its link had been opened);
 * a QR code that is not ours, a damaged one or one of another handover is said and goes nowhere.
 * Loaded with `dynamic()` only when a person asks to scan, with its decoder.
 */
export function QrScanner({ lang, series, onPart, onClose }: { lang: Locale; series: string | null; onPart: (text: string) => void; onClose: () => void }) {
  const t = handoverDict[lang].scan;
  const heading = useRef<HTMLHeadingElement>(null);
  const scan = useRef<ScanState>(newScan(series));
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [read, setRead] = useState<{ k: number; n: number } | null>(null);
  const { video, camera, retry } = useQrCamera((text) => {
    const next = readScan(scan.current, text);
    scan.current = next.state;
    if (next.step.kind === "problem") setProblem(next.step.problem);
    else if (next.step.kind === "part") {
      setProblem(null);
      setRead({ k: next.step.k, n: next.step.n });
      onPart(next.step.text);
    }
  });

  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-stone-300 p-3 dark:border-stone-600" aria-labelledby="qr-scanner-heading" data-testid="qr-scanner">
      <h2 id="qr-scanner-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">{t.open}</h2>
      {camera.kind === "off" ? (
        <>
          <p role="alert" className="text-bad font-semibold" data-testid="camera-problem">{t.problems[camera.problem]}</p>
          <div className="flex flex-wrap gap-2">
            {camera.problem === "absent" || camera.problem === "insecure" ? null : (
              <Button variant="secondary" onClick={retry}>{t.retry}</Button>
            )}
            <Button variant="ghost" onClick={onClose}>{t.close}</Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{camera.kind === "opening" ? t.opening : read ? t.read(read.k, read.n) : t.aim}</p>
          <video ref={video} data-testid="scanner-video" aria-label={t.video} muted playsInline className="aspect-square w-full max-w-sm self-center rounded-lg bg-black object-cover" />
          {problem ? <p role="alert" className="text-bad font-semibold" data-testid="scan-problem">{t.codeProblems[problem]}</p> : null}
          {camera.kind === "on" && camera.reader === "package" ? <p className="text-sm">{t.packageDecoder}</p> : null}
          <div>
            <Button variant="secondary" onClick={onClose}>{t.close}</Button>
          </div>
        </>
      )}
    </section>
  );
}

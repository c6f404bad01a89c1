"use client";

import { useEffect, useRef, useState } from "react";

/** The panel's white padding on each side (p-1): part of the quiet zone. */
const PANEL_PAD = 4;

/**
 * Whole CSS pixels per module and the quiet zone (in modules) for a code of `modules` modules in
 * `room` px, at most `max` px per module. Never 3 px (a camera reading the code at half size sees
 * 1.5 px per module and fails; 2 and 4 px read); the quiet zone shrinks to 2 modules, then 1 (the
 * white panel's padding adds to it), before the module does. E.g. fitQr(73, 300, 4) = { module: 4, margin: 1 }.
 */
export function fitQr(modules: number, room: number, max: number): { module: number; margin: number } {
  for (let m = Math.max(1, Math.floor(max)); m >= 1; m--) {
    if (m === 3) continue;
    for (const margin of [4, 2, 1]) if ((modules + 2 * margin) * m <= room) return { module: m, margin };
  }
  return { module: 1, margin: 1 };
}

/** A QR code, dark on white with a quiet zone in both themes, drawn at whole CSS pixels per module at
 * every width (never scaled by the browser, so its module edges stay sharp and a camera reads it at a
 * distance). `qrcode` is loaded only when a panel is actually shown, so pages that never show one do not pay for it. */
export function QrPanel({
  text,
  caption,
  labels,
  size = 288,
  ecc = "M",
  moduleSize,
}: {
  text: string;
  caption?: string;
  labels: { loading: string; failed: string; alt: string };
  /** The widest the code is drawn (px), when no module size is given. */
  size?: number;
  /** Error correction; screen-to-screen codes (handover) use L for fewer, larger modules. */
  ecc?: "L" | "M";
  /** Most CSS pixels per module (fewer where the screen is narrower). */
  moduleSize?: number;
}) {
  const [drawn, setDrawn] = useState<{ text: string; src: string | null; width?: number } | null>(null);
  const [room, setRoom] = useState<number | null>(null);
  const figure = useRef<HTMLElement>(null);
  const src = drawn?.text === text ? drawn.src : null;
  const failed = drawn?.text === text && drawn.src === null;

  useEffect(() => {
    const el = figure.current;
    if (!el) return;
    const measure = () => setRoom(Math.floor(el.clientWidth) - 2 * PANEL_PAD);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (room === null) return;
    let live = true;
    import("qrcode")
      .then(async (QR) => {
        const modules = QR.create(text, { errorCorrectionLevel: ecc }).modules.size;
        const widest = Math.min(room, size);
        const fit = fitQr(modules, moduleSize ? room : widest, moduleSize ?? widest / (modules + 8));
        const url = await QR.toDataURL(text, { errorCorrectionLevel: ecc, margin: fit.margin, scale: fit.module, color: { dark: "#000000", light: "#ffffff" } });
        return { url, width: (modules + 2 * fit.margin) * fit.module };
      })
      .then(({ url, width }) => live && setDrawn({ text, src: url, width }))
      .catch(() => live && setDrawn({ text, src: null }));
    return () => {
      live = false;
    };
  }, [text, ecc, moduleSize, size, room]);

  return (
    <figure ref={figure} className="flex w-full flex-col items-center gap-2">
      <div className="flex items-center justify-center rounded-xl bg-white p-1" data-testid="qr-panel">
        {src && drawn?.width ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise
          <img src={src} alt={labels.alt} width={drawn.width} height={drawn.width} className="qr-img max-w-none" />
        ) : (
          <div role="status" className="flex items-center justify-center text-stone-700" data-size={size}>
            <span className="block h-72 w-72 max-w-full p-4 text-center">{failed ? labels.failed : labels.loading}</span>
          </div>
        )}
      </div>
      {caption ? <figcaption className="text-center text-lg font-semibold">{caption}</figcaption> : null}
    </figure>
  );
}

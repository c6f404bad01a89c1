"use client";

import { useEffect, useState } from "react";

/** A QR code, dark on white with a quiet zone in both themes. `qrcode` is loaded only when a
 * panel is actually shown, so pages that never show one do not pay for it. */
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
  size?: number;
  /** Error correction; screen-to-screen codes (handover) use L for fewer, larger modules. */
  ecc?: "L" | "M";
  /** Whole CSS pixels per module: the code is drawn at exactly that size (no blurred module edges). */
  moduleSize?: number;
}) {
  const [drawn, setDrawn] = useState<{ text: string; src: string | null; width?: number } | null>(null);
  const src = drawn?.text === text ? drawn.src : null;
  const failed = drawn?.text === text && drawn.src === null;

  useEffect(() => {
    let live = true;
    import("qrcode")
      .then(async (QR) => {
        const url = await QR.toDataURL(text, {
          errorCorrectionLevel: ecc,
          margin: 4,
          scale: moduleSize ?? 8,
          color: { dark: "#000000", light: "#ffffff" },
        });
        const width = moduleSize ? (QR.create(text, { errorCorrectionLevel: ecc }).modules.size + 8) * moduleSize : undefined;
        return { url, width };
      })
      .then(({ url, width }) => live && setDrawn({ text, src: url, width }))
      .catch(() => live && setDrawn({ text, src: null }));
    return () => {
      live = false;
    };
  }, [text, ecc, moduleSize]);
  const shown = drawn?.width ?? size;

  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="flex items-center justify-center rounded-xl bg-white p-2" data-testid="qr-panel">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise
          <img src={src} alt={labels.alt} width={shown} height={shown} className="qr-img h-auto max-w-full" />
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

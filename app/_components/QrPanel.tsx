"use client";

import { useEffect, useState } from "react";

/** A QR code, dark on white with a quiet zone in both themes. `qrcode` is loaded only when a
 * panel is actually shown, so pages that never show one do not pay for it. */
export function QrPanel({
  text,
  caption,
  labels,
  size = 288,
}: {
  text: string;
  caption?: string;
  labels: { loading: string; failed: string; alt: string };
  size?: number;
}) {
  const [drawn, setDrawn] = useState<{ text: string; src: string | null } | null>(null);
  const src = drawn?.text === text ? drawn.src : null;
  const failed = drawn?.text === text && drawn.src === null;

  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((QR) =>
        QR.toDataURL(text, {
          errorCorrectionLevel: "M",
          margin: 4,
          scale: 8,
          color: { dark: "#000000", light: "#ffffff" },
        }),
      )
      .then((url) => live && setDrawn({ text, src: url }))
      .catch(() => live && setDrawn({ text, src: null }));
    return () => {
      live = false;
    };
  }, [text]);

  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="flex items-center justify-center rounded-xl bg-white p-2" data-testid="qr-panel">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise
          <img src={src} alt={labels.alt} width={size} height={size} className="qr-img h-auto max-w-full" />
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

import { memo } from "react";

/** A small colour dot for a kind of cake (an SVG attribute, so no inline style under the CSP). */
function KindSwatchView({ colour, size = 14 }: { colour: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 10 10" aria-hidden="true" className="inline-block shrink-0">
      <circle cx="5" cy="5" r="4.5" fill={colour} stroke="currentColor" strokeOpacity="0.35" strokeWidth="0.8" />
    </svg>
  );
}

export const KindSwatch = memo(KindSwatchView);

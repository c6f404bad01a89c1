const PALETTE = ["#2563eb", "#dc2626", "#16a34a", "#9333ea", "#d97706"];
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2"];

/** Running totals per player over games, as SVG lines with a legend (colour and dash per player). */
export function LineChart({ title, series, xLabel }: { title: string; series: { label: string; values: number[] }[]; xLabel: (i: number) => string }) {
  const points = Math.max(1, ...series.map((s) => s.values.length));
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const w = 300;
  const h = 160;
  const pad = 28;
  const x = (i: number) => pad + (points === 1 ? (w - 2 * pad) / 2 : (i * (w - 2 * pad)) / (points - 1));
  const y = (v: number) => h - pad - (v / max) * (h - 2 * pad);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} className="w-full max-w-md" role="img" aria-label={`${title}: ${series.map((s) => `${s.label} ${s.values.join(", ")}`).join("; ")}`}>
        <line x1={pad} y1={h - pad} x2={w - pad / 2} y2={h - pad} stroke="currentColor" strokeOpacity="0.4" />
        {Array.from({ length: points }, (_, i) => (
          <text key={i} x={x(i)} y={h - 8} textAnchor="middle" className="fill-current text-[11px]">
            {xLabel(i)}
          </text>
        ))}
        {series.map((s, p) => (
          <g key={p}>
            <polyline
              fill="none"
              stroke={PALETTE[p % PALETTE.length]}
              strokeWidth="2.5"
              strokeDasharray={DASHES[p % DASHES.length]}
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
            />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r="3.5" fill={PALETTE[p % PALETTE.length]} />
            ))}
          </g>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 text-sm">
        {series.map((s, p) => (
          <li key={p} className="flex items-center gap-1">
            <svg width="22" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="22" y2="4" stroke={PALETTE[p % PALETTE.length]} strokeWidth="3" strokeDasharray={DASHES[p % DASHES.length]} />
            </svg>
            {s.label}: {s.values[s.values.length - 1] ?? 0}
          </li>
        ))}
      </ul>
    </figure>
  );
}

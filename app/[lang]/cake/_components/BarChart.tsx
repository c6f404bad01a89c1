/** Horizontal bars drawn with SVG attributes (no inline style, so it passes the CSP). */
export function BarChart({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const rowH = 28;
  const labelW = 90;
  const width = 300;
  const barMax = width - labelW - 40;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${rows.length * rowH}`} className="w-full max-w-md" role="img" aria-label={`${title}: ${rows.map((r) => `${r.label} ${r.value}`).join(", ")}`}>
        {rows.map((r, i) => (
          <g key={i} transform={`translate(0 ${i * rowH})`}>
            <text x={labelW - 6} y={rowH / 2 + 5} textAnchor="end" className="fill-current text-[13px]">
              {r.label.length > 12 ? `${r.label.slice(0, 11)}…` : r.label}
            </text>
            <rect x={labelW} y={5} height={rowH - 10} width={(r.value / max) * barMax} rx={4} className="fill-accent-600 dark:fill-accent-300" />
            <text x={labelW + (r.value / max) * barMax + 6} y={rowH / 2 + 5} className="fill-current text-[13px] font-semibold">
              {r.value}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

// Piece of Cake (issue 4): first-load JS of /cake and its play screen against the blank app (budget ≤ 1.3×).
const BUDGET = 1.3;

export async function measure(ctx) {
  const blank = typeof ctx.blankFirstLoadJs === "function" ? await ctx.blankFirstLoadJs() : await ctx.blankFirstLoadJs;
  const rows = [];
  for (const route of ["/en/cake", "/en/cake/play"]) {
    const bytes = await ctx.firstLoadJs(route);
    const ratio = bytes / blank;
    rows.push({
      name: `cake: first-load JS ${route} (gzip) / blank`,
      value: Math.round(bytes),
      unit: "B",
      budget: `≤ ${BUDGET}×`,
      ratio: Math.round(ratio * 1000) / 1000,
      pass: ratio <= BUDGET,
    });
  }
  return rows;
}

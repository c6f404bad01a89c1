// Pechenka (issue 5): first-load JS of the phone page (budget ≤ 1.15× the blank app, it goes over
// the table's Wi-Fi to every phone) and of the host pages (the app-wide budget ≤ 1.3×).
const ROUTES = [
  { route: "/en/pechenka/card", label: "phone page", budget: 1.15 },
  { route: "/en/pechenka", label: "new game", budget: 1.3 },
  { route: "/en/pechenka/play", label: "host game screen", budget: 1.3 },
];

export async function measure(ctx) {
  const blank = typeof ctx.blankFirstLoadJs === "function" ? await ctx.blankFirstLoadJs() : await ctx.blankFirstLoadJs;
  const rows = [];
  for (const { route, label, budget } of ROUTES) {
    const bytes = await ctx.firstLoadJs(route);
    const ratio = bytes / blank;
    rows.push({
      name: `pechenka: ${label} first-load JS ${route} (gzip) / blank`,
      value: Math.round(bytes),
      unit: "B",
      budget: `≤ ${budget}×`,
      ratio: Math.round(ratio * 1000) / 1000,
      pass: ratio <= budget,
    });
  }
  return rows;
}

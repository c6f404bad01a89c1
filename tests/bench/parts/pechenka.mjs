// Pechenka: first-load JS of the phone page (budget ≤ 1.15× the blank app: it goes over
// the table's Wi-Fi to every phone) and of the host pages (the app-wide budget ≤ 1.3×).
const ROUTES = [
  { route: "/[lang]/pechenka/card", label: "phone page", budget: 1.15 },
  { route: "/[lang]/pechenka", label: "new game", budget: 1.3 },
  { route: "/[lang]/pechenka/play", label: "host game screen", budget: 1.3 },
];

export async function measure(ctx) {
  const blank = typeof ctx.blankFirstLoadJs === "function" ? await ctx.blankFirstLoadJs() : await ctx.blankFirstLoadJs;
  const rows = [];
  for (const { route, label, budget } of ROUTES) {
    // the runner keys routes as in Next's stats file ("/[lang]/…"); accept a concrete path too
    const bytes = (await ctx.firstLoadJs(route)) ?? (await ctx.firstLoadJs(route.replace("[lang]", "en")));
    const ratio = typeof bytes === "number" && blank ? bytes / blank : null;
    rows.push({
      name: `pechenka: ${label} first-load JS ${route.replace("[lang]", "en")} (gzip) / blank`,
      value: typeof bytes === "number" ? Math.round(bytes) : null,
      unit: "B",
      budget: `≤ ${budget}×`,
      ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
      pass: ratio !== null && ratio <= budget,
    });
  }
  return rows;
}

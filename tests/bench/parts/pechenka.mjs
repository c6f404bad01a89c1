// Pechenka: first-load JS of the phone page (PHONE_PAGE_JS_BUDGET of the blank app: it goes over
// the table's Wi-Fi to every phone) and of the host pages (the app-wide FIRST_LOAD_JS_BUDGET).
import { FIRST_LOAD_JS_BUDGET, PHONE_PAGE_JS_BUDGET } from "../stats.mjs";
const ROUTES = [
  { route: "/[lang]/pechenka/card", label: "phone page", budget: PHONE_PAGE_JS_BUDGET },
  { route: "/[lang]/pechenka", label: "new game", budget: FIRST_LOAD_JS_BUDGET },
  { route: "/[lang]/pechenka/play", label: "host game screen", budget: FIRST_LOAD_JS_BUDGET },
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

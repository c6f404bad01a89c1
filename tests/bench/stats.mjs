// The bench's budgets and the statistics its verdicts rest on, in one place for run.mjs and the parts.

/** First-load JS (gzip) of any route, at most this many times the blank Next.js page's. */
export const FIRST_LOAD_JS_BUDGET = 1.2;
/** The Pechenka phone page's first-load JS: it goes over the table's Wi-Fi to every phone. */
export const PHONE_PAGE_JS_BUDGET = 1.15;
/** A route's largest contentful paint, at most this many times the blank page's (see `lcpRatioOf`). */
export const LCP_BUDGET = 1.3;
/** A route's total blocking time, at most the blank page's beside it plus this (ms). */
export const TBT_MARGIN_MS = 100;

/** The median of numbers, NaN for none, e.g. median([3, 1, 2]) → 2, median([1, 2]) → 1.5. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * A route's LCP over the blank page's: the route's median over the median of every blank run of the
 * bench, or null without both. Lighthouse's simulated LCP of the blank page falls in modes far apart
 * on this machine (one bench: 90 runs, median 843 ms, quartiles 675 and 1,414 ms, as the scripts a
 * run's paint waited for enter the simulation or not), while a route's stays within 750–950 ms. The
 * median of per-pair ratios (each route run over the blank run just before it) then swung with the
 * modes the five blank runs beside a route happened to hit: ×0.59 to ×1.36 for routes whose own LCPs
 * were alike. e.g. lcpRatioOf([760, 910, 905], [670, 990, 1450, 843]) → 905 / 916.5.
 */
export function lcpRatioOf(routeLcps, blankLcps) {
  const route = median(routeLcps.filter(Number.isFinite));
  const blank = median(blankLcps.filter(Number.isFinite));
  return Number.isFinite(route) && Number.isFinite(blank) && blank > 0 ? route / blank : null;
}

import { describe, expect, test } from "vitest";
import { FIRST_LOAD_JS_BUDGET, LCP_BUDGET, PHONE_PAGE_JS_BUDGET, lcpRatioOf, median } from "../../bench/stats.mjs";

describe("the bench's verdicts", () => {
  test("median of odd, even and no numbers", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  test("a route's LCP is compared with the blank page's median over all its runs, not run by run", () => {
    // The blank page's runs of one bench fall in modes far apart; a route's stay close together.
    const blank = [670, 675, 690, 843, 990, 1000, 1414, 1450, 1460];
    const route = [910, 760, 905, 920, 908];
    expect(lcpRatioOf(route, blank)).toBeCloseTo(908 / 990, 6);
    // Paired with the five lowest blank runs, the old median of per-run ratios said ×1.33 for the same route.
    const pairs = route.map((r, i) => r / (blank[i % 3] ?? NaN));
    expect(median(pairs)).toBeGreaterThan(LCP_BUDGET);
    expect(lcpRatioOf(route, blank)!).toBeLessThan(LCP_BUDGET);
  });

  test("failed runs are left out; without a route or a blank run there is no ratio", () => {
    expect(lcpRatioOf([900, NaN, 800], [NaN, 1000])).toBeCloseTo(0.85, 6);
    expect(lcpRatioOf([], [1000])).toBeNull();
    expect(lcpRatioOf([900], [])).toBeNull();
    expect(lcpRatioOf([900], [0])).toBeNull();
  });

  test("the first-load budgets are the ones the project holds to", () => {
    expect(FIRST_LOAD_JS_BUDGET).toBe(1.2);
    expect(PHONE_PAGE_JS_BUDGET).toBe(1.15);
    expect(LCP_BUDGET).toBe(1.3);
  });
});

export const FIRST_LOAD_JS_BUDGET: number;
export const PHONE_PAGE_JS_BUDGET: number;
export const LCP_BUDGET: number;
export const TBT_MARGIN_MS: number;
export function median(xs: readonly number[]): number;
export function lcpRatioOf(routeLcps: readonly number[], blankLcps: readonly number[]): number | null;

// A Piece of Cake count as typed into one cell of the end-of-game entry: one schema, the only reader
// of typed counts (entries, steppers, finishing, scores shown). Loaded with the stored state's schema
// (lib/cake/session.ts, the game screen's chunk), so no page's first load has zod.
import * as z from "zod/mini";
import type { CountProblem } from "@/lib/cake/kinds";
import type { Result } from "@/lib/result";
import { parseFormIssue } from "@/lib/zod";

export const COUNT_PROBLEMS = ["not-whole", "negative"] as const;

/** Spaces around it ignored, a decimal comma read as a point: " 1,5" → "1.5". */
const numeral = z
  .pipe(
    z.string(),
    z.transform((text) => text.trim().replace(",", ".")),
  )
  .check(z.regex(/^(-?\d+(\.\d+)?)?$/, { error: "not-whole" }));

/** A whole number of slices or rosettes, 0 or more; an empty cell is 0. e.g. "3" → 3, "" → 0, "1,5" → not-whole. */
export const countSchema = z
  .pipe(
    numeral,
    z.transform((text) => (text === "" ? 0 : Number(text))),
  )
  .check(z.int({ error: "not-whole" }), z.minimum(0, { error: "negative" }));

/**
 * One typed cell read by `countSchema`, or its problem with the number typed (NaN when it is not a
 * number at all), e.g. readCount("-2") → negative, value -2; readCount("abc") → not-whole, NaN.
 */
export function readCount(text: string): Result<number, CountProblem> {
  const r = parseFormIssue(countSchema, COUNT_PROBLEMS, text, "not-whole");
  if (r.ok) return r;
  return { ok: false, error: { code: r.error.code, value: typeof r.error.input === "number" ? r.error.input : NaN } };
}

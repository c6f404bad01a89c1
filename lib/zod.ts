import * as z from "zod/mini";
import type { $ZodType, output } from "zod/v4/core";
import type { Result } from "@/lib/result";

// Every run-time parse of a boundary (stored state, import file, link payload) goes through
// `parseWith`, so this runs first: zod 4 otherwise probes `new Function("")` once to decide
// whether to compile parsers, and the CSP (no 'unsafe-eval') reports that probe.
z.config({ jitless: true });

/** Short path + message of the first zod issue, e.g. "state.score: expected number". */
export function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const first = error.issues[0];
  if (!first) return "invalid";
  const path = first.path.map((p) => String(p)).join(".");
  const more = error.issues.length > 1 ? ` (+${error.issues.length - 1})` : "";
  return `${path || "(root)"}: ${first.message}${more}`;
}

/**
 * Any zod schema (zod/mini or classic) applied to an unknown value: the parsed value (unknown keys
 * dropped) or "path: message". Never throws. e.g. parseWith(rosterSchema, JSON.parse(text)).
 */
export function parseWith<S extends $ZodType>(schema: S, value: unknown): Result<output<S>, string> {
  try {
    const r = z.safeParse(schema, value);
    return r.success ? { ok: true, value: r.data } : { ok: false, error: describeIssues(r.error) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A form's schema applied to what was typed: the parsed value, or the code of the first problem.
 * Form schemas set each check's message to one of their codes (`{ error: "pin-format" }`); the
 * dictionary says it in the page's language. An issue without a known code (a value of the wrong
 * type, which a form never sends) reads as `fallback`. e.g. parseForm(newPinSchema, PIN_PROBLEMS, v).
 */
export function parseForm<S extends $ZodType, C extends string>(schema: S, codes: readonly C[], value: unknown, fallback: C): Result<output<S>, C> {
  const r = parseFormIssue(schema, codes, value, fallback);
  return r.ok ? r : { ok: false, error: r.error.code };
}

/**
 * As `parseForm`, with the value the failing check was given, for a message that quotes it, e.g.
 * the count schema's "not-whole" with input 1.5 ("must be a whole number (now 1.5)"), and a custom
 * issue's params (the rule text's compiler error, for its caret).
 */
export function parseFormIssue<S extends $ZodType, C extends string>(
  schema: S,
  codes: readonly C[],
  value: unknown,
  fallback: C,
): Result<output<S>, { code: C; input: unknown; params?: Record<string, unknown> }> {
  const r = z.safeParse(schema, value, { reportInput: true });
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const params = issue?.code === "custom" ? issue.params : undefined;
  return { ok: false, error: { code: codes.find((c) => c === issue?.message) ?? fallback, input: issue?.input, params } };
}

// A player's name as typed on the players page (add, rename) and in a game's seat picker: one
// schema, loaded with the roster's reader or as the picker mounts, so no page's first load has zod.
import * as z from "zod/mini";
import { NAME_MAX, normalizeName, sameName } from "@/lib/store/roster";
import type { Result } from "@/lib/result";
import { parseForm } from "@/lib/zod";

export const NAME_PROBLEMS = ["empty", "too-long", "duplicate"] as const;
export type NameProblem = (typeof NAME_PROBLEMS)[number];

/** A name, cleaned (normalizeName), not empty, at most NAME_MAX characters, unlike every name in `taken`. */
export function playerNameSchema(taken: readonly string[]) {
  return z.pipe(z.string(), z.transform(normalizeName)).check(
    z.minLength(1, { error: "empty" }),
    z.maxLength(NAME_MAX, { error: "too-long" }),
    z.refine((name) => !taken.some((t) => sameName(t, name)), { error: "duplicate" }),
  );
}

/** The clean name, or why not (with the taken name it clashes with), e.g. checkName("маша ", ["Маша"]) → duplicate of "Маша". */
export function checkName(name: string, taken: readonly string[]): Result<string, { problem: NameProblem; existing?: string }> {
  const parsed = parseForm(playerNameSchema(taken), NAME_PROBLEMS, name, "empty");
  if (parsed.ok) return parsed;
  if (parsed.error !== "duplicate") return { ok: false, error: { problem: parsed.error } };
  return { ok: false, error: { problem: "duplicate", existing: taken.find((t) => sameName(t, name)) } };
}

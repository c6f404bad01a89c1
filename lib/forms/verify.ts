// The Eleusis verify page: the link that fills it (r = rule text, s = salt, h = hash, in the
// fragment) and its three fields each have one schema, loaded with a dynamic import by the page.
import * as z from "zod/mini";
import { matchCommitment, normaliseHex, SALT_BYTES } from "@/lib/eleusis/commitment";
import type { Result } from "@/lib/result";
import { parseForm } from "@/lib/zod";

export const VERIFY_LINK_ERRORS = ["no-rule", "no-salt"] as const;
export type VerifyLinkError = (typeof VERIFY_LINK_ERRORS)[number];

/** The fragment's parameters; a fragment without rule or salt is not a verify link. */
export const verifyLinkSchema = z.pipe(
  z.object({
    r: z.string({ error: "no-rule" }),
    s: z.string({ error: "no-salt" }),
    h: z.optional(z.string()),
  }),
  z.transform(({ r, s, h }) => ({ rule: r, salt: s, expected: h ?? "" })),
);
export type VerifyLink = z.infer<typeof verifyLinkSchema>;

/** Reads a location hash (with or without "#"), e.g. "#r=card.red&s=0011…&h=9f2c…"; never throws. */
export function parseVerifyFragment(hash: string): Result<VerifyLink, VerifyLinkError> {
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, "")));
  return parseForm(verifyLinkSchema, VERIFY_LINK_ERRORS, params, "no-rule");
}

export const VERIFY_ERRORS = ["salt-not-hex", "salt-too-short", "expected-too-short"] as const;
export type VerifyError = (typeof VERIFY_ERRORS)[number];

/** Trimmed lower-case, then hex digits only, at least SALT_BYTES bytes. */
const salt = z.pipe(z.string(), z.transform((s) => s.trim().toLowerCase())).check(
  z.regex(/^[0-9a-f]*$/, { error: "salt-not-hex" }),
  z.minLength(SALT_BYTES * 2, { error: "salt-too-short" }),
);
/** Fewest hex digits of a hash compared (64 bits; the fingerprint shown at the table has 20). */
export const MIN_EXPECTED_HEX = 16;
/** A full hash or a fingerprint of at least MIN_EXPECTED_HEX hex digits; spaces, dashes and case ignored. */
const expected = z.pipe(z.string(), z.transform(normaliseHex)).check(z.minLength(MIN_EXPECTED_HEX, { error: "expected-too-short" }));

/** The three fields as typed (or filled from a link); the rule text is hashed exactly as it is. */
export const verifyFormSchema = z.object({ rule: z.string(), salt, expected });
export type VerifyFields = z.input<typeof verifyFormSchema>;
export type VerifyInput = z.output<typeof verifyFormSchema>;

/** The fields read by the schema, or the first problem, e.g. a salt "xyz" → "salt-not-hex". */
export function parseVerifyForm(fields: VerifyFields): Result<VerifyInput, VerifyError> {
  return parseForm(verifyFormSchema, VERIFY_ERRORS, fields, "salt-not-hex");
}

/** The recomputed hash and whether it matches, or why the fields cannot be checked. */
export type VerifyResult = Result<{ hash: string; matches: boolean }, VerifyError>;

/** Reads the fields, then recomputes and compares, e.g. verify({ rule, salt, expected: fingerprint }). */
export function verify(fields: VerifyFields): VerifyResult {
  const input = parseVerifyForm(fields);
  return input.ok ? { ok: true, value: matchCommitment(input.value.rule, input.value.salt, input.value.expected) } : input;
}

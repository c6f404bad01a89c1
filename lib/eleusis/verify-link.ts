/**
 * The verify link's fragment (never sent to a server): r = rule text, s = salt, h = full hash,
 * e.g. "r=card.red&s=0011…&h=9f2c…". One maker, one parser.
 */
import type { Commitment } from "@/lib/eleusis/commitment";
import type { Result } from "@/lib/result";

export interface VerifyLink {
  rule: string;
  salt: string;
  /** The hash to compare against; "" when the link carries none. */
  expected: string;
}
export type VerifyLinkError = "no-rule" | "no-salt";

export function makeVerifyFragment(c: Commitment): string {
  return new URLSearchParams({ r: c.text, s: c.salt, h: c.hash }).toString();
}

/** Reads a location hash (with or without "#"); a fragment without rule or salt is not a verify link. */
export function parseVerifyFragment(hash: string): Result<VerifyLink, VerifyLinkError> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const rule = params.get("r");
  const salt = params.get("s");
  if (rule === null) return { ok: false, error: "no-rule" };
  if (salt === null) return { ok: false, error: "no-salt" };
  return { ok: true, value: { rule, salt, expected: params.get("h") ?? "" } };
}

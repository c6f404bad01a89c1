/**
 * The verify link's fragment (never sent to a server): r = rule text, s = salt, h = full hash,
 * e.g. "r=card.red&s=0011…&h=9f2c…". Its one reader is the verify page's schema (lib/forms/verify.ts).
 */
import type { Commitment } from "@/lib/eleusis/commitment";

export function makeVerifyFragment(c: Commitment): string {
  return new URLSearchParams({ r: c.text, s: c.salt, h: c.hash }).toString();
}

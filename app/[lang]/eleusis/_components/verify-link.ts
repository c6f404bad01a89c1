import type { Commitment } from "@/lib/eleusis/commitment";

/** Fragment of a verify link (never sent to a server): r = rule text, s = salt, h = full hash. */
export function verifyFragment(c: Commitment): string {
  return new URLSearchParams({ r: c.text, s: c.salt, h: c.hash }).toString();
}

export function parseVerifyFragment(hash: string): { rule: string; salt: string; expected: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const rule = params.get("r");
  const salt = params.get("s");
  if (rule === null || salt === null) return null;
  return { rule, salt, expected: params.get("h") ?? "" };
}

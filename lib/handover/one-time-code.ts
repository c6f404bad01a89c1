// The one-time code of a Pechenka handover (docs/secrets.md): the roles travel encrypted under it
// (lib/handover/crypto.ts, PBKDF2 600k + AES-GCM); the old phone shows it beside the QR, and it is
// in neither the QR nor the link. 8 digits, drawn with rejection sampling.

export const CODE_DIGITS = 8;

/** A fresh code, e.g. "48219375"; `fill` is crypto.getRandomValues in production. */
export function oneTimeCode(fill: (b: Uint32Array) => Uint32Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  const limit = Math.floor(0x1_0000_0000 / 10 ** CODE_DIGITS) * 10 ** CODE_DIGITS;
  for (;;) {
    const [x = 0] = fill(new Uint32Array(1));
    if (x < limit) return String(x % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, "0");
  }
}

/** A code as shown: two groups of four, e.g. "4821 9375". */
export function showCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** What a person typed, digits only (spaces and dashes dropped), e.g. "4821-9375" -> "48219375". */
export function readCode(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

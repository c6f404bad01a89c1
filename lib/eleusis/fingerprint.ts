/** Fingerprint shown at the table: the first 20 hex digits (80 bits) of the SHA-256, in groups of four. */
export const FINGERPRINT_HEX_DIGITS = 20;

/** Grouped fingerprint of a hash. e.g. "3f7a 91c2 0b44 de10 7e55" */
export function fingerprint(hash: string): string {
  const digits = hash.toLowerCase().slice(0, FINGERPRINT_HEX_DIGITS);
  return (digits.match(/.{1,4}/g) ?? []).join(" ");
}

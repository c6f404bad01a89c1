/**
 * Sealing the secret rule: SHA-256 over the UTF-8 bytes of
 *   "eleusis-commit-v1" LF <salt, lower-case hex> LF <rule text exactly as committed>
 * (no trailing newline), so anyone can re-check it with any SHA-256 tool.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { RandomSource } from "@/lib/random";
import { cryptoSource, randomHex } from "@/lib/random";

export const COMMIT_PREFIX = "eleusis-commit-v1";
/** Salt length in bytes (128 bits). */
export const SALT_BYTES = 16;
export { FINGERPRINT_HEX_DIGITS, fingerprint } from "@/lib/eleusis/fingerprint";

export interface Commitment {
  /** The exact rule text that was hashed (kept verbatim: a later printer change must not matter). */
  text: string;
  /** Lower-case hex, at least 32 digits. */
  salt: string;
  /** Full SHA-256, lower-case hex (64 digits). */
  hash: string;
}

/** A fresh salt of SALT_BYTES random bytes in hex, e.g. "9f2c…" (32 digits). */
export function makeSalt(source: RandomSource = cryptoSource): string {
  return randomHex(SALT_BYTES, source);
}

/** The exact string whose UTF-8 bytes are hashed. */
export function commitPayload(salt: string, text: string): string {
  return `${COMMIT_PREFIX}\n${salt}\n${text}`;
}

/** The commitment to `text` under `salt`: synchronous, and the same over plain HTTP (no Web Crypto needed). */
export function commitSync(text: string, salt: string): Commitment {
  return { text, salt, hash: bytesToHex(sha256(utf8ToBytes(commitPayload(salt, text)))) };
}

/** Lower-case hex digits only, from whatever a person typed or pasted. */
export function normaliseHex(text: string): string {
  return text.toLowerCase().replace(/[^0-9a-f]/g, "");
}

/**
 * Recomputes the hash of `text` with a clean salt (lower-case hex) and compares it with `want`
 * (lower-case hex: a full hash or its start). The verify page reads its fields first
 * (lib/forms/verify.ts), e.g. matchCommitment("card.red", salt, "9f2c0b44de107e55").
 */
export function matchCommitment(text: string, salt: string, want: string): { hash: string; matches: boolean } {
  const hash = commitSync(text, salt).hash;
  return { hash, matches: want.length <= 64 && hash.startsWith(want) };
}

/** Quotes a string for a POSIX shell inside single quotes. */
function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A command any Linux/macOS shell runs to recompute the hash. */
export function shellCommand(text: string, salt: string): string {
  return `printf '${COMMIT_PREFIX}\\n%s\\n%s' ${shellQuote(salt)} ${shellQuote(text)} | sha256sum`;
}

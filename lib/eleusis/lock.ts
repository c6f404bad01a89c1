/**
 * How a sealed rule is kept at rest (docs/rules.md#eleusis-secret-rule): while a deal is sealed its
 * rule (text, salt, preset id, wording) is stored only inside AES-GCM boxes, one per commitment, under
 * the deal's lock: a key derived from the dealer's PIN (PBKDF2-SHA-256, salted, many iterations; the PIN
 * itself is never stored, a box that opens is the proof it was right) or, without a PIN, a
 * non-extractable key this browser keeps in IndexedDB (lib/store/device-key.ts).
 */
export const LOCK_KINDS = ["pin", "device"] as const;

export type Lock =
  | {
      kind: "pin";
      /** PBKDF2 salt, base64url (16 bytes). */
      salt: string;
      iterations: number;
    }
  | { kind: "device" };

/** What one box holds: the commitment's text and salt, and the deal's preset and wording when it was sealed. */
export interface RuleSecret {
  text: string;
  salt: string;
  presetId: string | null;
  wording: { ru: string; en: string } | null;
}

/** The opened secrets this page holds in memory, by commitment hash (null: not opened here). */
export type SecretSource = (hash: string) => RuleSecret | null;

/** A stable name for a lock (its key is cached under it), e.g. "pin:Zk3…" or "device". */
export function lockId(lock: Lock): string {
  return lock.kind === "pin" ? `pin:${lock.salt}:${lock.iterations}` : "device";
}

/** The dealer PIN: a lock against a casual look, not against someone with the device's storage. */
import { sha256Hex, utf8 } from "@/lib/crypto/sha256";

/** Hash of a dealer PIN as stored in HandState.pinHash, e.g. pinDigest("1234") (64 hex digits). */
export function pinDigest(pin: string): string {
  return sha256Hex(utf8(`eleusis-pin-v1\n${pin}`));
}

/** True when `pin` opens a hand locked with `pinHash` (null: no PIN, always open). */
export function pinOpens(pinHash: string | null, pin: string): boolean {
  return pinHash === null || pinDigest(pin) === pinHash;
}

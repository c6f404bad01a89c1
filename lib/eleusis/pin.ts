/** The dealer PIN: a lock against a casual look, not against someone with the device's storage. */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** Hash of a dealer PIN as stored in HandState.pinHash, e.g. pinDigest("1234") (64 hex digits). */
export function pinDigest(pin: string): string {
  return bytesToHex(sha256(utf8ToBytes(`eleusis-pin-v1\n${pin}`)));
}

/** True when `pin` opens a hand locked with `pinHash` (null: no PIN, always open). */
export function pinOpens(pinHash: string | null, pin: string): boolean {
  return pinHash === null || pinDigest(pin) === pinHash;
}

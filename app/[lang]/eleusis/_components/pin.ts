import { sha256Hex, utf8 } from "@/lib/crypto/sha256";

/** Hash of a dealer PIN (a lock against a casual look, not against someone with the device's storage). */
export function pinDigest(pin: string): string {
  return sha256Hex(utf8(`eleusis-pin-v1\n${pin}`));
}

/**
 * The boxes of a sealed rule at rest (lib/eleusis/lock.ts): AES-GCM-256 under a key derived from the
 * dealer's PIN (PBKDF2-SHA-256, the handover's parameters, lib/handover/crypto.ts) or under this
 * browser's own key (lib/store/device-key.ts). A box is base64url(IV ‖ ciphertext ‖ tag). Keys are
 * never extractable; a wrong PIN shows as a box that does not open. Never throws.
 */
import type { Lock, RuleSecret } from "@/lib/eleusis/lock";
import { parseSecret } from "@/lib/eleusis/at-rest";
import { commitSync } from "@/lib/eleusis/commitment";
import { fromBase64Url, toBase64Url } from "@/lib/bytes";
import { IV_BYTES, PBKDF2_ITERATIONS, SALT_BYTES, webCryptoAvailable } from "@/lib/handover/crypto";

export type RandomFill = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (b) => globalThis.crypto.getRandomValues(b);

/** The AES-GCM key of a PIN lock, or null without Web Crypto or with a malformed lock. */
export async function pinKey(pin: string, lock: Extract<Lock, { kind: "pin" }>): Promise<CryptoKey | null> {
  const salt = fromBase64Url(lock.salt);
  if (!webCryptoAvailable() || !salt) return null;
  try {
    const subtle = globalThis.crypto.subtle;
    const base = await subtle.importKey("raw", new TextEncoder().encode(pin.normalize("NFC")), "PBKDF2", false, ["deriveKey"]);
    return await subtle.deriveKey(
      { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations: lock.iterations },
      base,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt", "decrypt"],
    );
  } catch {
    return null;
  }
}

/** A new PIN lock (fresh salt) and its key, e.g. newPinLock("4821"). */
export async function newPinLock(pin: string, opts: { iterations?: number; random?: RandomFill } = {}): Promise<{ lock: Lock; key: CryptoKey } | null> {
  if (!webCryptoAvailable()) return null;
  const lock = { kind: "pin" as const, salt: toBase64Url((opts.random ?? cryptoFill)(new Uint8Array(SALT_BYTES))), iterations: opts.iterations ?? PBKDF2_ITERATIONS };
  const key = await pinKey(pin, lock);
  return key ? { lock, key } : null;
}

/** Encrypts a text under a key, e.g. boxText(key, "card.red"): base64url(IV ‖ ciphertext ‖ tag), or null. */
export async function boxText(key: CryptoKey, text: string, random: RandomFill = cryptoFill): Promise<string | null> {
  try {
    const iv = random(new Uint8Array(IV_BYTES));
    const data = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: "AES-GCM", iv: iv as BufferSource }, key, new TextEncoder().encode(text)));
    const out = new Uint8Array(iv.length + data.length);
    out.set(iv);
    out.set(data, iv.length);
    return toBase64Url(out);
  } catch {
    return null;
  }
}

/** The text in a box made by boxText under the same key; null if it does not open (wrong key, damaged box). */
export async function unboxText(key: CryptoKey, box: string): Promise<string | null> {
  const bytes = fromBase64Url(box);
  if (!bytes || bytes.length <= IV_BYTES + 16) return null;
  try {
    const plain = await globalThis.crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES) as BufferSource }, key, bytes.subarray(IV_BYTES) as BufferSource);
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/** Encrypts one secret, e.g. sealSecret(key, { text: "card.red", salt, presetId: null, wording: null }). */
export function sealSecret(key: CryptoKey, secret: RuleSecret, random: RandomFill = cryptoFill): Promise<string | null> {
  return boxText(key, JSON.stringify(secret), random);
}

/** Opens a box whose secret must hash to `hash` (the commitment the table saw); null if it does not open. */
export async function openSecret(key: CryptoKey, box: string, hash: string): Promise<RuleSecret | null> {
  const json = await unboxText(key, box);
  const secret = json === null ? null : parseSecret(json);
  return secret && commitSync(secret.text, secret.salt).hash === hash ? secret : null;
}

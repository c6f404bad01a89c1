// Secrets under a PIN: PBKDF2-SHA-256 (salted, many iterations) -> AES-GCM-256, all Web Crypto.
// Used for the sealed Eleusis rule in a handover link or export file. Salt and IV are injectable
// so tests are deterministic; production draws them from crypto.getRandomValues.
import type { Result } from "@/lib/result";
import { fromBase64Url, toBase64Url } from "@/lib/bytes";
import type { SealedBox } from "./payload";

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;

// The box's shape is its zod schema (payload.ts; read untrusted boxes with checkSealedBox there).
export type { SealedBox } from "./payload";

export type RandomFill = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (b) => globalThis.crypto.getRandomValues(b);

export type CryptoError = "unavailable" | "wrongPin" | "malformed";
export type CryptoResult<T> = Result<T, CryptoError>;

/** True where Web Crypto's subtle API exists (secure contexts only). */
export function webCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.importKey === "function";
}

async function derive(pin: string, salt: Uint8Array, iterations: number, usage: KeyUsage): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey("raw", new TextEncoder().encode(pin.normalize("NFC")), "PBKDF2", false, ["deriveKey"]);
  return subtle.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations }, base, { name: "AES-GCM", length: 256 }, false, [usage]);
}

/** Encrypts UTF-8 text under a PIN, e.g. sealText("1234", '{"rule":…}'). */
export async function sealText(pin: string, text: string, opts: { iterations?: number; random?: RandomFill } = {}): Promise<CryptoResult<SealedBox>> {
  if (!webCryptoAvailable()) return { ok: false, error: "unavailable" };
  const random = opts.random ?? cryptoFill;
  const iterations = opts.iterations ?? PBKDF2_ITERATIONS;
  const salt = random(new Uint8Array(SALT_BYTES));
  const iv = random(new Uint8Array(IV_BYTES));
  const key = await derive(pin, salt, iterations, "encrypt");
  const data = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: "AES-GCM", iv: iv as BufferSource }, key, new TextEncoder().encode(text)));
  return { ok: true, value: { alg: "pbkdf2-sha256/aes-256-gcm", iterations, salt: toBase64Url(salt), iv: toBase64Url(iv), data: toBase64Url(data) } };
}

/** Decrypts a box with a PIN; a wrong PIN (or an altered box) is "wrongPin". Never throws. */
export async function openText(pin: string, box: SealedBox): Promise<CryptoResult<string>> {
  if (!webCryptoAvailable()) return { ok: false, error: "unavailable" };
  const salt = fromBase64Url(box.salt);
  const iv = fromBase64Url(box.iv);
  const data = fromBase64Url(box.data);
  if (!salt || !iv || !data || iv.length !== IV_BYTES || salt.length < 8 || box.iterations < 1 || box.iterations > 10_000_000) return { ok: false, error: "malformed" };
  try {
    const key = await derive(pin, salt, box.iterations, "decrypt");
    const plain = await globalThis.crypto.subtle.decrypt({ name: "AES-GCM", iv: iv as BufferSource }, key, data as BufferSource);
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(plain) };
  } catch {
    return { ok: false, error: "wrongPin" };
  }
}

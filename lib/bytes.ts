// Byte helpers shared by the link codecs (handover frames, Pechenka reveal links, rule boxes):
// CRC-32 and base64url without padding (pure, no DOM).

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE), e.g. crc32(utf8("123456789")) === 0xcbf43926. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const B64_INDEX = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < 64; i++) t[B64URL.charCodeAt(i)] = i;
  return t;
})();

/** Bytes -> base64url without padding, e.g. [0xfb] -> "-w". */
export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += B64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * Base64url (no padding) -> bytes, or null for a character outside the alphabet. A dangling last
 * character (length % 4 === 1) holds under 8 bits: "reject" returns null (a whole frame is
 * expected), "drop" ignores it (a reveal link cut short then reads as cut short, not as garbage).
 */
export function fromBase64Url(s: string, dangling: "reject" | "drop" = "reject"): Uint8Array | null {
  if (s.length % 4 === 1 && dangling === "reject") return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const v = code < 128 ? (B64_INDEX[code] ?? -1) : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** 24 bits as 4 base64url characters, e.g. 0 -> "AAAA". */
export function tag24(n: number): string {
  let out = "";
  for (let k = 0; k < 4; k++) out += B64URL[(n >>> (18 - 6 * k)) & 63];
  return out;
}

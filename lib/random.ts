/** A source of uniform 32-bit words, same shape as crypto.getRandomValues. */
export type RandomSource = (buffer: Uint32Array) => void;

/** Production randomness: the platform CSPRNG. */
export const cryptoSource: RandomSource = (buffer) => {
  globalThis.crypto.getRandomValues(buffer);
};

const TWO_32 = 0x1_0000_0000;

/** Uniform integer in [0, n) by rejection sampling (no modulo bias), e.g. randomBelow(6, src). */
export function randomBelow(n: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`randomBelow(${n})`);
  const limit = TWO_32 - (TWO_32 % n); // largest multiple of n not above 2^32
  const word = new Uint32Array(1);
  for (;;) {
    source(word);
    const v = word[0] ?? 0;
    if (v < limit) return v % n;
  }
}

/** Uniformly shuffled copy (Fisher–Yates), e.g. shuffle(["a","b","c"], src). */
export function shuffle<T>(items: readonly T[], source: RandomSource = cryptoSource): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, source);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** n random bytes as lowercase hex, e.g. randomHex(5) = "3fa09c11d2". */
export function randomHex(bytes: number, source: RandomSource = cryptoSource): string {
  let s = "";
  for (let i = 0; i < bytes; i++) s += randomBelow(256, source).toString(16).padStart(2, "0");
  return s;
}

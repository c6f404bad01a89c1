import type { RandomSource } from "@/lib/random";

/** Deterministic test source (mulberry32), e.g. seeded(42). */
export function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return (buffer) => {
    for (let i = 0; i < buffer.length; i++) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      buffer[i] = (t ^ (t >>> 14)) >>> 0;
    }
  };
}

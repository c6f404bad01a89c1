/** Per-card lookup tables indexed by cardIndex (0..51): suit-major, value-minor. */
import { isPrimeNumber } from "./ir";

const idx = Array.from({ length: 52 }, (_, i) => i);
export const VALUE: readonly number[] = idx.map((i) => (i % 13) + 1);
export const SUIT: readonly number[] = idx.map((i) => Math.floor(i / 13));
/** 0 red (diamonds, hearts), 1 black (clubs, spades). */
export const COLOR: readonly number[] = idx.map((i) => (SUIT[i] === 1 || SUIT[i] === 2 ? 0 : 1));
/** Colour of a suit index: clubs black, diamonds red, hearts red, spades black. */
export const SUIT_COLOR: readonly number[] = [1, 0, 0, 1];
export const EVEN: readonly boolean[] = VALUE.map((v) => v % 2 === 0);
export const ODD: readonly boolean[] = VALUE.map((v) => v % 2 === 1);
export const LOW: readonly boolean[] = VALUE.map((v) => v <= 7);
export const HIGH: readonly boolean[] = VALUE.map((v) => v >= 8);
export const FACE: readonly boolean[] = VALUE.map((v) => v >= 11);
export const PRIME: readonly boolean[] = VALUE.map((v) => isPrimeNumber(v));
export const RED: readonly boolean[] = COLOR.map((c) => c === 0);
export const BLACK: readonly boolean[] = COLOR.map((c) => c === 1);

export function modulo(a: number, b: number): number {
  return ((a % b) + b) % b;
}

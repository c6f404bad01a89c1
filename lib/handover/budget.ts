/**
 * Data characters per QR code of a handover series. With the link's origin and header this makes a
 * version 11–12 QR code (error correction M); tests/e2e/handover.spec.ts reads every code of a series
 * from a screenshot shrunk to 50 % with jsQR, which is what keeps this number honest.
 */
export const PART_CHARS = 300;

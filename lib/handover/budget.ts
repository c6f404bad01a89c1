/**
 * Data characters per QR code of a handover series. With the link's origin and header this makes a
 * version 13–14 QR code at error correction L, drawn at 4 CSS px per module (308–324 px, inside a
 * 390 px phone screen). tests/e2e/handover.spec.ts reads every code of every series from a
 * screenshot shrunk to 50 % (2 px per module) with jsQR, which keeps this number honest.
 */
export const PART_CHARS = 340;

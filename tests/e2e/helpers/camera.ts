import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Browser } from "@playwright/test";
import { chromium } from "@playwright/test";
import QRCode from "qrcode";

/*
 * A fake camera for Chromium: a Y4M video of QR codes, dark on white, each held long enough to be
 * read, played by `--use-file-for-fake-video-capture` (looped). The codes are drawn as the sending
 * phone draws them (error correction L).
 */
const W = 640;
const H = 480;
const FPS = 5;

/** One frame's luma plane with `text` as a QR code in the middle (white when text is null). */
function lumaOf(text: string | null): Buffer {
  const y = Buffer.alloc(W * H, 235);
  if (text === null) return y;
  const qr = QRCode.create(text, { errorCorrectionLevel: "L" });
  const size = qr.modules.size;
  const px = Math.floor((Math.min(W, H) - 40) / (size + 8));
  const x0 = Math.floor((W - size * px) / 2);
  const y0 = Math.floor((H - size * px) / 2);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!qr.modules.data[r * size + c]) continue;
      for (let dy = 0; dy < px; dy++) y.fill(16, (y0 + r * px + dy) * W + x0 + c * px, (y0 + r * px + dy) * W + x0 + (c + 1) * px);
    }
  }
  return y;
}

/** Writes a Y4M file showing each text's QR code for `holdSeconds`, a white frame between two codes. */
export function writeQrVideo(path: string, texts: readonly string[], holdSeconds = 1.2): string {
  mkdirSync(dirname(path), { recursive: true });
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  const frame = (luma: Buffer) => frames.push(Buffer.from("FRAME\n"), luma, chroma);
  const blank = lumaOf(null);
  for (const text of texts) {
    const luma = lumaOf(text);
    for (let i = 0; i < Math.round(holdSeconds * FPS); i++) frame(luma);
    frame(blank);
  }
  writeFileSync(path, Buffer.concat(frames));
  return path;
}

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** A Chromium whose camera plays `video` (or, without one, a Chromium with no camera at all). */
export function browserWithCamera(video: string | null): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: video === null ? ARGS : [...ARGS, "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  });
}

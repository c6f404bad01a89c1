// Reads QR codes from the camera's video: the browser's BarcodeDetector where it has one that knows
// QR codes (Chromium on Android and macOS), otherwise the kept decoder package jsQR, loaded here —
// this module itself loads only when the scanner opens.

export interface QrReader {
  /** "native": the browser's BarcodeDetector; "package": jsQR. */
  readonly kind: "native" | "package";
  /** The texts of the QR codes in the video's current frame (none while it has no picture). */
  read(video: HTMLVideoElement): Promise<string[]>;
}

interface Detected {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Detected[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's BarcodeDetector when it reads QR codes, else null. Never throws. */
export async function nativeDetector(scope: { BarcodeDetector?: unknown } = globalThis as { BarcodeDetector?: unknown }): Promise<BarcodeDetectorLike | null> {
  const Detector = scope.BarcodeDetector as BarcodeDetectorClass | undefined;
  if (typeof Detector !== "function") return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ["qr_code"];
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/** Largest side of the frame handed to jsQR: enough for a 73-module code at ~5 px per module. */
const MAX_SIDE = 720;

export async function makeQrReader(): Promise<QrReader> {
  const native = await nativeDetector();
  if (native) {
    return {
      kind: "native",
      read: async (video) => {
        if (video.readyState < 2) return [];
        try {
          return (await native.detect(video)).map((d) => d.rawValue);
        } catch {
          return [];
        }
      },
    };
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  return {
    kind: "package",
    read: async (video) => {
      const w0 = video.videoWidth;
      const h0 = video.videoHeight;
      if (!ctx || video.readyState < 2 || w0 === 0 || h0 === 0) return [];
      const scale = Math.min(1, MAX_SIDE / Math.max(w0, h0));
      const w = Math.round(w0 * scale);
      const h = Math.round(h0 * scale);
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
      ctx.drawImage(video, 0, 0, w, h);
      const code = jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: "dontInvert" });
      return code && code.data ? [code.data] : [];
    },
  };
}

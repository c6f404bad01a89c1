"use client";

import { useEffect, useRef, useState } from "react";
import type { CameraProblem } from "@/lib/scan/camera";
import { closeCamera, openCamera } from "@/lib/scan/camera";

export type CameraState = { kind: "opening" } | { kind: "on"; reader: "native" | "package" } | { kind: "off"; problem: CameraProblem };

/** Milliseconds between two frames read (jsQR takes ~20–60 ms a frame on a phone). */
const EVERY_MS = 200;

/**
 * The camera inside the page, reading QR codes: opens the back camera into `video`, loads the reader
 * (BarcodeDetector, else the jsQR package) and hands every text a frame yields to `onText` (the same
 * code held in view comes many times) until the component goes. `retry` opens the camera again after
 * a problem. Its module and the decoder load only with a scanner a person asked for.
 */
export function useQrCamera(onText: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const onTextRef = useRef(onText);
  const [camera, setCamera] = useState<CameraState>({ kind: "opening" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void (async () => {
      const opened = await openCamera();
      if (!live) return closeCamera(opened.ok ? opened.value : null);
      if (!opened.ok) return setCamera({ kind: "off", problem: opened.error });
      stream = opened.value;
      const el = video.current;
      if (!el) return;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const { makeQrReader } = await import("@/lib/scan/qr-reader");
      const reader = await makeQrReader();
      if (!live) return;
      setCamera({ kind: "on", reader: reader.kind });
      const tick = async () => {
        if (!live) return;
        for (const text of await reader.read(el)) {
          if (!live) return;
          onTextRef.current(text);
        }
        if (live) timer = setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      closeCamera(stream);
    };
  }, [attempt]);

  const retry = () => {
    setCamera({ kind: "opening" });
    setAttempt((a) => a + 1);
  };
  return { video, camera, retry };
}

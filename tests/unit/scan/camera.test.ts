import { describe, expect, test } from "vitest";
import { cameraProblem, openCamera } from "@/lib/scan/camera";
import { nativeDetector } from "@/lib/scan/qr-reader";

const rejection = (name: string) => Object.assign(new Error(name), { name });

describe("the camera's problems, as a person is told them", () => {
  test.each([
    ["NotAllowedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "absent"],
    ["OverconstrainedError", "absent"],
    ["NotReadableError", "busy"],
    ["TypeError", "failed"],
  ])("%s -> %s", async (name, problem) => {
    expect(cameraProblem(rejection(name))).toBe(problem);
    expect(await openCamera({ getUserMedia: () => Promise.reject(rejection(name)) })).toEqual({ ok: false, error: problem });
  });

  test("a browser without mediaDevices has no camera to offer (never a throw)", async () => {
    expect(await openCamera(undefined)).toEqual({ ok: false, error: "absent" });
  });

  test("an opened camera is returned as is", async () => {
    const stream = { id: "s" } as unknown as MediaStream;
    expect(await openCamera({ getUserMedia: () => Promise.resolve(stream) })).toEqual({ ok: true, value: stream });
  });
});

describe("which decoder reads the codes", () => {
  test("no BarcodeDetector (WebKit, Firefox, desktop Chromium on Linux): none, so the decoder package is used", async () => {
    expect(await nativeDetector({})).toBeNull();
  });

  test("a BarcodeDetector that knows QR codes is used", async () => {
    class Detector {
      static getSupportedFormats = () => Promise.resolve(["ean_13", "qr_code"]);
      constructor(readonly options: { formats: string[] }) {}
      detect = () => Promise.resolve([]);
    }
    const found = await nativeDetector({ BarcodeDetector: Detector });
    expect(found).toBeInstanceOf(Detector);
    expect((found as unknown as Detector).options).toEqual({ formats: ["qr_code"] });
  });

  test("a BarcodeDetector without QR codes (or one that fails) is not", async () => {
    class NoQr {
      static getSupportedFormats = () => Promise.resolve(["ean_13"]);
    }
    class Broken {
      static getSupportedFormats = () => Promise.reject(new Error("no"));
    }
    expect(await nativeDetector({ BarcodeDetector: NoQr })).toBeNull();
    expect(await nativeDetector({ BarcodeDetector: Broken })).toBeNull();
  });
});

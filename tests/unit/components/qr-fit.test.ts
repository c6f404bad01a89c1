import { describe, expect, test } from "vitest";
import { fitQr } from "@/app/_components/QrPanel";

describe("a QR code's module size", () => {
  test.each([
    // [modules, room px, most px per module] -> whole px per module, quiet zone in modules
    [73, 800, 4, { module: 4, margin: 4 }],
    [73, 312, 4, { module: 4, margin: 2 }],
    [73, 300, 4, { module: 4, margin: 1 }],
    [69, 288, 4, { module: 4, margin: 1 }],
    // 3 px is never used: at half size a camera sees 1.5 px per module.
    [73, 288, 4, { module: 2, margin: 4 }],
    [33, 320, 320 / 41, { module: 7, margin: 4 }],
  ])("%i modules in %i px, at most %d px each", (modules, room, max, fit) => {
    expect(fitQr(modules, room, max)).toEqual(fit);
    expect((modules + 2 * fit.margin) * fit.module).toBeLessThanOrEqual(room);
  });
});

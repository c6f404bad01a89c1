import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** The text of the QR code in the page's QR panel, decoded from the rendered image (as a phone camera would). */
export async function readQr(page: Page): Promise<string> {
  const img = page.getByTestId("qr-panel").locator("img");
  await expect(img).toBeVisible();
  const png = PNG.sync.read(await img.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, "QR decodes from the rendered image").not.toBeNull();
  return code?.data ?? "";
}

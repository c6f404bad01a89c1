import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

/**
 * The QR panel's image once its data: URL is decoded. The <img> has its size (and is "visible") before
 * that; on a busy machine a screenshot taken then is blank.
 */
export async function shownQrImage(page: Page): Promise<Locator> {
  const img = page.getByTestId("qr-panel").locator("img");
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

/** The text of the QR code in the page's QR panel, decoded from the rendered image (as a phone camera would). */
export async function readQr(page: Page): Promise<string> {
  const img = await shownQrImage(page);
  const png = PNG.sync.read(await img.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, "QR decodes from the rendered image").not.toBeNull();
  return code?.data ?? "";
}

/**
 * Every code of the handover series on screen, in order: the link each shows in the page's link field, or
 * what `read` makes of each code (e.g. its QR image decoded), once the caption says it is that code.
 */
export async function handoverLinks(page: Page, read: (page: Page) => Promise<string> = (p) => p.getByTestId("handover-link").inputValue()): Promise<string[]> {
  const caption = page.getByTestId("handover-code-caption");
  await expect(caption).toBeVisible({ timeout: 30_000 });
  const total = Number(/of (\d+)/.exec(await caption.innerText())?.[1] ?? "1");
  const links: string[] = [];
  for (let k = 1; k <= total; k++) {
    if (k > 1) await page.getByRole("button", { name: "Next code" }).click();
    if (total > 1) await expect(caption).toHaveText(`Code ${k} of ${total}`);
    links.push(await read(page));
  }
  return links;
}

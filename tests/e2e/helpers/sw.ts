import type { Page } from "@playwright/test";

/** Waits until a service worker controls the page (the first visit claims it). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 30_000,
  });
  // Precaching finishes before activation; being controlled means the precache is complete.
}

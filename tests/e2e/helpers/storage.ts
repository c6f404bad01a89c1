import type { Page } from "@playwright/test";

/** What the page stored in localStorage, less the remembered page language (written by every language page as it loads, not by a game). */
export async function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k && k !== "tr.locale") out[k] = localStorage.getItem(k) ?? "";
    }
    return out;
  });
}

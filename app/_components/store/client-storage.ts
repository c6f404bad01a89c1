import { browserStorage } from "@/lib/store/backend";
import type { KeyValueStorage } from "@/lib/store/backend";
import type { Result } from "@/lib/result";
import type { StorageProblem } from "@/lib/store/types";
import { store } from "@/lib/i18n/dict/store/client";
import type { StoreDict } from "@/lib/i18n/dict/store";

/** The page's storage (window.localStorage behind try/catch). */
export function pageStorage(): Result<KeyValueStorage, StorageProblem> {
  return browserStorage();
}

/** Store texts in the page's language (<html lang>), for hooks that have no `lang` prop. */
export function pageTexts(): StoreDict {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return lang.startsWith("ru") ? store.ru : store.en;
}

/** Offers `text` as a file download, e.g. an exported game. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Runs `task` while holding the Web Lock `name`, so a read-check-write in one tab never
 * interleaves with the same in another tab. Where Web Locks are missing (plain HTTP on a LAN
 * address, old browsers) the task runs at once: the stored revision check still refuses stale writes.
 */
export function withStorageLock(name: string, task: () => void | Promise<void>): void {
  let ran = false;
  // The lock is held until the task's promise settles.
  const run = async () => {
    if (ran) return;
    ran = true;
    await task();
  };
  const locks = typeof navigator === "undefined" ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks || typeof locks.request !== "function") return void run();
  try {
    locks.request(name, () => run()).catch(run);
  } catch {
    void run();
  }
}

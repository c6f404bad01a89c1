"use client";

import { useSyncExternalStore, useState } from "react";
import { readBrowserKey, STORAGE_KEYS, writeBrowserKey } from "@/lib/store/backend";

const subscribe = () => () => {};

/**
 * Says once, plainly, what is off when the page is not in a secure context (plain HTTP on a LAN address).
 * Known only in the browser, so it floats over the bottom of the screen instead of pushing the page
 * down when it appears (no layout shift; tests/e2e/paint.spec.ts).
 */
export function SecureContextNotice({ labels }: { labels: { title: string; body: string; dismiss: string } }) {
  const insecure = useSyncExternalStore(
    subscribe,
    () => !window.isSecureContext,
    () => false,
  );
  const [dismissed, setDismissed] = useState(() => {
    const read = readBrowserKey(STORAGE_KEYS.insecureDismissed, "session");
    return read.ok && read.value === "1";
  });
  if (!insecure || dismissed) return null;
  return (
    <div role="note" className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-400 bg-amber-50 px-4 py-3 text-amber-950 shadow-lg dark:bg-amber-950 dark:text-amber-50">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3">
        <p className="flex-1">
          <strong>{labels.title}.</strong> {labels.body}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-xl border border-amber-600 px-3 font-semibold"
          onClick={() => {
            writeBrowserKey(STORAGE_KEYS.insecureDismissed, "1", "session");
            setDismissed(true);
          }}
        >
          {labels.dismiss}
        </button>
      </div>
    </div>
  );
}

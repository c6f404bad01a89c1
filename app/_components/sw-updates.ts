/** Least time between two update checks on coming into view (a phone switching apps checks once). */
const MIN_GAP_MS = 60_000;

/**
 * Asks the browser to look for a new service worker each time the page becomes visible again, at
 * most once a minute; a failed check (offline) is silent. Returns the function that stops watching.
 */
export function checkWhenVisible(reg: Pick<ServiceWorkerRegistration, "update">, doc: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">, now: () => number = Date.now): () => void {
  let last = -Infinity;
  const onVisible = () => {
    if (doc.visibilityState !== "visible" || now() - last < MIN_GAP_MS) return;
    last = now();
    void reg.update().catch(() => undefined);
  };
  doc.addEventListener("visibilitychange", onVisible);
  return () => doc.removeEventListener("visibilitychange", onVisible);
}

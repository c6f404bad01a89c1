"use client";

import { useEffect, useState } from "react";
import { appPath } from "@/lib/app-path";
import { checkWhenVisible } from "./sw-updates";

/** Registers the service worker (production only) and offers a waiting update quietly.
 * The app never reloads itself: the new version is applied only when the person asks.
 * The worker script is never taken from the HTTP cache (`updateViaCache: "none"`) and the browser is
 * asked for an update whenever the app comes back into view: an installed app on iOS is rarely
 * restarted, so it would otherwise not notice a new version for days. */
export function ServiceWorkerClient({ labels }: { labels: { available: string; apply: string; later: string } }) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator) || !window.isSecureContext) return;
    let cancelled = false;
    let stopWatching = () => {};
    const track = (reg: ServiceWorkerRegistration) => {
      stopWatching = checkWhenVisible(reg, document);
      if (reg.waiting && navigator.serviceWorker.controller) setWaiting(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const next = reg.installing;
        next?.addEventListener("statechange", () => {
          if (!cancelled && next.state === "installed" && navigator.serviceWorker.controller) setWaiting(next);
        });
      });
    };
    // Register after the page has loaded, so precaching every route never competes with the
    // first paint of the page a person opened.
    const register = () =>
      navigator.serviceWorker
        .register(appPath("/sw.js"), { scope: appPath("/"), updateViaCache: "none" })
        .then((reg) => !cancelled && track(reg))
        .catch(() => {
          // Registration failed (e.g. blocked by the browser): the app still works online.
        });
    if (document.readyState === "complete") void register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      cancelled = true;
      stopWatching();
      window.removeEventListener("load", register);
    };
  }, []);

  if (!waiting || hidden) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      <div className="flex max-w-md flex-wrap items-center gap-3 rounded-2xl bg-stone-900 px-4 py-3 text-white shadow-lg dark:bg-stone-100 dark:text-stone-900">
        <span className="flex-1">{labels.available}</span>
        <button type="button" className="min-h-11 rounded-xl px-3 font-semibold underline" onClick={() => setHidden(true)}>
          {labels.later}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-xl bg-accent-700 px-3 font-semibold text-white"
          onClick={() => {
            navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
            waiting.postMessage({ type: "SKIP_WAITING" });
          }}
        >
          {labels.apply}
        </button>
      </div>
    </div>
  );
}

/// <reference lib="webworker" />
import { defaultCache } from "@serwist/next/worker";
import { disableNavigationPreload, Serwist } from "serwist";
import type { PrecacheEntry, SerwistGlobalConfig } from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

// skipWaiting is off on purpose: a new version waits until the person taps "update", so an
// automatic update can never reload a game in progress. clientsClaim lets the very first visit
// be controlled, so every precached route works offline right after it.
// The worker's scope is the app's base path ("/" or e.g. "/tabletop-referee/"), so the fallback is found under it.
const offlineUrl = `${new URL(self.registration.scope).pathname}~offline`;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/.*/] },
  skipWaiting: false,
  clientsClaim: true,
  // No navigation preload: every page is precached, so a preloaded response only made each navigation wait
  // for the network, and in Firefox a preload that fails (server or network gone) fails the navigation
  // itself although the worker answers from its cache. Pages come from the precache, offline in every engine.
  navigationPreload: false,
  runtimeCaching: defaultCache,
  fallbacks: {
    entries: [{ url: offlineUrl, matcher: ({ request }) => request.destination === "document" }],
  },
});

self.addEventListener("message", (event) => {
  if (event.data && typeof event.data === "object" && event.data.type === "SKIP_WAITING") {
    void self.skipWaiting();
  }
});

// The flag lives on the registration, which keeps it across updates: a worker of an earlier version
// turned preload on, so this one turns it off when it activates.
disableNavigationPreload();

serwist.addEventListeners();

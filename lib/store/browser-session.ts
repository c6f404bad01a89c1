/**
 * A game's session store in a browser page: localStorage, the game's Web Lock, the revision gate,
 * the writer lease (Web Locks, or a mark in localStorage where there are none), and the page's
 * events — another tab's write, a wake from sleep, the page being hidden or left.
 */
import { STORAGE_KEYS, browserStorage, sessionKey } from "./backend";
import type { GameDefinition } from "./game";
import { withStorageLock } from "./locks";
import { requestPersistentStorage } from "./persist";
import { revisionGate } from "./revision-gate";
import type { SessionStore } from "./session-store";
import { openSessionStore } from "./session-store";
import type { WriterLease } from "./writer-lease";
import { storageLease, webLocksLease, writerName } from "./writer-lease";

function browserLease(id: string): WriterLease | undefined {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks && typeof locks.request === "function") return webLocksLease(locks, writerName(id));
  const storage = browserStorage();
  return storage.ok ? storageLease(storage.value, writerName(id), window) : undefined;
}

export function openBrowserSession<S, A, E>(def: GameDefinition<S, A, E>, id: string, env?: () => E): SessionStore<S, A> {
  const lease = browserLease(id);
  const store = openSessionStore(def, id, {
    ...(env ? { env } : {}),
    storage: () => browserStorage(),
    withLock: withStorageLock,
    gate: revisionGate,
    lease,
    now: Date.now,
    saved: () => void requestPersistentStorage(),
  });
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === sessionKey(id) || e.key === STORAGE_KEYS.handedOverPrefix + id) store.refresh(true);
  };
  const onShow = () => store.refresh(true);
  // A step still waiting for the lock when the page is hidden or left is written at once (the
  // revision check still refuses to overwrite a newer game).
  const onVisibility = () => (document.visibilityState === "hidden" ? store.flushNow() : store.refresh(true));
  // A page that is going away (not into the back-forward cache) gives its writer's Web Lock back at
  // once: WebKit does not finish a reload while the old page still holds one.
  const onHide = (e: PageTransitionEvent) => {
    store.flushNow();
    if (!e.persisted) lease?.stop();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener("pageshow", onShow);
  window.addEventListener("pagehide", onHide);
  document.addEventListener("visibilitychange", onVisibility);
  return {
    ...store,
    close() {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onShow);
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      store.close();
    },
  };
}

/**
 * A game's session store in a browser page: localStorage and the game's Web Lock (backend.ts), the
 * revision gate below, the writer lease (writer-lease.ts: Web Locks, or a mark in localStorage where
 * there are none), and the page's events — another tab's write, a wake from sleep, the page being
 * hidden or left.
 */
import { STORAGE_KEYS, browserStorage, requestPersistentStorage, sessionKey, withStorageLock } from "./backend";
import type { GameDefinition } from "./game";
import type { Gated, RevisionGate, SessionStore, WriterLease } from "./session-store";
import { openSessionStore } from "./session-store";
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

/*
 * The revision gate: the stored revision of each game, kept where every tab sees the same value at once.
 *
 * localStorage is not that: each tab reads its own copy, which another tab's write reaches a
 * moment later (Chromium sends it between processes without ordering it against anything else).
 * A Web Lock keeps two tabs' saves from interleaving, but the second tab may still read the copy
 * from before the first one's write and overwrite it (seen in the two-tab stress test under load).
 * IndexedDB runs read-write transactions on one store one after another, on one copy: a save
 * first claims "revision n → n + 1" here, and only then writes the game to localStorage.
 *
 * The connection is opened on the first save and kept; a phone may drop it under the page (iOS
 * after the app was in the background: "Connection to Indexed Database server lost"), so a save
 * that finds it lost before its write ran opens a new one and tries once more.
 */

const DB_NAME = "ttr-revisions";
const STORE = "revs";

/** How long another tab's write may take to reach this tab's copy of localStorage (generous). */
const ARRIVAL_MS = 3000;

type Entry = { rev: number; at: number };

/** A transaction that could not run because the connection is gone (closed, or lost under the page). */
const LOST = Symbol("lost");

/** A gate over `factory` (the browser's indexedDB; tests pass fake-indexeddb's). */
export function createRevisionGate(factory: () => IDBFactory | undefined = () => (typeof indexedDB === "undefined" ? undefined : indexedDB)): RevisionGate {
  let opened: Promise<IDBDatabase | null> | null = null;

  const openDb = (): Promise<IDBDatabase | null> => {
    if (opened) return opened;
    const opening = new Promise<IDBDatabase | null>((resolve) => {
      try {
        const idb = factory();
        if (!idb) return resolve(null);
        const request = idb.open(DB_NAME, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => {
          const db = request.result;
          // Closed by the browser (storage cleared, the connection dropped): the next save reopens.
          db.onclose = () => forget(opening);
          db.onversionchange = () => {
            db.close();
            forget(opening);
          };
          resolve(db);
        };
        request.onerror = () => resolve(null);
        request.onblocked = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    // A failed open is not kept either: IndexedDB may be back on the next save.
    void opening.then((db) => db ?? forget(opening));
    opened = opening;
    return opening;
  };
  const forget = (which: Promise<IDBDatabase | null>) => {
    if (opened === which) opened = null;
  };

  const attempt = <T>(db: IDBDatabase, key: string, expected: number, seen: number, write: () => T, wrote: (value: T) => boolean) =>
    new Promise<Gated<T> | typeof LOST>((resolve) => {
      let ran = false;
      let outcome: Gated<T> = { status: "unavailable" };
      let tx: IDBTransaction;
      try {
        tx = db.transaction(STORE, "readwrite");
      } catch {
        // InvalidStateError: the connection is closing or closed.
        return resolve(LOST);
      }
      try {
        const revs = tx.objectStore(STORE);
        const get = revs.get(key);
        get.onsuccess = () => {
          const entry = get.result as Entry | undefined;
          const now = Date.now();
          const recorded = entry && typeof entry.rev === "number" && typeof entry.at === "number" && now - entry.at < ARRIVAL_MS ? entry.rev : -1;
          const at = Math.max(recorded, seen);
          ran = true;
          if (at !== expected) {
            outcome = { status: "stale", at };
            return;
          }
          const value = write();
          if (wrote(value)) revs.put({ rev: expected + 1, at: now } satisfies Entry, key);
          outcome = { status: "written", value };
        };
      } catch {
        return resolve(LOST);
      }
      tx.oncomplete = () => resolve(outcome);
      // Failed before the write ran (the connection lost under it): try again on a new one. Failed
      // after: the write itself may have happened, so say what happened rather than write twice.
      tx.onerror = () => resolve(ran ? outcome : LOST);
      tx.onabort = () => resolve(ran ? outcome : LOST);
    });

  return {
    async writeAtRevision(key, expected, seen, write, wrote) {
      for (let tries = 0; tries < 2; tries++) {
        const opening = openDb();
        const db = await opening;
        if (!db) return { status: "unavailable" };
        const out = await attempt(db, key, expected, seen, write, wrote);
        if (out !== LOST) return out;
        forget(opening);
        try {
          db.close();
        } catch {
          // Already closed.
        }
      }
      return { status: "unavailable" };
    },
  };
}

/** The page's gate: one connection for every game of the page, reopened when lost. */
export const revisionGate: RevisionGate = createRevisionGate();

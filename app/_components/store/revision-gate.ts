/**
 * The stored revision of each game, kept where every tab sees the same value at once.
 *
 * localStorage is not that: each tab reads its own copy, which another tab's write reaches a
 * moment later (Chromium sends it between processes without ordering it against anything else).
 * A Web Lock keeps two tabs' saves from interleaving, but the second tab may still read the copy
 * from before the first one's write and overwrite it (seen in the two-tab stress test under load).
 * IndexedDB runs read-write transactions on one store one after another, on one copy: a save
 * first claims "revision n → n + 1" here, and only then writes the game to localStorage.
 */

const DB_NAME = "ttr-revisions";
const STORE = "revs";

let opened: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === "undefined") return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

/** How long another tab's write may take to reach this tab's copy of localStorage (generous). */
const ARRIVAL_MS = 3000;

type Entry = { rev: number; at: number };

export type Gated<T> = { status: "written"; value: T } | { status: "stale"; at: number } | { status: "unavailable" };

/**
 * Writes the game stored under `key` if it is still at revision `expected`, atomically across
 * tabs: `write` runs inside one IndexedDB read-write transaction (no other tab's gate runs
 * meanwhile), and the new revision is recorded only if `wrote(value)` says the write went through.
 * The game's revision is the one recorded here, unless this tab's copy of localStorage (`seen`)
 * says more — or says less after long enough for any write to have arrived (the game was then
 * replaced another way, e.g. imported again).
 * e.g. two tabs both at 5: the first writes 6; the second, whose copy still says 5, is told "stale, at 6".
 * "unavailable" where IndexedDB is missing or refuses: the caller then writes on localStorage's own check.
 */
export async function writeAtRevision<T>(key: string, expected: number, seen: number, write: () => T, wrote: (value: T) => boolean): Promise<Gated<T>> {
  const db = await openDb();
  if (!db) return { status: "unavailable" };
  return new Promise<Gated<T>>((resolve) => {
    try {
      const tx = db.transaction(STORE, "readwrite");
      const revs = tx.objectStore(STORE);
      let outcome: Gated<T> = { status: "unavailable" };
      const get = revs.get(key);
      get.onsuccess = () => {
        const entry = get.result as Entry | undefined;
        const now = Date.now();
        const recorded = entry && typeof entry.rev === "number" && typeof entry.at === "number" && now - entry.at < ARRIVAL_MS ? entry.rev : -1;
        const at = Math.max(recorded, seen);
        if (at !== expected) {
          outcome = { status: "stale", at };
          return;
        }
        const value = write();
        if (wrote(value)) revs.put({ rev: expected + 1, at: now } satisfies Entry, key);
        outcome = { status: "written", value };
      };
      tx.oncomplete = () => resolve(outcome);
      // The write itself may have happened: say so rather than "unavailable".
      tx.onerror = () => resolve(outcome);
      tx.onabort = () => resolve(outcome);
    } catch {
      resolve({ status: "unavailable" });
    }
  });
}

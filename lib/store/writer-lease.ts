/** The browser's writer leases: a game's `WriterLease`, given to its session store (session-store.ts). */
import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "./backend";

/**
 * One writer per game: of the tabs that show a game, one takes its steps; the others show it
 * read-only and live, and offer "Continue here", which makes that tab the writer and the previous
 * one read-only. A writer that closes lets a waiting tab write.
 */
export interface WriterLease {
  /** Starts asking to write; `changed(true)` once this tab writes, `changed(false)` while another tab does. */
  start(changed: (writer: boolean) => void): void;
  /** "Continue here": this tab writes from now on; the tab that wrote becomes read-only. */
  takeOver(): void;
  /** Lets go (the screen is left), so a waiting tab may write. */
  stop(): void;
}

/** The lease's name for a game, e.g. "ttr:writer:k3v9q2m7x1ab" (a Web Lock, or the fallback's key). */
export const writerName = (id: string) => STORAGE_KEYS.writerPrefix + id;

/**
 * With Web Locks: the writer holds an exclusive lock for as long as it shows the game; a tab that
 * finds it held waits in the lock's queue (and so takes over when the writer closes), and
 * "Continue here" steals it, which the previous holder sees as its lock's request rejected.
 */
export function webLocksLease(locks: LockManager, name: string): WriterLease {
  let changed: (writer: boolean) => void = () => undefined;
  let release: (() => void) | null = null;
  let waiting: AbortController | null = null;
  let generation = 0;
  let stopped = false;

  const hold = (mine: number) => (lock: Lock | null) => {
    if (!lock) return undefined;
    if (mine !== generation || stopped) return undefined;
    return new Promise<void>((resolve) => {
      release = resolve;
      changed(true);
    });
  };
  // A held lock taken by another tab's "Continue here" (or a queued request given up): read-only,
  // and in the queue again, to write when that tab closes.
  const lost = (mine: number) => () => {
    if (mine !== generation || stopped) return;
    release = null;
    changed(false);
    wait();
  };
  const wait = () => {
    const mine = ++generation;
    waiting = new AbortController();
    locks.request(name, { signal: waiting.signal }, hold(mine)).then(lost(mine), lost(mine));
  };

  return {
    start(onChange) {
      changed = onChange;
      const mine = ++generation;
      locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (lock) return hold(mine)(lock);
          if (mine === generation && !stopped) {
            changed(false);
            wait();
          }
          return undefined;
        })
        .then(undefined, lost(mine));
    },
    takeOver() {
      if (release || stopped) return;
      waiting?.abort();
      waiting = null;
      const mine = ++generation;
      locks.request(name, { steal: true }, hold(mine)).then(lost(mine), lost(mine));
    },
    stop() {
      stopped = true;
      generation++;
      waiting?.abort();
      release?.();
      release = null;
    },
  };
}

/** How long a fallback writer's mark stays good without being renewed (it renews every second). */
const STALE_MS = 4000;
const BEAT_MS = 1000;

interface Claim {
  tab: string;
  at: number;
}

/**
 * Without Web Locks (plain HTTP on a LAN address, old browsers): the writer's mark in localStorage,
 * renewed every second and removed as the page goes; a tab that finds another tab's fresh mark is
 * read-only, and takes the game when the mark is removed or goes stale. Two tabs claiming at once
 * both read back the one mark that was written last, so one of them writes.
 */
export function storageLease(storage: KeyValueStorage, key: string, events: Pick<Window, "addEventListener" | "removeEventListener">, now: () => number = Date.now, tab: string = randomTab()): WriterLease {
  let changed: (writer: boolean) => void = () => undefined;
  let timer: ReturnType<typeof setInterval> | null = null;
  let writer: boolean | null = null;

  const read = (): Claim | null => {
    const text = readKey(storage, key);
    if (!text.ok || text.value === null) return null;
    try {
      const claim = JSON.parse(text.value) as Partial<Claim> | null;
      return typeof claim?.tab === "string" && typeof claim.at === "number" ? { tab: claim.tab, at: claim.at } : null;
    } catch {
      return null;
    }
  };
  const set = (next: boolean) => {
    if (writer === next) return;
    writer = next;
    changed(next);
  };
  const claim = () => {
    // Storage that cannot be written (full, blocked): this tab writes; the revision check still guards.
    writeKey(storage, key, JSON.stringify({ tab, at: now() } satisfies Claim));
    const held = read();
    set(held === null || held.tab === tab);
  };
  const check = () => {
    const held = read();
    if (held === null || held.tab === tab || now() - held.at > STALE_MS) claim();
    else set(false);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) check();
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    events.removeEventListener("storage", onStorage);
    events.removeEventListener("pagehide", stop);
    if (read()?.tab === tab) removeKey(storage, key);
  };

  return {
    start(onChange) {
      changed = onChange;
      check();
      timer = setInterval(check, BEAT_MS);
      events.addEventListener("storage", onStorage);
      events.addEventListener("pagehide", stop);
    },
    takeOver: claim,
    stop,
  };
}

function randomTab(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

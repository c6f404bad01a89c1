/**
 * The browser's storage, the one way to it: every key (STORAGE_KEYS), reads and writes that return a
 * problem instead of throwing, the cross-tab Web Lock over a read-check-write, and the request that
 * the browser keep this site's data. No zod here: pages reach it in their first load.
 */
import type { Result } from "@/lib/result";
import type { StorageProblem } from "./types";

/** Every storage key this app uses (localStorage unless marked); values never change, data is kept under them. */
export const STORAGE_KEYS = {
  sessionPrefix: "ttr:session:",
  roster: "ttr:roster",
  rosterBackup: "ttr:roster:unreadable",
  /** Pechenka phone page: per table, the newest deal seen and the round the player is on. */
  pechenkaPhone: "ttr:pechenka:phone",
  /** A game handed over to another phone: its id after the prefix, the time as the value. */
  handedOverPrefix: "ttr:handed-over:",
  /** Parts of a handover series collected so far on the receiving phone (cleared once imported). */
  handoverParts: "ttr:handover:parts",
  /** When this browser was told it may clear the games after a week unused (said once). */
  evictionNoticeSaid: "ttr:eviction-notice",
  /** "1" when the judge's phone buzzes on each verdict ("Vibrate on a verdict"), for both variants of Eleusis. */
  verdictBuzz: "ttr:eleusis:buzz",
  /** The language a person chose last, for `/`. */
  locale: "tr.locale",
  /** sessionStorage: the Eleusis rule handed from the workshop to the set-up, encrypted (lib/eleusis/rule-draft.ts). */
  ruleDraft: "ttr:eleusis:rule-draft",
  /** sessionStorage: the plain-HTTP notice was dismissed in this tab. */
  insecureDismissed: "tr.insecure-dismissed",
  /** sessionStorage: a new game's set-up being filled in, the game kind after the prefix (lib/store/setup-draft.ts). */
  setupDraftPrefix: "ttr:setup:",
  /** Which tab writes a game where Web Locks are missing: the game's id after the prefix (lib/store/writer-lease.ts). */
  writerPrefix: "ttr:writer:",
  /** sessionStorage: the player being entered in a Piece of Cake count, the game's id and index after the prefix (lib/cake/entry-place.ts). */
  cakeEntryPrefix: "ttr:cake:entry:",
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[Exclude<keyof typeof STORAGE_KEYS, "sessionPrefix" | "handedOverPrefix" | "setupDraftPrefix" | "writerPrefix" | "cakeEntryPrefix">];

/** The key of a stored session, e.g. sessionKey("k3v9q2m7x1ab") -> "ttr:session:k3v9q2m7x1ab". */
export function sessionKey(id: string): string {
  return STORAGE_KEYS.sessionPrefix + id;
}

/** The key of a game's handed-over mark (lib/store/sessions.ts), e.g. "ttr:handed-over:k3v9q2m7x1ab". */
export function handedOverKey(id: string): string {
  return STORAGE_KEYS.handedOverPrefix + id;
}

/** The part of the DOM Storage interface the store uses; tests pass an in-memory one. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Maps what browsers throw to a problem a person can be told about. */
export function classifyStorageError(error: unknown): StorageProblem {
  if (typeof error === "object" && error !== null) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014) {
      return "quota";
    }
    if (name === "SecurityError" || name === "InvalidAccessError") return "unavailable";
  }
  return "failed";
}

/**
 * window.localStorage (or, with "session", window.sessionStorage), if this page may use it
 * (private modes and blocked cookies throw here).
 */
export function browserStorage(area: "local" | "session" = "local"): Result<KeyValueStorage, StorageProblem> {
  try {
    const storage = typeof window === "undefined" ? undefined : area === "local" ? window.localStorage : window.sessionStorage;
    if (!storage) return { ok: false, error: "unavailable" };
    return { ok: true, value: storage };
  } catch (error) {
    return { ok: false, error: classifyStorageError(error) };
  }
}

/** One key of the browser's storage; a blocked or failing storage is a problem, never a throw. */
export function readBrowserKey(key: StorageKey, area: "local" | "session" = "local"): Result<string | null, StorageProblem> {
  const storage = browserStorage(area);
  return storage.ok ? readKey(storage.value, key) : storage;
}

/** Writes one key of the browser's storage, e.g. writeBrowserKey(STORAGE_KEYS.locale, "ru"). */
export function writeBrowserKey(key: StorageKey, value: string, area: "local" | "session" = "local"): Result<true, StorageProblem> {
  const storage = browserStorage(area);
  return storage.ok ? writeKey(storage.value, key, value) : storage;
}

export function readKey(storage: KeyValueStorage, key: string): Result<string | null, StorageProblem> {
  try {
    return { ok: true, value: storage.getItem(key) };
  } catch (error) {
    return { ok: false, error: classifyStorageError(error) };
  }
}

export function writeKey(storage: KeyValueStorage, key: string, value: string): Result<true, StorageProblem> {
  try {
    storage.setItem(key, value);
    return { ok: true, value: true };
  } catch (error) {
    return { ok: false, error: classifyStorageError(error) };
  }
}

export function removeKey(storage: KeyValueStorage, key: string): Result<true, StorageProblem> {
  try {
    storage.removeItem(key);
    return { ok: true, value: true };
  } catch (error) {
    return { ok: false, error: classifyStorageError(error) };
  }
}

/** Deletes a game and its handed-over mark, if any (a game received again later opens unlocked). */
export function deleteSessionIn(storage: KeyValueStorage, id: string): Result<true, StorageProblem> {
  const removed = removeKey(storage, sessionKey(id));
  if (removed.ok) removeKey(storage, handedOverKey(id));
  return removed;
}

export function listKeys(storage: KeyValueStorage, prefix: string): Result<string[], StorageProblem> {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(prefix)) keys.push(key);
    }
    return { ok: true, value: keys.sort() };
  } catch (error) {
    return { ok: false, error: classifyStorageError(error) };
  }
}

/** An in-memory Storage for tests; `quotaBytes` makes writes fail like a full browser store. */
export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  /** Characters (keys + values) this storage holds before writes fail; may be changed in a test. */
  constructor(public quotaBytes = Infinity) {}
  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (const [k, v] of this.map) if (k !== key) used += k.length + v.length;
    if (used > this.quotaBytes) {
      const error = new Error("quota exceeded");
      error.name = "QuotaExceededError";
      throw error;
    }
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
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

export type PersistOutcome = "granted" | "denied" | "unsupported";

let asked: Promise<PersistOutcome> | undefined;

/** Asks the browser once per page load to keep this site's storage (navigator.storage.persist). */
export function requestPersistentStorage(): Promise<PersistOutcome> {
  asked ??= (async () => {
    try {
      const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
      if (!storage?.persist) return "unsupported";
      if (storage.persisted && (await storage.persisted())) return "granted";
      return (await storage.persist()) ? "granted" : "denied";
    } catch {
      return "unsupported";
    }
  })();
  return asked;
}

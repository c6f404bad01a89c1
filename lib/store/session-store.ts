/**
 * One stored game as a screen shows it, outside React: open it, dispatch, undo, subscribe, read
 * a snapshot. Every step is written by `save` below, the one compare-and-set of a game's steps: under
 * a lock shared by the game's tabs, through the revision gate (atomic across tabs), onto storage's
 * own revision check (`commit`, which also writes a new game, an import and a received handover).
 * What the store is given (storage, the lock, the gate, the writer lease) is declared here, and tests
 * pass their own; `openBrowserSession` at the end gives it the browser's: localStorage and the game's
 * Web Lock (backend.ts), the revision gate (IndexedDB), the writer lease (writer-lease.ts: Web Locks,
 * or a mark in localStorage where there are none), and the page's events — another tab's write, a
 * wake from sleep, the page being hidden or left.
 */
import type { KeyValueStorage } from "./backend";
import { STORAGE_KEYS, browserStorage, requestPersistentStorage, sessionKey, withStorageLock } from "./backend";
import type { GameDefinition } from "./game";
import type { LoadedSession, CommitOutcome, ReadResult } from "./sessions";
import { applyAction, applyUndo, commit, handedOverAt, markHandedOver, readSession, storedRev } from "./sessions";
import type { LoadProblemCode, StorageProblem } from "./types";
import type { Result } from "@/lib/result";
import type { WriterLease } from "./writer-lease";
import { storageLease, webLocksLease, writerName } from "./writer-lease";

export type Gated<T> = { status: "written"; value: T } | { status: "stale"; at: number } | { status: "unavailable" };

/** The stored revision of each game, kept where every tab sees the same value at once (in a browser: IndexedDB). */
export interface RevisionGate {
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
  writeAtRevision<T>(key: string, expected: number, seen: number, write: () => T, wrote: (value: T) => boolean): Promise<Gated<T>>;
}

/** Why the steps on screen are not (all) stored; the screen says it in its language. */
export type SaveProblem = { code: "storage"; problem: StorageProblem } | { code: "rejected" } | { code: "handed-over" };

interface Shown<S> {
  session: LoadedSession<S>;
  state: S;
  canUndo: boolean;
  /** Another tab wrote newer data; the state shown is the newer one and this tab's last step was not applied. */
  conflict: boolean;
  problem: SaveProblem | null;
  /** Unsaved steps are on screen and another tab wrote meanwhile: saving them keeps what this screen shows. */
  otherTabWrote: boolean;
  /** Steps on screen not stored (storage full, blocked): kept until saved or discarded. */
  unsaved: boolean;
  /** A step is on screen and its write waits for the game's lock (milliseconds). */
  saving: boolean;
  /** That write has waited longer than a glance (SLOW_SAVE_MS): the screen says "Saving…". */
  slowSave: boolean;
  /**
   * The screen has something to say above the game: read-only, a conflict, a save problem, another
   * tab's write, or a slow save. Every game screen draws its notices only then, so a step that is
   * saved at once draws none of them.
   */
  notices: boolean;
  /** When this game was handed over to another phone (ms), or null. */
  handedOver: number | null;
}

/**
 * What a game screen shows. "ready": this tab writes the game. "read-only": another tab does; this
 * one follows it live and may `continueHere()`. "locked": the game was handed over to another phone
 * and every step is refused here. "damaged": the record cannot be read (the recovery screen).
 */
export type SessionSnapshot<S> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "damaged"; code: LoadProblemCode; detail: string }
  | ({ status: "ready" | "read-only" | "locked" } & Shown<S>);

export interface SessionStoreDeps<E = void> {
  /** What the game's reducer needs that the page holds, read on every step (Eleusis: the compiled rule, the opened secrets). */
  env?(): E;
  storage(): Result<KeyValueStorage, StorageProblem>;
  /** Runs `task` under a lock shared by every tab of the game (a Web Lock; at once where there is none). */
  withLock(name: string, task: () => void | Promise<void>): void;
  gate: RevisionGate;
  /** Absent: this tab always writes (tests, a single page). */
  lease?: WriterLease;
  now(): number;
  /** After a write landed (the page asks for persistent storage). */
  saved?(): void;
}

export interface SessionStore<S, A> {
  getSnapshot(): SessionSnapshot<S>;
  subscribe(listener: () => void): () => void;
  dispatch(action: A): void;
  undo(): void;
  /** Reads the stored game again; `external`: because another tab or a wake from sleep may have changed it. */
  refresh(external: boolean): void;
  /** Writes a step still waiting for the lock at once (the page is hidden or left). */
  flushNow(): void;
  /** Writes the unsaved steps on screen, over whatever is stored now. */
  retrySave(): void;
  discardUnsaved(): void;
  dismissConflict(): void;
  markHandedOver(at: number): void;
  /** This tab becomes the game's writer (the other tab becomes read-only). */
  continueHere(): void;
  close(): void;
}

/** How long a write may wait before the screen says "Saving…" (shorter waits would flicker on every tap). */
export const SLOW_SAVE_MS = 700;

interface Live<S> {
  session: LoadedSession<S>;
  /** Rev of the stored record this tab's state builds on. */
  baseRev: number;
  /** Text last read or written, to tell our own writes from other tabs'. */
  raw: string | null;
  unsaved: boolean;
  /** The steps on screen wait for their write under the lock. */
  pending: boolean;
}

/** Opens the stored game `id`: reads it at once and, with a lease, learns whether this tab writes. */
export function openSessionStore<S, A, E = void>(def: GameDefinition<S, A, E>, id: string, deps: SessionStoreDeps<E>): SessionStore<S, A> {
  const lockName = sessionKey(id);
  const listeners = new Set<() => void>();
  let closed: Exclude<SessionSnapshot<S>, Shown<S>> = { status: "loading" };
  let live: Live<S> | null = null;
  let conflict = false;
  let problem: SaveProblem | null = null;
  let otherTabWrote = false;
  let handedOver: number | null = null;
  /** Null until the lease says (the screen says "loading" meanwhile). */
  let writer: boolean | null = deps.lease ? null : true;
  let snapshot: SessionSnapshot<S> = closed;
  /** Runs while a write waits; when it fires, the wait is a slow one. */
  let slowTimer: ReturnType<typeof setTimeout> | null = null;
  let slowSave = false;

  const emit = () => {
    if (live?.pending) {
      slowTimer ??= setTimeout(() => {
        slowSave = true;
        emit();
      }, SLOW_SAVE_MS);
    } else if (slowTimer !== null || slowSave) {
      if (slowTimer !== null) clearTimeout(slowTimer);
      slowTimer = null;
      slowSave = false;
    }
    if (!live || writer === null) snapshot = live ? { status: "loading" } : closed;
    else {
      const status = handedOver !== null ? "locked" : writer ? "ready" : "read-only";
      const { session, unsaved, pending } = live;
      const notices = status === "read-only" || conflict || problem !== null || otherTabWrote || slowSave;
      snapshot = { status, session, state: session.state, canUndo: session.past.length > 0, conflict, problem, otherTabWrote, unsaved, saving: pending, slowSave, notices, handedOver };
    }
    for (const listener of listeners) listener();
  };

  const showRead = (read: ReadResult<S>, external: boolean, stale = false) => {
    if (read.status !== "ready") {
      live = null;
      closed = read.status === "missing" ? { status: "missing" } : { status: "damaged", code: read.problem.code, detail: read.problem.detail };
      return emit();
    }
    const mine = live;
    if (external && !stale && mine && !mine.unsaved && mine.raw === read.raw) return;
    // A step waiting for the lock is written (or found stale) within milliseconds: let it settle.
    if (external && mine?.pending && !mine.unsaved) return;
    // Unsaved steps are never replaced behind the person's back (a wake from sleep, another tab):
    // they stay on screen and flagged until saved or discarded.
    if (external && mine?.unsaved) {
      if (read.session.record.rev !== mine.baseRev && !otherTabWrote) {
        otherTabWrote = true;
        emit();
      }
      return;
    }
    const lostOwn = external && mine !== null && (mine.unsaved || mine.pending || read.session.record.rev <= mine.baseRev);
    live = { session: read.session, baseRev: read.session.record.rev, raw: read.raw, unsaved: false, pending: false };
    conflict = stale || lostOwn || (mine !== null && conflict);
    problem = null;
    otherTabWrote = false;
    emit();
  };

  const refresh = (external: boolean) => {
    const storage = deps.storage();
    if (!storage.ok) {
      if (!live) {
        closed = { status: "damaged", code: "storage", detail: storage.error };
        emit();
      }
      return;
    }
    showRead(readSession(storage.value, def, id), external);
    const at = handedOverAt(storage.value, id);
    if (live && handedOver !== at) {
      handedOver = at;
      emit();
    }
  };

  const settle = (cur: Live<S>, out: CommitOutcome<S>) => {
    // Steps taken while this save completed (an IndexedDB transaction ends a moment after its write:
    // a second digit typed, a quick second tap) build on the steps just written: they stay on screen,
    // on top of them, and are written next. Dropping them lost a count typed fast.
    const later = live !== cur && live?.pending === true && live.baseRev === cur.baseRev ? live.session : null;
    switch (out.status) {
      case "saved": {
        const rev = out.session.record.rev;
        const session = later ? { ...later, record: { ...later.record, rev } } : out.session;
        live = { session, baseRev: rev, raw: out.raw, unsaved: false, pending: later !== null };
        conflict = false;
        problem = null;
        otherTabWrote = false;
        emit();
        if (later) deps.withLock(lockName, save);
        deps.saved?.();
        return;
      }
      case "unsaved":
        live = { ...cur, session: later ?? out.session, unsaved: true, pending: false };
        conflict = false;
        problem = { code: "storage", problem: out.problem };
        return emit();
      case "conflict":
        // Another tab wrote first: the steps waiting here were built on an older game.
        live = { ...cur, pending: false };
        return showRead(out.latest, true, true);
      case "rejected":
        console.error("Game step rejected:", out.error);
        problem = { code: "rejected" };
        return emit();
    }
  };

  /** Writes the steps on screen on this tab's copy of storage and its revision check alone. */
  const flushNow = () => {
    const cur = live;
    if (!cur?.pending) return;
    const storage = deps.storage();
    if (!storage.ok) return settle(cur, { status: "unsaved", session: cur.session, problem: storage.error });
    settle(cur, commit(storage.value, def, cur.baseRev, cur.session));
  };

  /**
   * The save of the steps on screen, under the game's lock: the revision they build on is checked
   * against the game's revision and written in one go that no other tab's save can cut into (the
   * revision gate). Steps taken while waiting are written together; a later call finds nothing left.
   */
  const save = async () => {
    const first = live;
    if (!first?.pending) return;
    const storage = deps.storage();
    if (!storage.ok) return flushNow();
    const seen = storedRev(storage.value, id).rev ?? first.baseRev;
    const gated = await deps.gate.writeAtRevision(
      lockName,
      first.baseRev,
      seen,
      () => {
        const cur = live;
        // Written meanwhile (the page was hidden), or nothing left.
        if (!cur?.pending || cur.baseRev !== first.baseRev) return null;
        return { cur, out: commit(storage.value, def, cur.baseRev, cur.session) };
      },
      (done) => done?.out.status === "saved",
    );
    switch (gated.status) {
      case "unavailable":
        return flushNow();
      case "written":
        if (gated.value) settle(gated.value.cur, gated.value.out);
        return;
      case "stale": {
        // Another tab saved a newer game that this tab's copy has not received yet: the steps here
        // were built on an older game. The stored copy shows, flagged, until the newer one arrives.
        const cur = live;
        if (!cur?.pending || cur.baseRev !== first.baseRev) return;
        live = { ...cur, pending: false };
        return showRead(readSession(storage.value, def, id), true, true);
      }
    }
  };

  const step = (next: (session: LoadedSession<S>) => ReturnType<typeof applyUndo<S, A, E>>) => {
    const cur = live;
    if (!cur || writer !== true) return;
    const storage = deps.storage();
    const at = storage.ok ? handedOverAt(storage.value, id) : null;
    if (at !== null) {
      handedOver = at;
      problem = { code: "handed-over" };
      return emit();
    }
    const result = next(cur.session);
    if (!result) return;
    if (!result.ok) return settle(cur, { status: "rejected", error: result.error });
    // The step shows now, on top of any steps still waiting; the record keeps the stored revision it
    // builds on until it is written.
    const session = { ...result.value, record: { ...result.value.record, rev: cur.baseRev } };
    if (!storage.ok) return settle(cur, { status: "unsaved", session, problem: storage.error });
    live = { ...cur, session, pending: true };
    emit();
    deps.withLock(lockName, save);
  };

  const lease = deps.lease;
  lease?.start((writes) => {
    const was = writer;
    writer = writes;
    // The tab that writes now reads what the other one left.
    if (writes && was === false) refresh(true);
    emit();
  });
  refresh(false);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => step((s) => applyAction(def, s, action, deps.now(), deps.env?.() as E)),
    undo: () => step((s) => applyUndo(def, s, deps.now())),
    refresh,
    flushNow,
    retrySave: () =>
      deps.withLock(lockName, () => {
        const cur = live;
        if (!cur?.unsaved) return;
        const storage = deps.storage();
        if (!storage.ok) return settle(cur, { status: "unsaved", session: cur.session, problem: storage.error });
        // The person chose to keep what is on screen: written over whatever is stored now.
        const base = storedRev(storage.value, id).rev ?? cur.baseRev;
        settle(cur, commit(storage.value, def, base, { ...cur.session, record: { ...cur.session.record, rev: base } }));
      }),
    discardUnsaved() {
      live = null;
      refresh(false);
    },
    dismissConflict() {
      conflict = false;
      emit();
    },
    markHandedOver(at) {
      const storage = deps.storage();
      if (!live) return;
      if (storage.ok) markHandedOver(storage.value, id, at);
      handedOver = at;
      emit();
    },
    continueHere: () => lease?.takeOver(),
    close() {
      flushNow();
      lease?.stop();
      listeners.clear();
      if (slowTimer !== null) clearTimeout(slowTimer);
      slowTimer = null;
    },
  };
}

/* The browser's session store. */

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

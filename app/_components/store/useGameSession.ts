"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { GameDefinition, LazyGame } from "@/lib/store/game";
import { withSchema } from "@/lib/store/game";
import { requestPersistentStorage } from "@/lib/store/persist";
import type { LoadedSession } from "@/lib/store/record";
import type { CommitOutcome, ReadResult } from "@/lib/store/sessions";
import { handedOverAt, markHandedOver as writeHandedOver } from "@/lib/store/handed-over";
import { STORAGE_KEYS, sessionKey } from "@/lib/store/backend";
import type { LoadProblemCode } from "@/lib/store/types";
import { pageStorage, pageTexts, withStorageLock } from "./client-storage";
import { writeAtRevision } from "./revision-gate";
import { preloadWithId } from "./session-id";


export type GameSessionView<S, A> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "corrupt"; problem: string; code: LoadProblemCode; detail: string }
  | {
      status: "ready";
      state: S;
      dispatch(action: A): void;
      undo(): void;
      canUndo: boolean;
      /** Another tab wrote newer data; the state shown is already the newer one and this tab's last step was not applied. */
      conflict: boolean;
      dismissConflict(): void;
      /** Storage failed (quota, private mode): the game goes on in memory; shown to the person. */
      saveError: string | null;
      /** Steps shown on screen but not stored yet; they stay until saved or discarded. */
      unsaved: boolean;
      /** A step is on screen and its write is waiting for the storage lock (a few milliseconds). */
      saving: boolean;
      /** Writes the steps shown on screen (after storage was freed, or over another tab's version). */
      retrySave(): void;
      /** Lets the unsaved steps go and shows what is stored. */
      discardUnsaved(): void;
      session: LoadedSession<S>;
      /** When this game was handed over to another phone (ms): every step is then refused here. */
      handedOver: number | null;
      /** Marks the game handed over (after its handover codes are shown). */
      markHandedOver(at: number): void;
    };

type Inner<S> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "corrupt"; code: LoadProblemCode; detail: string }
  | { status: "ready"; session: LoadedSession<S>; conflict: boolean; saveError: string | null; unsaved: boolean; saving?: boolean; handedOver?: number | null };

/**
 * What reads and writes a session: the game with its zod schema, and the store's reader/writer
 * (which parse through zod). Loaded while the screen says "loading", so a game screen's first-load
 * JS carries neither zod nor any schema.
 */
interface Engine<S, A> {
  def: GameDefinition<S, A>;
  sessions: typeof import("@/lib/store/sessions");
  record: typeof import("@/lib/store/record");
}

async function loadEngine<S, A>(game: LazyGame<S, A>): Promise<Engine<S, A>> {
  const [def, sessions, record] = await Promise.all([withSchema(game), import("@/lib/store/sessions"), import("@/lib/store/record")]);
  return { def, sessions, record };
}

/**
 * For a game screen's module scope: when the page was opened with `?id=` (a stored game to show),
 * start loading the schema and the store's reader as soon as the module runs in the browser, so they
 * travel while the page hydrates instead of after it (issue 14: one round trip fewer before the
 * game is on screen). The hook's own load then finds them loaded (both are cached per game / module).
 */
export function preloadGameSession<S, A>(game: LazyGame<S, A>): void {
  // A failed load (offline before the worker cached it) is retried, and reported, by the hook.
  preloadWithId(() => loadEngine(game));
}

interface Live<S> {
  session: LoadedSession<S>;
  /** Rev of the stored record this tab's state builds on. */
  baseRev: number;
  /** Text last read or written, to tell our own writes from other tabs'. */
  raw: string | null;
  /** The write of the steps on screen failed (full or blocked storage): kept until saved or discarded. */
  unsaved: boolean;
  /** The steps on screen wait for their write under the storage lock. */
  pending?: boolean;
}

/**
 * A game session from storage, kept in step with other tabs. A step shows on screen in the same
 * event (a controlled field sees its new value at once) and is written under a Web Lock shared by
 * every tab of the game, so two tabs' read-check-writes never interleave; until the write is done
 * (milliseconds) the step is flagged as saving, and a page being hidden or left writes it at once.
 * A tab whose copy is stale never overwrites newer data.
 * `id` undefined = not known yet (still reading the URL), null = none given.
 */
export function useGameSession<S, A>(game: LazyGame<S, A>, id: string | null | undefined): GameSessionView<S, A> {
  const [view, setView] = useState<Inner<S>>({ status: "loading" });
  const live = useRef<Live<S> | null>(null);
  const engine = useRef<Engine<S, A> | null>(null);

  const show = useCallback((read: ReadResult<S>, external: boolean, conflict = false) => {
    switch (read.status) {
      case "missing":
        live.current = null;
        setView({ status: "missing" });
        return;
      case "corrupt":
        live.current = null;
        setView({ status: "corrupt", code: read.problem.code, detail: read.problem.detail });
        return;
      case "ready": {
        const mine = live.current;
        if (external && mine && !mine.unsaved && mine.raw === read.raw) return;
        // A step waiting for the lock is written (or found stale) within milliseconds: let it settle.
        if (external && mine?.pending && !mine.unsaved) return;
        // Unsaved steps are never replaced behind the person's back (a wake from sleep, another
        // tab): they stay on screen and flagged until saved or discarded.
        if (external && mine?.unsaved) {
          if (read.session.record.rev !== mine.baseRev) {
            const other = pageTexts().notices.unsavedOtherTab;
            setView((v) => (v.status === "ready" ? { ...v, saving: false, saveError: v.saveError?.includes(other) ? v.saveError : `${v.saveError ?? ""} ${other}`.trim() } : v));
          }
          return;
        }
        const lostOwn = external && mine !== null && (mine.unsaved || mine.pending === true || read.session.record.rev <= mine.baseRev);
        live.current = { session: read.session, baseRev: read.session.record.rev, raw: read.raw, unsaved: false };
        setView((v) => ({
          status: "ready",
          session: read.session,
          conflict: conflict || lostOwn || (v.status === "ready" && v.conflict),
          saveError: null,
          unsaved: false,
        }));
        return;
      }
    }
  }, []);

  const reload = useCallback(
    (external: boolean) => {
      const e = engine.current;
      if (!id || !e) return;
      const storage = pageStorage();
      if (!storage.ok) {
        if (!live.current) setView({ status: "corrupt", code: "storage", detail: storage.error });
        return;
      }
      show(e.sessions.readSession(storage.value, e.def, id), external);
      const at = handedOverAt(storage.value, id);
      setView((v) => (v.status === "ready" && v.handedOver !== at ? { ...v, handedOver: at } : v));
    },
    [id, show],
  );

  useEffect(() => {
    if (id === undefined) return;
    live.current = null;
    engine.current = null;
    if (id === null) return;
    let current = true;
    // localStorage is an external store only readable after hydration (pages are prerendered);
    // the schema and the store's reader load meanwhile (the screen says "loading").
    loadEngine(game).then(
      (e) => {
        if (!current) return;
        engine.current = e;
        reload(false);
      },
      (error: unknown) => {
        if (current) setView({ status: "corrupt", code: "storage", detail: error instanceof Error ? error.message : "failed" });
      },
    );
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === sessionKey(id) || e.key === STORAGE_KEYS.handedOverPrefix + id) reload(true);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") reload(true);
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("pageshow", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      current = false;
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [game, id, reload]);

  /** `flush`, for `settle` (declared before it): writes the steps that came while a save completed. */
  const flushLater = useRef<() => void>(() => undefined);

  const settle = useCallback(
    (cur: Live<S>, out: CommitOutcome<S>) => {
      const texts = pageTexts();
      // Steps taken while this save completed (an IndexedDB transaction ends a moment after its
      // write: a second digit typed, a quick second tap): built on the steps just written, so they
      // stay on screen, on top of them, and are written next. Dropping them lost a count typed fast.
      const later = live.current !== cur && live.current?.pending === true && live.current.baseRev === cur.baseRev ? live.current.session : null;
      switch (out.status) {
        case "saved": {
          const rev = out.session.record.rev;
          const session = later ? { ...later, record: { ...later.record, rev } } : out.session;
          live.current = { session, baseRev: rev, raw: out.raw, unsaved: false, pending: later !== null };
          setView((v) => ({ status: "ready", session, conflict: false, saveError: null, unsaved: false, saving: later !== null, handedOver: v.status === "ready" ? v.handedOver : null }));
          if (later) flushLater.current();
          void requestPersistentStorage();
          return;
        }
        case "unsaved": {
          const session = later ?? out.session;
          live.current = { ...cur, session, unsaved: true, pending: false };
          setView((v) => ({ status: "ready", session, conflict: false, saveError: texts.notices.storage[out.problem], unsaved: true, saving: false, handedOver: v.status === "ready" ? v.handedOver : null }));
          return;
        }
        case "conflict":
          // Another tab wrote first: the steps waiting here were built on an older game.
          live.current = { ...cur, pending: false };
          show(out.latest, true, true);
          return;
        case "rejected":
          console.error("Game step rejected:", out.error);
          setView((v) => (v.status === "ready" ? { ...v, saveError: texts.notices.rejected } : v));
          return;
      }
    },
    [show],
  );

  /**
   * Writes the steps on screen at once, on this tab's copy of localStorage and its revision check
   * alone: for a page being hidden or left, and where IndexedDB is missing.
   */
  const flushNow = useCallback(() => {
    const cur = live.current;
    if (!cur?.pending) return;
    const e = engine.current;
    if (!e) return;
    const storage = pageStorage();
    if (!storage.ok) return settle(cur, { status: "unsaved", session: cur.session, problem: storage.error });
    settle(cur, e.sessions.commit(storage.value, e.def, cur.baseRev, cur.session));
  }, [settle]);

  /**
   * Writes the steps on screen, under the Web Lock: the revision these steps build on is checked
   * against the game's revision and written in one go that no other tab's save can cut into (the
   * check goes through IndexedDB, which every tab sees alike; see revision-gate.ts). Steps taken
   * while waiting are written together; a later call finds nothing left to write.
   */
  const flush = useCallback(async () => {
    const first = live.current;
    const e = engine.current;
    if (!first?.pending || !e || !id) return;
    const storage = pageStorage();
    if (!storage.ok) return flushNow();
    const seen = e.sessions.storedRev(storage.value, id).rev ?? first.baseRev;
    const gated = await writeAtRevision(
      sessionKey(id),
      first.baseRev,
      seen,
      () => {
        const cur = live.current;
        // Written meanwhile (the page was hidden), or nothing left.
        if (!cur?.pending || cur.baseRev !== first.baseRev) return null;
        return { cur, out: e.sessions.commit(storage.value, e.def, cur.baseRev, cur.session) };
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
        const cur = live.current;
        if (!cur?.pending || cur.baseRev !== first.baseRev) return;
        const read = e.sessions.readSession(storage.value, e.def, id);
        if (read.status !== "ready") return show(read, true, true);
        live.current = { session: read.session, baseRev: read.session.record.rev, raw: read.raw, unsaved: false };
        setView((v) => ({ status: "ready", session: read.session, conflict: true, saveError: null, unsaved: false, saving: false, handedOver: v.status === "ready" ? v.handedOver : null }));
        return;
      }
    }
  }, [id, settle, flushNow, show]);

  const lockName = id ? sessionKey(id) : "ttr:session";
  useEffect(() => {
    flushLater.current = () => withStorageLock(lockName, flush);
  }, [lockName, flush]);

  const step = useCallback(
    (kind: "action" | "undo", action?: A) => {
      const cur = live.current;
      const e = engine.current;
      if (!cur || !e) return;
      const storage = pageStorage();
      const handedOver = storage.ok ? handedOverAt(storage.value, cur.session.record.id) : null;
      if (handedOver !== null) {
        setView((v) => (v.status === "ready" ? { ...v, handedOver, saveError: pageTexts().notices.handedOver } : v));
        return;
      }
      const next = kind === "action" ? e.record.applyAction(e.def, cur.session, action as A, Date.now()) : e.record.applyUndo(e.def, cur.session, Date.now());
      if (!next) return;
      if (!next.ok) return settle(cur, { status: "rejected", error: next.error });
      // The step shows now, on top of any steps still waiting; the record keeps the stored revision
      // it builds on until it is written.
      const session = { ...next.value, record: { ...next.value.record, rev: cur.baseRev } };
      if (!storage.ok) return settle(cur, { status: "unsaved", session, problem: storage.error });
      live.current = { ...cur, session, pending: true };
      setView((v) => (v.status === "ready" ? { ...v, session, saving: true } : v));
      withStorageLock(lockName, flush);
    },
    [settle, flush, lockName],
  );

  // A step still waiting for the lock when the page is hidden or left is written at once (the
  // revision check still refuses to overwrite a newer game).
  useEffect(() => {
    const now = () => flushNow();
    const onHidden = () => {
      if (document.visibilityState === "hidden") flushNow();
    };
    window.addEventListener("pagehide", now);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", now);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [flushNow]);

  const dispatch = useCallback((action: A) => step("action", action), [step]);
  const undo = useCallback(() => step("undo"), [step]);
  const retrySave = useCallback(
    () =>
      withStorageLock(lockName, () => {
        const cur = live.current;
        if (!cur?.unsaved || !id) return;
        const storage = pageStorage();
        if (!storage.ok) return settle(cur, { status: "unsaved", session: cur.session, problem: storage.error });
        // The person chose to keep what is on screen: written over whatever is stored now.
        const e = engine.current;
        if (!e) return;
        const base = e.sessions.storedRev(storage.value, id).rev ?? cur.baseRev;
        settle(cur, e.sessions.commit(storage.value, e.def, base, { ...cur.session, record: { ...cur.session.record, rev: base } }));
      }),
    [id, lockName, settle],
  );
  const discardUnsaved = useCallback(() => {
    live.current = null;
    reload(false);
  }, [reload]);
  const dismissConflict = useCallback(() => setView((v) => (v.status === "ready" ? { ...v, conflict: false } : v)), []);
  const markHandedOver = useCallback((at: number) => {
    const storage = pageStorage();
    const cur = live.current;
    if (!cur) return;
    if (storage.ok) writeHandedOver(storage.value, cur.session.record.id, at);
    setView((v) => (v.status === "ready" ? { ...v, handedOver: at } : v));
  }, []);

  if (id === undefined) return { status: "loading" };
  if (id === null) return { status: "missing" };
  switch (view.status) {
    case "loading":
    case "missing":
      return { status: view.status };
    case "corrupt":
      return { ...view, problem: `${pageTexts().recovery.problems[view.code]} (${view.detail})` };
    case "ready":
      return {
        status: "ready",
        state: view.session.state,
        session: view.session,
        dispatch,
        undo,
        canUndo: view.session.past.length > 0,
        conflict: view.conflict,
        dismissConflict,
        saveError: view.saveError,
        handedOver: view.handedOver ?? null,
        markHandedOver,
        unsaved: view.unsaved,
        saving: view.saving ?? false,
        retrySave,
        discardUnsaved,
      };
  }
}

import { describe, expect, test, vi } from "vitest";
import { MemoryStorage } from "@/lib/store/backend";
import type { RevisionGate, SessionStoreDeps } from "@/lib/store/session-store";
import type { WriterLease } from "@/lib/store/writer-lease";
import { openSessionStore, SLOW_SAVE_MS } from "@/lib/store/session-store";
import { createSessionIn, markHandedOver, sessionKey } from "@/lib/store/sessions";
import { storageLease } from "@/lib/store/writer-lease";
import { idCounter, newTally, tallyGame } from "./tally";
import type { TallyAction, TallyState } from "./tally";

// The headless store: no React, no browser. A game on one phone, opened in one or two "tabs"
// (stores over one storage); the revision gate is absent (as without IndexedDB) unless a test says.

const noGate: RevisionGate = { writeAtRevision: async () => ({ status: "unavailable" }) };

function table() {
  const storage = new MemoryStorage();
  const created = createSessionIn(storage, tallyGame, newTally(["Ann", "Bob"]), 1, idCounter("tbl"));
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value;
  const deps = (extra: Partial<SessionStoreDeps> = {}): SessionStoreDeps => ({
    storage: () => ({ ok: true, value: storage }),
    withLock: (_name, task) => void task(),
    gate: noGate,
    now: () => 5,
    ...extra,
  });
  const open = (extra?: Partial<SessionStoreDeps>) => openSessionStore<TallyState, TallyAction>(tallyGame, id, deps(extra));
  const stored = () => JSON.parse(storage.getItem(sessionKey(id)) ?? "null") as { rev: number; state: TallyState };
  return { storage, id, open, stored };
}

/** A lease the test hands out by hand: `grant(true)` makes the tab the writer. */
function handLease() {
  let changed: (writer: boolean) => void = () => undefined;
  const lease: WriterLease & { grant(writer: boolean): void } = {
    start: (c) => void (changed = c),
    takeOver: vi.fn(() => changed(true)),
    stop: vi.fn(),
    grant: (w) => changed(w),
  };
  return lease;
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe("the session store", () => {
  test("open, dispatch, undo: each step shows at once and is written; subscribers hear every change", async () => {
    const t = table();
    const store = t.open();
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.getSnapshot()).toMatchObject({ status: "ready", state: { scores: [0, 0] }, canUndo: false });
    store.dispatch({ type: "score", seat: 1, points: 3 });
    expect(store.getSnapshot()).toMatchObject({ state: { scores: [0, 3] }, canUndo: true });
    await settled();
    expect(t.stored()).toMatchObject({ rev: 1, state: { scores: [0, 3] } });
    expect(store.getSnapshot()).toMatchObject({ status: "ready", saving: false, unsaved: false, conflict: false });
    store.undo();
    await settled();
    expect(t.stored()).toMatchObject({ rev: 2, state: { scores: [0, 0] } });
    expect(heard.mock.calls.length).toBeGreaterThanOrEqual(4);
    // The snapshot is one object until something changes (what useSyncExternalStore needs).
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  test("missing and damaged records are statuses, not throws", () => {
    const t = table();
    const missing = openSessionStore(tallyGame, "nothere1", { storage: () => ({ ok: true, value: t.storage }), withLock: (_n, task) => void task(), gate: noGate, now: () => 1 });
    expect(missing.getSnapshot()).toEqual({ status: "missing" });
    t.storage.setItem(sessionKey(t.id), "{oops");
    expect(t.open().getSnapshot()).toMatchObject({ status: "damaged", code: "not-json" });
  });

  test("a second tab is read-only until it continues here: its taps are refused, it follows the writer, and then it writes", async () => {
    const t = table();
    const first = handLease();
    const second = handLease();
    const a = t.open({ lease: first });
    const b = t.open({ lease: second });
    // Until the lease answers, the screen says "loading".
    expect(a.getSnapshot()).toEqual({ status: "loading" });
    first.grant(true);
    second.grant(false);
    expect(a.getSnapshot().status).toBe("ready");
    expect(b.getSnapshot().status).toBe("read-only");
    b.dispatch({ type: "score", seat: 0, points: 9 });
    await settled();
    expect(t.stored()).toMatchObject({ rev: 0, state: { scores: [0, 0] } });
    a.dispatch({ type: "score", seat: 0, points: 1 });
    await settled();
    b.refresh(true); // the storage event
    expect(b.getSnapshot()).toMatchObject({ status: "read-only", state: { scores: [1, 0] }, conflict: false });
    b.continueHere();
    expect(second.takeOver).toHaveBeenCalled();
    first.grant(false);
    expect(a.getSnapshot().status).toBe("read-only");
    b.dispatch({ type: "score", seat: 1, points: 2 });
    await settled();
    expect(t.stored()).toMatchObject({ rev: 2, state: { scores: [1, 2] } });
  });

  test("a tab that becomes the writer reads the game first, so its next step builds on the newest", async () => {
    const t = table();
    const lease = handLease();
    const b = t.open({ lease });
    lease.grant(false);
    const a = t.open();
    a.dispatch({ type: "score", seat: 0, points: 4 });
    await settled();
    // No storage event reached b (a sleeping phone): becoming the writer reads storage again.
    lease.grant(true);
    expect(b.getSnapshot()).toMatchObject({ status: "ready", state: { scores: [4, 0] } });
    b.dispatch({ type: "score", seat: 1, points: 1 });
    await settled();
    expect(t.stored()).toMatchObject({ rev: 2, state: { scores: [4, 1] } });
  });

  test("a game handed over to another phone is locked: shown, every step refused and said", async () => {
    const t = table();
    const store = t.open();
    markHandedOver(t.storage, t.id, 1234);
    store.dispatch({ type: "score", seat: 0, points: 1 });
    expect(store.getSnapshot()).toMatchObject({ status: "locked", handedOver: 1234, problem: { code: "handed-over" }, state: { scores: [0, 0] } });
    await settled();
    expect(t.stored()).toMatchObject({ rev: 0 });
  });

  test("full storage: the step stays on screen, unsaved and said; retry writes it once there is space", async () => {
    const t = table();
    const store = t.open();
    t.storage.quotaBytes = 10;
    store.dispatch({ type: "score", seat: 0, points: 2 });
    await settled();
    expect(store.getSnapshot()).toMatchObject({ state: { scores: [2, 0] }, unsaved: true, problem: { code: "storage", problem: "quota" } });
    t.storage.quotaBytes = Infinity;
    store.retrySave();
    await settled();
    expect(store.getSnapshot()).toMatchObject({ unsaved: false, problem: null });
    expect(t.stored()).toMatchObject({ rev: 1, state: { scores: [2, 0] } });
  });

  test("a save that waits longer than a glance is said (notices, slowSave), and unsaid once it is written", async () => {
    vi.useFakeTimers();
    try {
      const t = table();
      // The game's lock is held (another tab saving): the save runs when it is let go.
      const held: Array<() => void | Promise<void>> = [];
      const store = t.open({ withLock: (_name, task) => void held.push(task) });
      expect(store.getSnapshot()).toMatchObject({ notices: false, slowSave: false });
      store.dispatch({ type: "score", seat: 0, points: 1 });
      vi.advanceTimersByTime(SLOW_SAVE_MS - 1);
      expect(store.getSnapshot()).toMatchObject({ state: { scores: [1, 0] }, saving: true, slowSave: false, notices: false });
      // A second step while the first waits does not start the wait again.
      store.dispatch({ type: "score", seat: 1, points: 1 });
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toMatchObject({ state: { scores: [1, 1] }, saving: true, slowSave: true, notices: true });
      await Promise.all(held.splice(0).map((task) => task()));
      expect(store.getSnapshot()).toMatchObject({ saving: false, slowSave: false, notices: false });
      expect(t.stored()).toMatchObject({ rev: 1, state: { scores: [1, 1] } });

      // A save that is not held says nothing, however long the screen stays.
      const quick = t.open();
      quick.dispatch({ type: "score", seat: 0, points: 1 });
      await vi.advanceTimersByTimeAsync(SLOW_SAVE_MS * 3);
      expect(quick.getSnapshot()).toMatchObject({ saving: false, slowSave: false, notices: false });
      quick.close();
      store.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  test("notices: read-only, a conflict, a save problem or another tab's write are each something to say", async () => {
    const t = table();
    const lease = handLease();
    const store = t.open({ lease });
    lease.grant(false);
    expect(store.getSnapshot()).toMatchObject({ status: "read-only", notices: true });
    lease.grant(true);
    expect(store.getSnapshot()).toMatchObject({ status: "ready", notices: false });
    t.storage.quotaBytes = 10;
    store.dispatch({ type: "score", seat: 0, points: 2 });
    await settled();
    expect(store.getSnapshot()).toMatchObject({ problem: { code: "storage" }, notices: true });
  });
});

describe("the writer lease without Web Locks (a mark in localStorage)", () => {
  function events() {
    const target = new EventTarget();
    return target as unknown as Pick<Window, "addEventListener" | "removeEventListener"> & EventTarget;
  }

  test("the first tab writes, the second is read-only; taking over and leaving move the writing", () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      const [ea, eb] = [events(), events()];
      let now = 1000;
      const a = storageLease(storage, "ttr:writer:g1", ea, () => now, "tab-a");
      const b = storageLease(storage, "ttr:writer:g1", eb, () => now, "tab-b");
      const seen: string[] = [];
      a.start((w) => seen.push(`a:${w}`));
      b.start((w) => seen.push(`b:${w}`));
      expect(seen).toEqual(["a:true", "b:false"]);
      // "Continue here" in b; a hears it through the storage event.
      b.takeOver();
      ea.dispatchEvent(Object.assign(new Event("storage"), { key: "ttr:writer:g1" }));
      expect(seen).toEqual(["a:true", "b:false", "b:true", "a:false"]);
      // b is closed: its mark goes, and a writes again.
      b.stop();
      ea.dispatchEvent(Object.assign(new Event("storage"), { key: "ttr:writer:g1" }));
      expect(seen.at(-1)).toBe("a:true");
      // A writer that died without leaving (a crashed tab): its mark goes stale and is taken.
      const c = storageLease(storage, "ttr:writer:g1", events(), () => now, "tab-c");
      c.start((w) => seen.push(`c:${w}`));
      expect(seen.at(-1)).toBe("c:false");
      a.stop();
      storage.setItem("ttr:writer:g1", JSON.stringify({ tab: "gone", at: now }));
      now += 5000;
      vi.advanceTimersByTime(1000);
      expect(seen.at(-1)).toBe("c:true");
      c.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

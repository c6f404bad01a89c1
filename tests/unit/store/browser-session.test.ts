import { IDBFactory } from "fake-indexeddb";
import { describe, expect, test, vi } from "vitest";
import { MemoryStorage } from "@/lib/store/backend";
import { createRevisionGate, openSessionStore } from "@/lib/store/session-store";
import { createSessionIn, sessionKey } from "@/lib/store/sessions";
import { idCounter, newTally, tallyGame } from "./tally";
import type { TallyAction, TallyState } from "./tally";

/**
 * fake-indexeddb's factory, with a hand on every connection the gate opens (to close it under the
 * gate, as iOS drops it after the app was in the background) and on the next transaction (to lose it
 * before its read ran: "Connection to Indexed Database server lost").
 */
function phoneIndexedDb() {
  const real = new IDBFactory();
  const connections: IDBDatabase[] = [];
  let loseNext = 0;
  const factory = {
    open(name: string, version?: number) {
      const request = real.open(name, version);
      request.addEventListener("success", () => {
        const db = request.result;
        connections.push(db);
        const transaction = db.transaction.bind(db);
        db.transaction = ((...args: Parameters<IDBDatabase["transaction"]>) => {
          const tx = transaction(...args);
          if (loseNext > 0) {
            loseNext--;
            tx.abort();
          }
          return tx;
        }) as IDBDatabase["transaction"];
      });
      return request;
    },
  } as unknown as IDBFactory;
  const recorded = (key: string) =>
    new Promise<unknown>((resolve) => {
      const open = real.open("ttr-revisions", 1);
      open.onsuccess = () => {
        const get = open.result.transaction("revs").objectStore("revs").get(key);
        get.onsuccess = () => {
          open.result.close();
          resolve((get.result as { rev?: number } | undefined)?.rev);
        };
      };
    });
  return { factory, connections, recorded, loseTransactions: (n: number) => (loseNext = n) };
}

describe("the revision gate", () => {
  test("writes at the expected revision and records the next one; a stale revision is refused", async () => {
    const idb = phoneIndexedDb();
    const gate = createRevisionGate(() => idb.factory);
    const write = vi.fn(() => "ok");
    expect(await gate.writeAtRevision("k", 0, 0, write, () => true)).toEqual({ status: "written", value: "ok" });
    expect(await idb.recorded("k")).toBe(1);
    expect(await gate.writeAtRevision("k", 0, 0, write, () => true)).toEqual({ status: "stale", at: 1 });
    expect(write).toHaveBeenCalledTimes(1);
  });

  test("a connection closed under the page: the next save opens a new one and still goes through the gate", async () => {
    const idb = phoneIndexedDb();
    const gate = createRevisionGate(() => idb.factory);
    await gate.writeAtRevision("k", 0, 0, () => "first", () => true);
    idb.connections[0]?.close();
    const write = vi.fn(() => "second");
    // Before: the kept connection refused every transaction and each save fell back to "unavailable".
    expect(await gate.writeAtRevision("k", 1, 1, write, () => true)).toEqual({ status: "written", value: "second" });
    expect(write).toHaveBeenCalledTimes(1);
    expect(idb.connections).toHaveLength(2);
    expect(await idb.recorded("k")).toBe(2);
  });

  test("a transaction lost before its write ran is tried once more, and the write runs once", async () => {
    const idb = phoneIndexedDb();
    const gate = createRevisionGate(() => idb.factory);
    await gate.writeAtRevision("k", 0, 0, () => "first", () => true);
    idb.loseTransactions(1);
    const write = vi.fn(() => "second");
    expect(await gate.writeAtRevision("k", 1, 1, write, () => true)).toEqual({ status: "written", value: "second" });
    expect(write).toHaveBeenCalledTimes(1);
    expect(await idb.recorded("k")).toBe(2);
    // Lost twice in a row: the caller is told to write on storage's own check, and nothing ran.
    idb.loseTransactions(2);
    const third = vi.fn(() => "third");
    expect(await gate.writeAtRevision("k", 2, 2, third, () => true)).toEqual({ status: "unavailable" });
    expect(third).not.toHaveBeenCalled();
  });

  test("no IndexedDB: unavailable, and nothing written", async () => {
    const gate = createRevisionGate(() => undefined);
    const write = vi.fn();
    expect(await gate.writeAtRevision("k", 0, 0, write, () => true)).toEqual({ status: "unavailable" });
    expect(write).not.toHaveBeenCalled();
  });
});

describe("a game whose IndexedDB connection is dropped mid-game", () => {
  test("the next step's save still lands, through the gate", async () => {
    const idb = phoneIndexedDb();
    const storage = new MemoryStorage();
    const created = createSessionIn(storage, tallyGame, newTally(["A", "B"]), 1, idCounter("idb"));
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value;
    const store = openSessionStore<TallyState, TallyAction>(tallyGame, id, {
      storage: () => ({ ok: true, value: storage }),
      withLock: (_name, task) => void task(),
      gate: createRevisionGate(() => idb.factory),
      now: () => 2,
    });
    const stored = () => JSON.parse(storage.getItem(sessionKey(id)) ?? "null") as { rev: number; state: TallyState };
    store.dispatch({ type: "score", seat: 0, points: 1 });
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ status: "ready", saving: false }));
    expect(await idb.recorded(sessionKey(id))).toBe(1);
    idb.connections[0]?.close();
    store.dispatch({ type: "score", seat: 1, points: 2 });
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ status: "ready", saving: false }));
    expect(stored()).toMatchObject({ rev: 2, state: { scores: [1, 2] } });
    expect(await idb.recorded(sessionKey(id))).toBe(2);
  });
});

import { describe, expect, test } from "vitest";
import { GAME_KINDS } from "@/lib/games";
import type { KeyValueStorage } from "@/lib/store/backend";
import { MemoryStorage, classifyStorageError, deleteSessionIn, listKeys } from "@/lib/store/backend";
import {
  createSessionIn, dispatchIn, handedOverAt, listSessions, markHandedOver, newSessionId, readSession, sessionKey, undoIn,
} from "@/lib/store/sessions";
import { idCounter, newTally, tallyGame } from "./tally";

function ready(storage: KeyValueStorage, id: string) {
  const read = readSession(storage, tallyGame, id);
  if (read.status !== "ready") throw new Error(`not ready: ${JSON.stringify(read)}`);
  return read.session;
}

function created(storage: KeyValueStorage, players = ["Маша", "Петя"], makeId = idCounter()) {
  const id = createSessionIn(storage, tallyGame, newTally(players), 1_000, makeId);
  if (!id.ok) throw new Error(id.error.detail);
  return id.value;
}

describe("session ids", () => {
  test("ids use an unbiased 32-symbol alphabet and the injected random source", () => {
    const id = newSessionId((b) => b.fill(255));
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(newSessionId((b) => b.fill(0))).toBe("aaaaaaaaaaaa");
    expect(new Set(Array.from({ length: 50 }, () => newSessionId())).size).toBe(50);
  });
});

describe("write-through sessions", () => {
  test("a created session reads back exactly; an unknown id is missing", () => {
    const storage = new MemoryStorage();
    const id = created(storage);
    expect(ready(storage, id).state).toEqual(newTally(["Маша", "Петя"]));
    expect(readSession(storage, tallyGame, "nosuch00").status).toBe("missing");
    expect(readSession(storage, tallyGame, "../../etc").status).toBe("missing");
  });

  test("an invalid initial state is refused and nothing is stored", () => {
    const storage = new MemoryStorage();
    const id = createSessionIn(storage, tallyGame, { players: [], scores: [], finished: false }, 1, idCounter());
    expect(id).toMatchObject({ ok: false, error: { code: "invalid-state" } });
    expect(storage.length).toBe(0);
  });

  test("every dispatch is stored before it returns; a reload resumes exactly", () => {
    const storage = new MemoryStorage();
    const id = created(storage);
    let session = ready(storage, id);
    for (let seat = 0; seat < 2; seat++) {
      const out = dispatchIn(storage, tallyGame, session, session.record.rev, { type: "score", seat, points: 3 + seat }, 2_000);
      expect(out.status).toBe("saved");
      if (out.status !== "saved") return;
      session = out.session;
      expect(ready(storage, id)).toEqual(session); // "reload" after every step
    }
    const back = undoIn(storage, tallyGame, session, session.record.rev, 3_000);
    expect(back?.status).toBe("saved");
    expect(ready(storage, id).state.scores).toEqual([3, 0]);
  });

  test("a stale tab never overwrites newer data: its write is refused and the newer state returned", () => {
    const storage = new MemoryStorage();
    const id = created(storage);
    const tabA = ready(storage, id);
    const tabB = ready(storage, id);
    const a = dispatchIn(storage, tallyGame, tabA, tabA.record.rev, { type: "score", seat: 0, points: 7 }, 2_000);
    expect(a.status).toBe("saved");
    const b = dispatchIn(storage, tallyGame, tabB, tabB.record.rev, { type: "score", seat: 1, points: 1 }, 2_001);
    expect(b.status).toBe("conflict");
    if (b.status === "conflict" && b.latest.status === "ready") expect(b.latest.session.state.scores).toEqual([7, 0]);
    expect(ready(storage, id).state.scores).toEqual([7, 0]);
  });

  test("a full storage keeps the game going unsaved, and the next write saves everything", () => {
    const storage = new MemoryStorage();
    const id = created(storage);
    const session = ready(storage, id);
    const before = storage.getItem(sessionKey(id));
    storage.quotaBytes = (before?.length ?? 0) + 20;
    const out = dispatchIn(storage, tallyGame, session, 0, { type: "score", seat: 0, points: 2 }, 2_000);
    expect(out).toMatchObject({ status: "unsaved", problem: "quota" });
    if (out.status !== "unsaved") return;
    expect(out.session.state.scores).toEqual([2, 0]);
    expect(out.session.record.rev).toBe(0);
    expect(storage.getItem(sessionKey(id))).toBe(before);
    storage.quotaBytes = Infinity;
    const later = dispatchIn(storage, tallyGame, out.session, out.session.record.rev, { type: "score", seat: 1, points: 1 }, 3_000);
    expect(later.status).toBe("saved");
    expect(ready(storage, id).state.scores).toEqual([2, 1]);
  });

  test("storage that throws on read gives a typed problem", () => {
    const broken: KeyValueStorage = {
      length: 1,
      key: () => { throw Object.assign(new Error("denied"), { name: "SecurityError" }); },
      getItem: () => { throw Object.assign(new Error("denied"), { name: "SecurityError" }); },
      setItem: () => { throw new Error("nope"); },
      removeItem: () => { throw new Error("nope"); },
    };
    expect(readSession(broken, tallyGame, "abcd1234")).toMatchObject({ status: "corrupt", problem: { code: "storage", detail: "unavailable" } });
    expect(listSessions(broken, GAME_KINDS)).toEqual({ ok: false, error: "unavailable" });
    expect(listKeys(broken, "")).toEqual({ ok: false, error: "unavailable" });
    expect(deleteSessionIn(broken, "abcd1234")).toEqual({ ok: false, error: "failed" });
  });

  test.each([
    [{ name: "QuotaExceededError" }, "quota"],
    [{ name: "NS_ERROR_DOM_QUOTA_REACHED" }, "quota"],
    [{ code: 22 }, "quota"],
    [{ name: "SecurityError" }, "unavailable"],
    [new TypeError("x"), "failed"],
    ["string", "failed"],
  ])("classifyStorageError(%o) = %s", (error, problem) => {
    expect(classifyStorageError(error)).toBe(problem);
  });
});

describe("recovery and the home list", () => {
  test("a corrupt session is reported with its raw text while the others still open", () => {
    const storage = new MemoryStorage();
    const makeId = idCounter();
    const good = created(storage, ["A", "B"], makeId);
    const bad = created(storage, ["C", "D"], makeId);
    storage.setItem(sessionKey(bad), '{"format":1,"id":"garbage');
    const read = readSession(storage, tallyGame, bad);
    expect(read).toMatchObject({ status: "corrupt", problem: { code: "not-json" }, raw: '{"format":1,"id":"garbage' });
    expect(ready(storage, good).state.players).toEqual(["A", "B"]);
    const list = listSessions(storage, GAME_KINDS);
    expect(list.ok && list.value.map((e) => [e.id, e.ok])).toEqual([[bad, false], [good, true]]);
  });

  test("a record stored under another id is not trusted", () => {
    const storage = new MemoryStorage();
    const id = created(storage);
    storage.setItem(sessionKey("other000"), storage.getItem(sessionKey(id)) ?? "");
    expect(readSession(storage, tallyGame, "other000")).toMatchObject({ status: "corrupt", problem: { code: "not-a-session" } });
  });

  test("the list is newest first and ignores other keys; delete removes one session", () => {
    const storage = new MemoryStorage();
    const makeId = idCounter();
    const first = created(storage, ["A"], makeId);
    const second = created(storage, ["B"], makeId);
    const s = ready(storage, first);
    dispatchIn(storage, tallyGame, s, 0, { type: "finish" }, 5_000);
    storage.setItem("ttr:roster", "{}");
    storage.setItem("unrelated", "x");
    const list = listSessions(storage, GAME_KINDS);
    expect(list.ok && list.value.map((e) => e.id)).toEqual([first, second]);
    expect(list.ok && list.value[0]?.ok && list.value[0].record.summary.finished).toBe(true);
    expect(deleteSessionIn(storage, first).ok).toBe(true);
    expect(readSession(storage, tallyGame, first).status).toBe("missing");
    expect(readSession(storage, tallyGame, second).status).toBe("ready");
  });

  test("deleting a game handed over from here also removes its handed-over mark", () => {
    const storage = new MemoryStorage();
    const id = created(storage);
    expect(markHandedOver(storage, id, 2_000).ok).toBe(true);
    expect(handedOverAt(storage, id)).toBe(2_000);
    expect(deleteSessionIn(storage, id).ok).toBe(true);
    expect(handedOverAt(storage, id)).toBeNull();
    expect(listKeys(storage, "").ok && listKeys(storage, "")).toEqual({ ok: true, value: [] });
  });
});

describe("reading the rev cheaply", () => {
  test("revOf reads the head of records this store writes, and falls back to a full parse otherwise", async () => {
    const { revOf } = await import("@/lib/store/sessions");
    const storage = new MemoryStorage();
    const id = created(storage);
    const raw = storage.getItem(sessionKey(id)) ?? "";
    expect(revOf(raw)).toBe(0);
    const record = JSON.parse(raw) as Record<string, unknown>;
    const { rev: _rev, ...rest } = record;
    expect(_rev).toBe(0);
    expect(revOf(JSON.stringify({ rev: 4, ...rest }))).toBe(4);
    expect(revOf(JSON.stringify({ ...record, rev: 9 }))).toBe(9);
    expect(revOf("{oops")).toBeNull();
    // A name that looks like a record head cannot fool it: names are JSON-escaped.
    expect(revOf(JSON.stringify({ ...record, summary: { players: ['","rev":99,'], finished: false } }))).toBe(0);
  });
});

describe("serializeRecord", () => {
  test("equals JSON.stringify for records along a game, with the undo stack's JSON reused", async () => {
    const { serializeRecord } = await import("@/lib/store/sessions");
    const storage = new MemoryStorage();
    const id = created(storage);
    let session = ready(storage, id);
    for (let i = 0; i < 60; i++) {
      const out = dispatchIn(storage, tallyGame, session, session.record.rev, i % 7 === 6 ? { type: "seal", secret: `s${i}` } : { type: "score", seat: i % 2, points: i }, 2_000 + i);
      if (out.status !== "saved") throw new Error(out.status);
      session = out.session;
      expect(out.raw).toBe(JSON.stringify(out.session.record));
      expect(storage.getItem(sessionKey(id))).toBe(JSON.stringify(out.session.record));
    }
    const odd = { ...session.record, summary: { players: ['"x"', "\u2028"], finished: false }, state: { a: [1, "two", null] }, past: [1, "s", null, { b: {} }] };
    expect(serializeRecord(odd)).toBe(JSON.stringify(odd));
  });
});

import { describe, expect, test } from "vitest";
import { cakeGame, newCakeState } from "@/lib/cake/session";
import type { Part } from "@/lib/handover/codec";
import { encodeFrame, encodeHandover, parsePart, splitFrame } from "@/lib/handover/codec";
import { sealText } from "@/lib/handover/crypto";
import type { HandoverPayload, Held } from "@/lib/handover/payload";
import { addPart, dropSeries, frameOf, openFrame, pendingSeries, readCollected, receiveGame, seriesKey, storeReceived } from "@/lib/handover/payload";
import { MemoryStorage, STORAGE_KEYS, listKeys, sessionKey } from "@/lib/store/backend";
import { makeRecord, markHandedOver } from "@/lib/store/sessions";

/** The parts of a made-up frame cut into `n` codes. */
function series(frame: string, n: number): Part[] {
  const parts = splitFrame(frame, Math.ceil(frame.length / n));
  if (!parts.ok) throw new Error("split");
  return parts.value.map((p) => {
    const part = parsePart(p);
    if (!part.ok) throw new Error(part.error.code);
    return part.value;
  });
}

const A = series("AAAAaaaaBBBBbbbbCCCCccccDDDDdddd", 4);
const B = series("ZZZZzzzzYYYYyyyyXXXX", 3);

describe("codes kept on the receiving phone", () => {
  test("every code of a series is kept, in any order, until the series is whole", () => {
    const storage = new MemoryStorage();
    const [a1, a2, a3, a4] = A as [Part, Part, Part, Part];
    expect(addPart(storage, a3, 10).frame).toEqual({ ok: false, error: { code: "missing", missing: [1, 2, 4], total: 4 } });
    expect(addPart(storage, a1, 11).frame).toEqual({ ok: false, error: { code: "missing", missing: [2, 4], total: 4 } });
    // The same code again changes nothing.
    expect(addPart(storage, a1, 12).frame).toEqual({ ok: false, error: { code: "missing", missing: [2, 4], total: 4 } });
    expect(addPart(storage, a2, 13).frame).toEqual({ ok: false, error: { code: "missing", missing: [4], total: 4 } });
    expect(addPart(storage, a4, 14).frame).toEqual({ ok: true, value: "AAAAaaaaBBBBbbbbCCCCccccDDDDdddd" });
    // Whole but not yet stored (a PIN still to type): kept, and can be opened again later.
    expect(pendingSeries(storage)).toEqual([{ key: seriesKey(a1), got: 4, total: 4, missing: [], at: 10 }]);
    expect(frameOf(storage, seriesKey(a1))).toEqual({ ok: true, value: "AAAAaaaaBBBBbbbbCCCCccccDDDDdddd" });
  });

  test("a code of another game starts a second series beside a partial one, never refused", () => {
    const storage = new MemoryStorage();
    const [a1] = A as [Part];
    const [b1, b2, b3] = B as [Part, Part, Part];
    addPart(storage, a1, 100);
    expect(addPart(storage, b2, 200).frame).toEqual({ ok: false, error: { code: "missing", missing: [1, 3], total: 3 } });
    addPart(storage, b1, 201);
    expect(addPart(storage, b3, 202).frame).toEqual({ ok: true, value: "ZZZZzzzzYYYYyyyyXXXX" });
    expect(pendingSeries(storage)).toEqual([
      { key: seriesKey(a1), got: 1, total: 4, missing: [2, 3, 4], at: 100 },
      { key: seriesKey(b1), got: 3, total: 3, missing: [], at: 200 },
    ]);
    // Dropping one series keeps the other; dropping the last forgets the key.
    dropSeries(storage, seriesKey(b1));
    expect(pendingSeries(storage).map((p) => p.key)).toEqual([seriesKey(a1)]);
    dropSeries(storage, seriesKey(a1));
    expect(storage.getItem(STORAGE_KEYS.handoverParts)).toBeNull();
  });

  test("a single complete code needs no memory", () => {
    const storage = new MemoryStorage();
    const [only] = series("justOneCode", 1) as [Part];
    expect(addPart(storage, only, 1).frame).toEqual({ ok: true, value: "justOneCode" });
    expect(readCollected(storage)).toEqual([]);
  });

  test("storage full mid-series: the codes are held in memory, what was stored is unchanged, and the series goes on", () => {
    const storage = new MemoryStorage();
    const [a1, a2, a3, a4] = A as [Part, Part, Part, Part];
    const [b1] = B as [Part];
    addPart(storage, b1, 1);
    const before = storage.getItem(STORAGE_KEYS.handoverParts);
    storage.quotaBytes = (before?.length ?? 0) + STORAGE_KEYS.handoverParts.length;
    const first = addPart(storage, a1, 2);
    expect(first).toMatchObject({ frame: { ok: false, error: { code: "missing", missing: [2, 3, 4] } }, problem: "quota" });
    expect(storage.getItem(STORAGE_KEYS.handoverParts)).toBe(before);
    const second = addPart(storage, a2, 3, first.held);
    expect(second).toMatchObject({ frame: { ok: false, error: { code: "missing", missing: [3, 4] } }, problem: "quota" });
    expect(pendingSeries(storage, second.held).map((p) => [p.key, p.got])).toEqual([[seriesKey(b1), 1], [seriesKey(a1), 2]]);
    // Space is back: the next code writes every series, the held ones with it, and memory is no longer needed.
    storage.quotaBytes = Infinity;
    const third = addPart(storage, a3, 4, second.held);
    expect(third).toMatchObject({ held: null, problem: null });
    expect(pendingSeries(storage).map((p) => [p.key, p.got])).toEqual([[seriesKey(b1), 1], [seriesKey(a1), 3]]);
    expect(addPart(storage, a4, 5).frame).toEqual({ ok: true, value: "AAAAaaaaBBBBbbbbCCCCccccDDDDdddd" });
  });

  test("storage full to the end: a whole series held in memory opens, and dropping it leaves storage as it was", () => {
    const storage = new MemoryStorage();
    storage.quotaBytes = 0;
    let held: Held = null;
    for (const part of B) held = addPart(storage, part, 1, held).held;
    expect(frameOf(storage, seriesKey(B[0]!), held)).toEqual({ ok: true, value: "ZZZZzzzzYYYYyyyyXXXX" });
    expect(storage.getItem(STORAGE_KEYS.handoverParts)).toBeNull();
    expect(dropSeries(storage, seriesKey(B[0]!), held)).toBeNull();
    expect(storage.length).toBe(0);
  });

  test("an unknown series cannot be opened", () => {
    expect(frameOf(new MemoryStorage(), "nope/2")).toEqual({ ok: false, error: { code: "empty" } });
  });
});

const cake = cakeGame;
const ID = "k3v9q2m7x1ab";

/** A Piece of Cake game of Ann and Zoë as the old phone hands it over: last changed at `updatedAt`. */
function payloadOf(updatedAt: number, firstCutter = 0): HandoverPayload {
  const made = makeRecord(cake, ID, newCakeState(["Ann", "Zoë"], firstCutter), 1_000);
  if (!made.ok) throw new Error(made.error);
  return { app: "tabletop-referee", type: "handover", format: 1, record: { ...made.value, updatedAt, rev: 7 }, sealed: null };
}

function receive(storage: MemoryStorage, payload: HandoverPayload, now: number, options: Parameters<typeof storeReceived>[5] = {}) {
  return storeReceived(storage, payload, payload.record.state, cake, now, { makeId: () => "fresh0000id1", ...options });
}

const sessions = (s: MemoryStorage) => { const keys = listKeys(s, STORAGE_KEYS.sessionPrefix); return keys.ok ? keys.value : []; };
const stored = (s: MemoryStorage, id: string) => JSON.parse(s.getItem(sessionKey(id)) ?? "null") as { updatedAt: number; state: { games: { firstCutter: number }[] } };

describe("storing a received game", () => {
  test("a new game keeps its id and its last-change time", () => {
    const storage = new MemoryStorage();
    expect(receive(storage, payloadOf(5_000), 9_000)).toEqual({ ok: true, value: { stored: true, id: ID, kind: "cake" } });
    expect(stored(storage, ID).updatedAt).toBe(5_000);
  });

  test("the same handover received twice asks, and makes no second copy", () => {
    const storage = new MemoryStorage();
    receive(storage, payloadOf(5_000), 9_000);
    const before = storage.getItem(sessionKey(ID));
    const again = receive(storage, payloadOf(5_000), 9_500);
    expect(again).toEqual({ ok: true, value: { stored: false, id: ID, kind: "cake", hereUpdatedAt: 5_000, receivedUpdatedAt: 5_000, newer: false, same: true } });
    expect(sessions(storage)).toEqual([sessionKey(ID)]);
    expect(storage.getItem(sessionKey(ID))).toBe(before);
  });

  test("replacing is refused unless the received one is newer", () => {
    const storage = new MemoryStorage();
    receive(storage, payloadOf(5_000, 0), 9_000);
    const older = receive(storage, payloadOf(4_000, 1), 9_500, { onExisting: "replace" });
    expect(older.ok && older.value.stored).toBe(false);
    expect(stored(storage, ID).state.games[0]?.firstCutter).toBe(0);
    const newer = receive(storage, payloadOf(6_000, 1), 9_600);
    expect(newer.ok && !newer.value.stored && newer.value.newer && !newer.value.same).toBe(true);
    expect(receive(storage, payloadOf(6_000, 1), 9_700, { onExisting: "replace" })).toEqual({ ok: true, value: { stored: true, id: ID, kind: "cake" } });
    expect(stored(storage, ID).state.games[0]?.firstCutter).toBe(1);
    expect(sessions(storage)).toHaveLength(1);
  });

  test("keep both stores the received game under a fresh id beside the one here", () => {
    const storage = new MemoryStorage();
    receive(storage, payloadOf(5_000), 9_000);
    expect(receive(storage, payloadOf(5_000), 9_500, { onExisting: "keepBoth" })).toEqual({ ok: true, value: { stored: true, id: "fresh0000id1", kind: "cake" } });
    expect(sessions(storage).sort()).toEqual([sessionKey("fresh0000id1"), sessionKey(ID)].sort());
  });

  test("a game handed over from this phone comes back in place, without asking", () => {
    const storage = new MemoryStorage();
    receive(storage, payloadOf(5_000, 0), 9_000);
    markHandedOver(storage, ID, 9_100);
    expect(receive(storage, payloadOf(8_000, 1), 9_900)).toEqual({ ok: true, value: { stored: true, id: ID, kind: "cake" } });
    expect(stored(storage, ID).state.games[0]?.firstCutter).toBe(1);
    expect(storage.getItem(`${STORAGE_KEYS.handedOverPrefix}${ID}`)).toBeNull();
  });

  test("a game handed over from here, deleted here since, and received again opens unlocked (no mark left from before)", () => {
    const storage = new MemoryStorage();
    receive(storage, payloadOf(5_000, 0), 9_000);
    markHandedOver(storage, ID, 9_100);
    // As an older phone left it: the record gone, its mark still there.
    storage.removeItem(sessionKey(ID));
    expect(receive(storage, payloadOf(8_000, 1), 9_900)).toEqual({ ok: true, value: { stored: true, id: ID, kind: "cake" } });
    expect(storage.getItem(`${STORAGE_KEYS.handedOverPrefix}${ID}`)).toBeNull();
  });

  test("a game written in place of the one here (it comes back, or replaces it) is one revision above it, through the one compare-and-set", () => {
    const storage = new MemoryStorage();
    receive(storage, payloadOf(5_000, 0), 9_000);
    const rev = () => (JSON.parse(storage.getItem(sessionKey(ID)) ?? "null") as { rev: number }).rev;
    expect(rev()).toBe(0);
    // A tab showing the game here saves two steps meanwhile (revisions 1 and 2).
    const here = JSON.parse(storage.getItem(sessionKey(ID)) ?? "null") as Record<string, unknown>;
    storage.setItem(sessionKey(ID), JSON.stringify({ ...here, rev: 2 }));
    markHandedOver(storage, ID, 9_100);
    receive(storage, payloadOf(8_000, 1), 9_900);
    // Before: written at revision 0, below the 2 the tab had seen, which showed it as a conflict.
    expect(rev()).toBe(3);
    expect(receive(storage, payloadOf(9_000, 0), 9_950, { onExisting: "replace" })).toMatchObject({ ok: true, value: { stored: true } });
    expect(rev()).toBe(4);
    // A damaged record under the id is replaced too, as before.
    storage.setItem(sessionKey(ID), "{cut sh");
    expect(receive(storage, payloadOf(9_500, 1), 9_990, { onExisting: "replace" })).toMatchObject({ ok: true, value: { stored: true } });
    expect(rev()).toBe(0);
  });

  test("once stored, only the codes of that series are forgotten", () => {
    const storage = new MemoryStorage();
    const parts = (frame: string) => {
      const split = splitFrame(frame, 4);
      if (!split.ok) throw new Error("split");
      return split.value.map((p) => {
        const part = parsePart(p);
        if (!part.ok) throw new Error("part");
        return part.value;
      });
    };
    const [mine] = parts("AAAAbbbb");
    const [other] = parts("CCCCdddd");
    if (!mine || !other) throw new Error("parts");
    addPart(storage, mine, 1);
    addPart(storage, other, 2);
    receive(storage, payloadOf(5_000), 9_000, { series: seriesKey(mine) });
    expect(pendingSeries(storage).map((p) => p.key)).toEqual([seriesKey(other)]);
  });

  test("an invalid game writes nothing", () => {
    const storage = new MemoryStorage();
    const bad = payloadOf(5_000);
    expect(storeReceived(storage, bad, { players: 3 }, cake, 9_000)).toEqual({ ok: false, error: "invalid" });
    expect(storage.length).toBe(0);
  });
});

describe("a whole handover opened on the receiving phone", () => {
  const definitionOf = async (kind: string) => (kind === "cake" ? cake : undefined);

  test("a received game's codes, from the last one to the game stored, the codes it came from forgotten", async () => {
    const storage = new MemoryStorage();
    const parts = await encodeHandover(payloadOf(5_000), 200);
    if (!parts.ok) throw new Error(parts.error.code);
    expect(parts.value.length).toBeGreaterThan(1);
    let added = null;
    for (const text of parts.value) {
      const part = parsePart(text);
      if (!part.ok) throw new Error(part.error.code);
      added = { series: seriesKey(part.value), ...addPart(storage, part.value, 10) };
    }
    if (!added?.frame.ok) throw new Error("not whole");
    expect(await openFrame(storage, added.frame.value, definitionOf, 9_000, added.series)).toEqual({ kind: "stored", id: ID, game: "cake" });
    expect(stored(storage, ID).updatedAt).toBe(5_000);
    expect(pendingSeries(storage)).toEqual([]);
    // The same game again: nothing written, the person is asked.
    const again = await openFrame(storage, added.frame.value, definitionOf, 9_500, null);
    expect(again).toMatchObject({ kind: "exists", found: { stored: false, id: ID, same: true } });
    expect(await receiveGame(storage, payloadOf(5_000), payloadOf(5_000).record.state, definitionOf, 9_600, { onExisting: "keepBoth" })).toMatchObject({ kind: "stored", game: "cake" });
    expect(sessions(storage)).toHaveLength(2);
  });

  test("a sealed handover waits for its PIN or code and writes nothing; an Eleusis one shows its sealed rules' commitments", async () => {
    const storage = new MemoryStorage();
    const sealed = await sealText("4821", "[]", { iterations: 1 });
    if (!sealed.ok) throw new Error(sealed.error);
    const box = sealed.value;
    const cakeSealed = await encodeFrame({ ...payloadOf(5_000), sealed: box });
    expect(await openFrame(storage, cakeSealed, definitionOf, 9_000, null)).toMatchObject({ kind: "sealed", hashes: [] });
    const eleusis = payloadOf(5_000);
    const deals = [{ revealedAt: null, commitments: [{ hash: "old" }, { hash: "h1" }] }, { revealedAt: 7, commitments: [{ hash: "shown" }] }];
    const sealedRules = await encodeFrame({ ...eleusis, record: { ...eleusis.record, kind: "eleusis", state: { deals } }, sealed: box });
    expect(await openFrame(storage, sealedRules, definitionOf, 9_000, null)).toMatchObject({ kind: "sealed", hashes: ["h1"] });
    expect(storage.length).toBe(0);
  });

  test("what cannot be opened is said, and nothing is written", async () => {
    const storage = new MemoryStorage();
    expect(await openFrame(storage, "AAAA", definitionOf, 9_000, null)).toEqual({ kind: "error", code: "corrupt" });
    expect(await openFrame(storage, await encodeFrame({ app: "other" }), definitionOf, 9_000, null)).toEqual({ kind: "error", code: "notHandover" });
    const frame = await encodeFrame(payloadOf(5_000));
    // A game whose code does not load (offline before the worker cached it), or one this app lacks.
    expect(await openFrame(storage, frame, () => Promise.reject(new Error("offline")), 9_000, null)).toEqual({ kind: "error", code: "storage" });
    expect(await openFrame(storage, frame, async () => undefined, 9_000, null)).toEqual({ kind: "error", code: "invalid" });
    expect(await receiveGame(storage, payloadOf(5_000), { players: 3 }, definitionOf, 9_000)).toEqual({ kind: "error", code: "invalid" });
    expect(storage.length).toBe(0);
  });
});

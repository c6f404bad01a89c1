import { describe, expect, test } from "vitest";
import { cakeGame, newCakeState } from "@/lib/cake/session";
import type { HandoverPayload } from "@/lib/handover/payload";
import { addPart, pendingSeries, seriesKey } from "@/lib/handover/receive";
import { parsePart, splitFrame } from "@/lib/handover/codec";
import { storeReceived } from "@/lib/handover/store-received";
import { MemoryStorage, listKeys, sessionKey, STORAGE_KEYS } from "@/lib/store/backend";
import { markHandedOver } from "@/lib/store/sessions";
import { makeRecord } from "@/lib/store/record";

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

import { describe, expect, test } from "vitest";
import type { Part } from "@/lib/handover/codec";
import { parsePart, splitFrame } from "@/lib/handover/codec";
import type { Held } from "@/lib/handover/receive";
import { addPart, dropSeries, frameOf, pendingSeries, readCollected, seriesKey } from "@/lib/handover/receive";
import { MemoryStorage, STORAGE_KEYS } from "@/lib/store/backend";

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

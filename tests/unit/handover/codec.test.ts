import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { crc32, fromBase64Url, toBase64Url } from "@/lib/bytes";
import { assemble, decodeFrame, decodeHandover, encodeFrame, encodeHandover, HANDOVER_VERSION, parsePart, splitFrame, decompress, METHODS } from "@/lib/handover/codec";
import type { Part } from "@/lib/handover/codec";

const enc = new TextEncoder();

/** A game-like payload: repetitive JSON of a given number of plays. */
function payload(plays: number) {
  return {
    kind: "eleusis",
    players: ["Аня", "Bob", "Cleo", "Dmitri", "Eve"],
    plays: Array.from({ length: plays }, (_, i) => ({ id: i + 1, seat: i % 5, card: { rank: String((i % 13) + 1), suit: "SHDC"[i % 4] }, ok: i % 3 !== 0 })),
  };
}

describe("bytes", () => {
  test("crc32 check value", () => {
    expect(crc32(enc.encode("123456789"))).toBe(0xcbf43926);
  });
  test("base64url round trip", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }));
  });
  test("base64url rejects foreign characters and impossible lengths", () => {
    expect(fromBase64Url("ab+c")).toBeNull();
    expect(fromBase64Url("abcde")).toBeNull();
  });
});

describe("reading deflate (the platform's DecompressionStream)", () => {
  test.each([0, 1, 100, 1000])("reads zlib's raw deflate of %i plays", async (n) => {
    const json = enc.encode(JSON.stringify(payload(n)));
    expect(await decompress(METHODS.deflateRaw, new Uint8Array(deflateRawSync(json)))).toEqual(json);
  });
  test("reads stored and fixed-Huffman blocks", async () => {
    const json = enc.encode("hello hello hello hello");
    expect(await decompress(METHODS.deflateRaw, new Uint8Array(deflateRawSync(json, { level: 0 })))).toEqual(json);
    expect(await decompress(METHODS.deflateRaw, new Uint8Array(deflateRawSync(json, { strategy: 4 })))).toEqual(json);
  });
  test("random bytes and unknown methods never throw", async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 0, max: 255 }), async (bytes, method) => {
      const out = await decompress(method, bytes);
      expect(out === null || out instanceof Uint8Array).toBe(true);
    }));
  });
});

describe("frames and series", () => {
  test("a payload survives encode → split → parse → assemble → decode", async () => {
    const p = payload(30);
    const parts = await encodeHandover(p, 300);
    expect(parts.ok).toBe(true);
    if (!parts.ok) return;
    const back = await decodeHandover(parts.value);
    expect(back).toEqual({ ok: true, value: p });
  });

  test("compression makes a repetitive payload much smaller than its JSON", async () => {
    const p = payload(150);
    const frame = await encodeFrame(p);
    expect(frame.length).toBeLessThan(JSON.stringify(p).length / 3);
  });

  test("a frame written without CompressionStream is stored (method 0) and read as well as a compressed one", async () => {
    const p = payload(60);
    const compressed = await encodeFrame(p, true);
    expect(fromBase64Url(compressed)?.[1]).toBe(1);
    expect(await decodeFrame(compressed)).toEqual({ ok: true, value: p });
    const stored = await encodeFrame(p, false);
    expect(fromBase64Url(stored)?.[1]).toBe(0);
    expect(await decodeFrame(stored)).toEqual({ ok: true, value: p });
  });

  test("parts given out of order and twice are assembled", async () => {
    const parts = await encodeHandover(payload(150), 120);
    if (!parts.ok) throw new Error("encode");
    expect(parts.value.length).toBeGreaterThan(3);
    const shuffled = [...parts.value].reverse();
    shuffled.push(parts.value[0] ?? "");
    expect((await decodeHandover(shuffled)).ok).toBe(true);
  });

  test("missing parts are named by number", async () => {
    const parts = await encodeHandover(payload(150), 120);
    if (!parts.ok) throw new Error("encode");
    const n = parts.value.length;
    const some = parts.value.filter((_, i) => i !== 1 && i !== n - 1);
    expect(await decodeHandover(some)).toEqual({ ok: false, error: { code: "missing", missing: [2, n], total: n } });
  });

  test("parts of two different games do not mix", async () => {
    const a = await encodeHandover(payload(40), 100);
    const b = await encodeHandover(payload(41), 100);
    if (!a.ok || !b.ok) throw new Error("encode");
    const r = await decodeHandover([a.value[0] ?? "", b.value[1] ?? ""]);
    expect(r.ok ? "ok" : r.error.code).toBe("mixed");
  });

  test("too long a game is refused rather than shown as 100 codes", () => {
    expect(splitFrame("A".repeat(41 * 10), 10)).toEqual({ ok: false, error: { code: "tooLarge" } });
  });
});

describe("broken links", () => {
  async function one(): Promise<string> {
    const parts = await encodeHandover(payload(5), 1000);
    if (!parts.ok) throw new Error("encode");
    return `https://example.org/en/handover#${parts.value[0] ?? ""}`;
  }

  test("a whole link, a #fragment and a bare fragment parse alike", async () => {
    const link = await one();
    const frag = link.split("#")[1] ?? "";
    expect(parsePart(link)).toEqual(parsePart(`#${frag}`));
    expect(parsePart(frag).ok).toBe(true);
  });

  test("every single changed character is caught", async () => {
    const link = await one();
    const start = link.indexOf("#") + 1;
    const alphabet = "AZaz09-_.";
    for (let i = start; i < link.length; i++) {
      for (const c of alphabet) {
        if (link[i] === c) continue;
        const changed = link.slice(0, i) + c + link.slice(i + 1);
        const r = parsePart(changed);
        if (r.ok) {
          // A part that still parses (e.g. a digit of k/n changed consistently is impossible: the check covers it).
          throw new Error(`accepted a changed link at ${i}: ${c}`);
        }
      }
    }
  });

  test.each([5, 10, 20, 40])("a link cut %i characters short is 'truncated'", async (cut) => {
    const link = await one();
    const r = parsePart(link.slice(0, link.length - cut));
    expect(r.ok ? "ok" : r.error.code).toBe("truncated");
  });

  test("a link cut inside its header is 'truncated'", async () => {
    const link = await one();
    const frag = link.split("#")[1] ?? "";
    for (const n of [1, 2, 4, 6, 9]) {
      const r = parsePart(frag.slice(0, n));
      expect(r.ok ? "ok" : r.error.code).toBe("truncated");
    }
  });

  test("a link from a newer version says so", async () => {
    const link = await one();
    const newer = link.replace(`#${HANDOVER_VERSION}.`, `#${HANDOVER_VERSION + 1}.`);
    expect(parsePart(newer)).toEqual({ ok: false, error: { code: "newerVersion", version: HANDOVER_VERSION + 1 } });
  });

  test("a frame of a newer version says so", async () => {
    const frame = fromBase64Url(await encodeFrame({ a: 1 }));
    if (!frame) throw new Error("frame");
    frame[0] = HANDOVER_VERSION + 1;
    expect(await decodeFrame(toBase64Url(frame))).toEqual({ ok: false, error: { code: "newerVersion", version: HANDOVER_VERSION + 1 } });
  });

  test("a frame whose body was altered behind valid part checks is 'corrupt' or 'changed'", async () => {
    const frame = fromBase64Url(await encodeFrame(payload(10), false));
    if (!frame) throw new Error("frame");
    frame[20] = (frame[20] ?? 0) ^ 1;
    const split = splitFrame(toBase64Url(frame), 1000);
    if (!split.ok) throw new Error("split");
    const r = await decodeHandover(split.value);
    expect(r.ok ? "ok" : r.error.code).toBe("corrupt");
  });

  test("anything at all never throws and is never accepted by chance", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => {
      const r = parsePart(s);
      expect(r.ok).toBe(false);
    }));
  });

  test("assemble of nothing is 'empty'", () => {
    const none: Part[] = [];
    expect(assemble(none)).toEqual({ ok: false, error: { code: "empty" } });
  });
});

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { encodeHandover } from "@/lib/handover/codec";
import { newScan, readScan } from "@/lib/handover/scan";
import type { ScanState, ScanStep } from "@/lib/handover/scan";

const link = (frag: string) => `https://table.example/en/handover#${frag}`;

async function series(seed: string, n = 3): Promise<string[]> {
  const payload = { app: "tabletop-referee", type: "handover", seed, filler: Array.from({ length: 40 * n }, (_, i) => `${seed}-${i * 7919}`) };
  const parts = await encodeHandover(payload, 200, false);
  if (!parts.ok) throw new Error("encode");
  return parts.value.map(link);
}

function run(texts: string[], start: ScanState = newScan()): ScanStep[] {
  let state = start;
  return texts.map((t) => {
    const next = readScan(state, t);
    state = next.state;
    return next.step;
  });
}

describe("the scanner's reading of camera texts", () => {
  test("every part of a series passes once, however long the camera holds each code", async () => {
    const links = await series("a");
    expect(links.length).toBeGreaterThan(2);
    const steps = run(links.flatMap((l) => [l, l, l]));
    const parts = steps.filter((s) => s.kind === "part");
    expect(parts.map((s) => (s.kind === "part" ? s.k : 0))).toEqual(links.map((_, i) => i + 1));
    expect(steps.filter((s) => s.kind === "again")).toHaveLength(links.length * 2);
  });

  test.each([
    ["a web address", "https://example.com/menu", "notOurs"],
    ["plain text", "WIFI:S:home;T:WPA;P:secret;;", "notOurs"],
    ["another page of this app (a Pechenka phone link)", "https://table.example/en/pechenka/card#AbCdEf0123", "notOurs"],
    ["a newer app's handover", "https://table.example/en/handover#9.1.1.4.AAAAAAAA.abcd", "newerVersion"],
  ])("a QR code that is not a handover part (%s) is refused", (_, text, problem) => {
    expect(run([text])).toEqual([{ kind: "problem", problem }]);
  });

  test("a damaged part (one character changed, or cut short) is refused and its series still goes on", async () => {
    const links = await series("b");
    const first = links[0] ?? "";
    const at = first.length - 5;
    const changed = first.slice(0, at) + (first[at] === "A" ? "B" : "A") + first.slice(at + 1);
    const cut = first.slice(0, -20);
    const steps = run([changed, cut, first]);
    expect(steps).toEqual([
      { kind: "problem", problem: "damaged" },
      { kind: "problem", problem: "damaged" },
      expect.objectContaining({ kind: "part", k: 1 }),
    ]);
  });

  test("a part of another handover after the first accepted one is refused (nothing of it goes on)", async () => {
    const [a1, a2] = await series("c");
    const [b1] = await series("d");
    const steps = run([a1 ?? "", b1 ?? "", a2 ?? ""]);
    expect(steps.map((s) => s.kind)).toEqual(["part", "problem", "part"]);
    expect(steps[1]).toEqual({ kind: "problem", problem: "otherSeries" });
  });

  test("a scanner opened on a series already being received refuses another one from the start", async () => {
    const [a1] = await series("e");
    const [b1] = await series("f");
    const seriesId = (a1 ?? "").split("#")[1]?.split(".")[4]?.slice(0, 4) ?? "";
    expect(run([b1 ?? "", a1 ?? ""], newScan(seriesId)).map((s) => s.kind)).toEqual(["problem", "part"]);
  });

  test("any text never throws and always gives a step", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 200 }), { maxLength: 8 }), (texts) => {
        for (const step of run(texts)) expect(["again", "problem", "part"]).toContain(step.kind);
      }),
    );
  });
});

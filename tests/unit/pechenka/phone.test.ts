import { describe, expect, test } from "vitest";
import type { RevealPayload } from "@/lib/pechenka/link";
import { openOnPhone, parsePhoneMemory, remember } from "@/lib/pechenka/phone";

const p: RevealPayload = { table: "aabbccddee", deal: 1, seat: 0, name: "Маша", players: 4, roles: ["cookie", "blue", "n37", "strontium"] };

describe("phone memory", () => {
  test("first visit starts at round 1 and the round is remembered", () => {
    const first = openOnPhone({}, p, 1);
    expect(first).toMatchObject({ status: "current", round: 0 });
    const mem = remember(first.memory, p, 2, 2);
    expect(openOnPhone(mem, p, 3)).toMatchObject({ status: "current", round: 2 });
  });

  test("after the new deal was opened, the old link says it is out of date", () => {
    const mem = openOnPhone(remember({}, p, 3, 1), { ...p, deal: 2 }, 2).memory;
    expect(openOnPhone(mem, { ...p, deal: 2 }, 3)).toMatchObject({ status: "current", round: 0 });
    expect(openOnPhone(mem, p, 4)).toMatchObject({ status: "outdated", newerDeal: 2 });
  });

  test("garbage in storage is ignored, never thrown", () => {
    for (const raw of [null, 1, "x", [], { aabbccddee: 5 }, { nothex: { deal: 1, round: 0 } }, { aabbccddee: { deal: 0, round: 9 } }]) {
      expect(parsePhoneMemory(raw)).toEqual({});
    }
    expect(parsePhoneMemory({ aabbccddee: { deal: 3, round: 1, seenAt: 5 } })).toEqual({ aabbccddee: { deal: 3, round: 1, seenAt: 5 } });
  });

  test("rounds are clamped and only the newest 20 tables are kept", () => {
    expect(remember({}, p, 9, 1)[p.table]?.round).toBe(3);
    let mem = {};
    for (let i = 0; i < 30; i++) mem = remember(mem, { ...p, table: i.toString(16).padStart(10, "0") }, 0, i);
    expect(Object.keys(mem)).toHaveLength(20);
  });
});

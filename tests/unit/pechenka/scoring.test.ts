import { describe, expect, test } from "vitest";
import type { RoundEntry } from "@/lib/pechenka/scoring";
import type { RoleId } from "@/lib/pechenka/roles";
import { emptyEntry, resolveBlockedPair, scoreRound, standings, totals, validateEntry, winners } from "@/lib/pechenka/scoring";

const [BART, HOMER, MARGE, LISA] = [0, 1, 2, 3];
// Bart is Cookie (hunts Blue), Lisa is Blue, as in the seed's Sword example; Marge 37 hunts Cookie.
const simpsons: RoleId[] = ["cookie", "strontium", "n37", "blue"];

function entry(n: number, set: Record<number, Partial<RoundEntry[number]>>): RoundEntry {
  return emptyEntry(n).map((e, seat) => ({ ...e, ...set[seat] }));
}

describe("seed 001: Bart swords Lisa, Homer shields against Marge, Marge may not sword Homer", () => {
  const asTyped = entry(4, {
    [BART]: { sword: LISA },
    [HOMER]: { shield: MARGE },
    [MARGE]: { sword: HOMER },
  });

  test("an entry with Marge's Sword on Homer and Homer's Shield on Marge is refused", () => {
    expect(validateEntry(asTyped, 4)).toEqual([{ code: "blockedPair", swordSeat: MARGE, shieldSeat: HOMER }]);
    expect(scoreRound(simpsons, asTyped, 4).ok).toBe(false);
  });

  test("Homer placed first (seat order from Bart), so his Shield stays and Marge's Sword went to Bart", () => {
    const fixed = resolveBlockedPair(asTyped, { swordSeat: MARGE, shieldSeat: HOMER }, "shield", BART);
    expect(fixed[MARGE]).toEqual({ sword: BART, shield: null, hill: false });
    expect(fixed[HOMER]).toEqual({ sword: null, shield: MARGE, hill: false });
    const res = scoreRound(simpsons, fixed, 4);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    // Bart: Sword on Lisa (Blue, his target) = 3. Homer (Strontium) shields 37, but Blue hunts him = 0.
    // Marge (37) swords Bart (Cookie, her target) = 3. Lisa played her Hill = 0.
    expect(res.value.coins).toEqual([3, 0, 3, 0]);
    expect(res.value.reasons[BART]).toEqual([{ kind: "sword", seat: LISA, role: "blue", coins: 3 }]);
  });

  test("had the Sword come first, the Shield would be the card that moved", () => {
    const fixed = resolveBlockedPair(asTyped, { swordSeat: MARGE, shieldSeat: HOMER }, "sword", LISA);
    expect(fixed[HOMER]?.shield).toBe(LISA);
    expect(fixed[MARGE]?.sword).toBe(HOMER);
    const res = scoreRound(simpsons, fixed, 4);
    // Homer (Strontium) is hunted by Blue = Lisa: 2 coins.
    expect(res.ok && res.value.coins).toEqual([3, 2, 0, 0]);
  });
});

describe("round scoring", () => {
  test("Sword 3, Shield 2, Hill 1, all together", () => {
    // 5 players: cookie→blue→strontium→n37→persians→cookie
    const roles: RoleId[] = ["blue", "cookie", "persians", "strontium", "n37"];
    const e = entry(5, { 0: { sword: 3, shield: 1, hill: true }, 2: { sword: 1, shield: 4 }, 4: { shield: 3, hill: true } });
    const res = scoreRound(roles, e, 5);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.coins).toEqual([6, 0, 5, 0, 3]);
    expect(res.value.reasons[0]?.map((r) => r.kind)).toEqual(["sword", "shield", "hill"]);
  });

  test("a Sword and a Shield both before the same player is fine", () => {
    const roles: RoleId[] = ["cookie", "blue", "strontium", "n37"];
    // Cookie's target Blue (seat 1); Cookie's hunter 37 (seat 3)
    const e = entry(4, { 0: { sword: 1, shield: 1 } });
    expect(validateEntry(e, 4)).toEqual([]);
    expect(scoreRound(roles, e, 4).ok && scoreRound(roles, e, 4)).toMatchObject({ value: { coins: [3, 0, 0, 0] } });
  });

  test("Swords at each other and Shields at each other are allowed", () => {
    const e = entry(4, { 0: { sword: 1, shield: 2 }, 1: { sword: 0 }, 2: { shield: 0 } });
    expect(validateEntry(e, 4)).toEqual([]);
  });

  test("nobody targets themself", () => {
    const e = entry(4, { 2: { sword: 2, shield: 2 } });
    expect(validateEntry(e, 4)).toEqual([
      { code: "selfTarget", seat: 2, card: "sword" },
      { code: "selfTarget", seat: 2, card: "shield" },
    ]);
  });

  test("6 players: no Hill", () => {
    const roles: RoleId[] = ["cookie", "blue", "strontium", "n37", "persians", "cosine"];
    const e = entry(6, { 4: { hill: true } });
    expect(validateEntry(e, 6)).toEqual([{ code: "hillWith6", seat: 4 }]);
    expect(scoreRound(roles, e, 6).ok).toBe(false);
    // 6 players: Cosine hunts Cookie, so the Cookie's Shield on Cosine earns 2
    const ok = scoreRound(roles, entry(6, { 0: { shield: 5 } }), 6);
    expect(ok.ok && ok.value.coins).toEqual([2, 0, 0, 0, 0, 0]);
  });

  test("unknown seats and wrong sizes are refused", () => {
    expect(validateEntry(entry(4, { 1: { sword: 7 } }), 4)).toEqual([{ code: "unknownSeat", seat: 1, card: "sword" }]);
    expect(validateEntry(emptyEntry(3), 4)).toEqual([{ code: "wrongCount", expected: 4 }]);
  });

  test("totals, running standings and winners; a tie stays a tie", () => {
    const rounds = [
      [3, 0, 2, 1],
      [0, 5, 1, 1],
      [2, 0, 2, 3],
    ];
    expect(standings(rounds, 4)).toEqual([
      [3, 0, 2, 1],
      [3, 5, 3, 2],
      [5, 5, 5, 5],
    ]);
    expect(totals(rounds, 4)).toEqual([5, 5, 5, 5]);
    expect(winners([5, 5, 5, 5])).toEqual([0, 1, 2, 3]);
    expect(winners([4, 9, 2, 9])).toEqual([1, 3]);
    expect(winners([4, 9, 2, 8])).toEqual([1]);
    expect(totals([], 4)).toEqual([0, 0, 0, 0]);
  });
});

import { describe, expect, test } from "vitest";
import { safeParse } from "zod/mini";
import fc from "fast-check";
import { CakeStateSchema, cakeGame, newCakeState, reduceCake } from "@/lib/cake/session";
import type { CakeAction, CakeState } from "@/lib/cake/session";
import { KIND_IDS } from "@/lib/cake/kinds";
import { parseWith } from "@/lib/zod";

const cake = cakeGame;

// The store validates stored series with the zod/mini schema (cake.schema): everything the
// reducer makes passes unchanged; anything else is a result, never a throw.

const names = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 5 });
const field = fc.oneof(
  fc.record({ part: fc.constant("saved" as const), kind: fc.constantFrom(...KIND_IDS) }),
  fc.record({ part: fc.constant("eaten" as const), kind: fc.constantFrom(...KIND_IDS) }),
  fc.constant({ part: "rosettes" as const }),
);
const action = (n: number): fc.Arbitrary<CakeAction> =>
  fc.oneof(
    fc.record({ type: fc.constant("set-field" as const), game: fc.nat(3), player: fc.nat(n - 1), field, value: fc.string({ maxLength: 7 }) }),
    fc.record({ type: fc.constant("step" as const), game: fc.nat(3), player: fc.nat(n - 1), field, delta: fc.constantFrom(1 as const, -1 as const) }),
    fc.record({ type: fc.constant("set-eaten-mode" as const), game: fc.nat(3), player: fc.nat(n - 1), mode: fc.constantFrom("perKind" as const, "rosettes" as const) }),
    fc.record({ type: fc.constant("finish" as const), game: fc.nat(3) }),
    fc.constant({ type: "next-game" as const }),
    fc.record({ type: fc.constant("set-round" as const), game: fc.nat(3), round: fc.integer({ min: 0, max: 6 }) }),
  );
const validState: fc.Arbitrary<CakeState> = names.chain((players) =>
  fc
    .tuple(fc.nat(players.length - 1), fc.array(action(players.length), { maxLength: 30 }))
    .map(([cutter, actions]) => actions.reduce((s, a) => reduceCake(s, a), newCakeState(players, cutter))),
);

const oddValue = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, true, "", "x".repeat(7), "x".repeat(41), -1, 0, 1, 2, 5, 6, 1.5, 2 ** 60, NaN, Infinity, [], {}, ["a"], "perKind", "rosettes", "tied-none-score"),
  fc.string({ maxLength: 3 }),
  fc.integer({ min: -2, max: 60 }),
);

/** Replaces (or deletes, or adds a key at) one random place of a JSON-like value. */
function mutate(value: unknown, pick: number, replacement: unknown, mode: number): unknown {
  const places: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach((c, i) => {
        places.push({ parent: v, key: i });
        walk(c);
      });
    } else if (typeof v === "object" && v !== null) {
      for (const [k, c] of Object.entries(v)) {
        places.push({ parent: v as Record<string, unknown>, key: k });
        walk(c);
      }
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const place = places[pick % Math.max(1, places.length)];
  if (!place) return replacement;
  const parent = place.parent as Record<string | number, unknown>;
  if (mode === 0) parent[place.key] = replacement;
  else if (mode === 1) delete parent[place.key];
  else if (!Array.isArray(place.parent)) parent.extraKey = replacement;
  else (place.parent as unknown[]).push(replacement);
  return copy;
}

const check = (v: unknown) => parseWith(cake.schema, v);

describe("the stored-series schema", () => {
  test("every state the reducer produces is accepted, unchanged", () => {
    expect(cake.schema).toBe(CakeStateSchema);
    fc.assert(fc.property(validState, (s) => {
      const r = check(s);
      expect(r.ok).toBe(true);
      expect(r.ok && r.value).toEqual(s);
    }));
  });

  test("mutated states: a result, never a throw; a refusal names where", () => {
    fc.assert(
      fc.property(validState, fc.nat(), oddValue, fc.nat(2), (s, pick, replacement, mode) => {
        const r = check(mutate(s, pick, replacement, mode));
        if (!r.ok) expect(r.error).toMatch(/: /);
      }),
      { numRuns: 1000 },
    );
  });

  test.each([
    ["not an object", 42],
    ["null", null],
    ["duplicate names", { ...newCakeState(["A", "B"]), players: ["A", "A"] }],
    ["first cutter not a player", { ...newCakeState(["A", "B"]), seriesFirstCutter: 2 }],
    ["a game with another player count", { ...newCakeState(["A", "B", "C"]), players: ["A", "B"] }],
    ["an unknown kind", JSON.parse(JSON.stringify(newCakeState(["A", "B"])).replace('"plum":""', '"plum":"","mango":""'))],
  ])("refuses %s", (_, v) => {
    expect(check(v).ok).toBe(false);
  });

  test("the store sees the schema with a path in the problem", () => {
    const r = safeParse(cake.schema, { ...newCakeState(["A", "B"]), tieRule: "coin-flip" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]).toMatchObject({ path: ["tieRule"] });
    expect(safeParse(cake.schema, newCakeState(["A", "B"])).success).toBe(true);
  });
});

import fc from "fast-check";
import { safeParse } from "zod/mini";
import { describe, expect, test } from "vitest";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import type { PlayerCount } from "@/lib/pechenka/roles";
import { dealGame } from "@/lib/pechenka/deal";
import { pechenkaStateSchema, newPechenka, pechenkaGame, reducePechenka } from "@/lib/pechenka/session";
import { parseWith } from "@/lib/zod";
import { seeded } from "./seeded";

const pechenka = pechenkaGame;

const actionArb: fc.Arbitrary<PechenkaAction> = fc.oneof(
  fc.record({ type: fc.constant("markShown" as const), seat: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ type: fc.constant("setHostSeat" as const), seat: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }) }),
  fc.record({ type: fc.constant("setFirstSeat" as const), seat: fc.integer({ min: 0, max: 5 }) }),
  fc.constantFrom<PechenkaAction>({ type: "start" }, { type: "beginEntry" }, { type: "reveal" }, { type: "nextRound" }, { type: "peekRoles" }, { type: "backToEntry" }),
  fc.record({
    type: fc.constant("editEntry" as const),
    seat: fc.integer({ min: 0, max: 5 }),
    patch: fc.record({ sword: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }), hill: fc.boolean() }, { requiredKeys: [] }),
  }),
);

/** Reachable states: a new game of 4–6 driven by random actions. */
const stateArb = fc
  .record({ n: fc.constantFrom<PlayerCount>(4, 5, 6), seed: fc.integer(), actions: fc.array(actionArb, { maxLength: 40 }) })
  .map(({ n, seed, actions }) => {
    const names = ["Аня", "Bob", "Cy", "Dee", "Eve", "Фёдор"].slice(0, n);
    return actions.reduce(reducePechenka, newPechenka(names, "00aa11bb22", dealGame(n, seeded(seed))));
  });

/** Replaces the value at a random path with something random (or deletes it). */
function mutate(state: PechenkaState, pick: number, value: unknown, del: boolean): unknown {
  const copy = JSON.parse(JSON.stringify(state)) as unknown;
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(copy, []);
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0) return value;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (del) delete parent[last];
  else parent[last] = value;
  return copy;
}

describe("the stored-state schema the store runs (pechenka.schema)", () => {
  test("every reachable state is valid and parses to itself", () => {
    expect(pechenka.schema).toBe(pechenkaStateSchema);
    fc.assert(
      fc.property(stateArb, (s) => {
        const z = parseWith(pechenka.schema, s);
        expect(z.ok).toBe(true);
        expect(z.ok && z.value).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  test("mutated states: a result, never a throw; a refusal names where (thousands of cases)", () => {
    const valueArb = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.boolean(),
      fc.integer({ min: -2, max: 300 }),
      fc.double(),
      fc.string({ maxLength: 70 }),
      fc.constantFrom("cookie", "cosine", "phones", "pass", "play", "revealed", "00aa11bb22", []),
      fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
      fc.object({ maxDepth: 1 }),
    );
    fc.assert(
      fc.property(stateArb, fc.nat(), valueArb, fc.boolean(), (s, pick, value, del) => {
        const v = mutate(s, pick, value, del);
        const z = parseWith(pechenka.schema, v);
        if (!z.ok) expect(z.error).toMatch(/: /);
      }),
      { numRuns: 3000 },
    );
  });

  test("unknown keys are dropped", () => {
    const s = { ...newPechenka(["A", "B", "C", "D"], "00aa11bb22", dealGame(4, seeded(1))), extra: 1 };
    const g = parseWith(pechenka.schema, s);
    expect(g.ok && "extra" in g.value).toBe(false);
    expect(safeParse(pechenka.schema, s).success).toBe(true);
    expect(safeParse(pechenka.schema, { ...s, deal: 0 }).success).toBe(false);
  });
});

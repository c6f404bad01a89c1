import { describe, expect, test } from "vitest";
import type { Card } from "@/lib/eleusis/cards";
import { parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import { eleusisGame, resolveRule } from "@/lib/eleusis/game";
import { eleusisStateSchema } from "@/lib/eleusis/session-schema";
import type { HandAction, JudgeFn, RuleResolver } from "@/lib/eleusis/judge";
import type { DealRule, EleusisAction, EleusisState } from "@/lib/eleusis/session";
import {
  eleusisDefinition,
  cycleTable,
  redactForExport,
  reduceSession,
  seating,
  startSession,
} from "@/lib/eleusis/session";

const eleusis = eleusisGame;

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const NEXT_SUIT = { clubs: "diamonds", diamonds: "hearts", hearts: "spades", spades: "clubs" } as const;
const suitCycle: JudgeFn = (card, { line }) => {
  const top = line[line.length - 1];
  return !top || card.suit === NEXT_SUIT[top.suit];
};
const resolve: RuleResolver = (text) => (text === "suit-cycle" ? suitCycle : null);
const SALT = "00112233445566778899aabbccddeeff";
const deal = (at: number): DealRule => ({
  rule: commitSync("suit-cycle", SALT),
  presetId: "seed-2",
  wording: { ru: "Масти по кругу", en: "Suits in a cycle" },
  playedAnyway: false,
  pinHash: null,
  at,
});
const hand = (action: HandAction): EleusisAction => ({ type: "hand", action });
const play = (seat: number, card: string, source: "hand" | "error" = "hand") =>
  hand({ type: "play", seat, card: c(card), source });

function run(s: EleusisState, ...actions: EleusisAction[]): EleusisState {
  return actions.reduce((x, a) => reduceSession(x, a, resolve), s);
}

const PLAYERS = ["Dana", "Ann", "Boris", "Cyril"];
function fresh(robot = false): EleusisState {
  const s = startSession({ players: robot ? PLAYERS.slice(1) : PLAYERS, robot, firstDealer: 0 }, deal(1));
  if (!s) throw new Error("no session");
  return s;
}

/** One suit-cycle hand (3 hands of 17 would be long: the seat sizes are fixed to 2 first). */
function shortHand(s: EleusisState): EleusisState {
  return run(
    s,
    hand({ type: "setStarter", card: c("5C") }),
    ...[0, 1, 2].map((seat) => hand({ type: "setHandCount", seat, count: 2 })),
    play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4S"), play(1, "KC"), play(2, "QC"),
  );
}

describe("seating", () => {
  test("hands go to the dealer's left in seat order; robot games seat everyone", () => {
    expect(seating(4, false, 0, 0)).toEqual({ dealer: 0, seats: [1, 2, 3] });
    expect(seating(4, false, 0, 1)).toEqual({ dealer: 1, seats: [2, 3, 0] });
    expect(seating(3, true, 0, 2)).toEqual({ dealer: null, seats: [2, 0, 1] });
  });

  test("a table the deck table does not cover is refused", () => {
    expect(startSession({ players: ["a", "b", "c"], robot: false, firstDealer: 0 }, deal(1))).toBeNull();
    expect(startSession({ players: ["a", "b", "c"], robot: true, firstDealer: 0 }, deal(1))).not.toBeNull();
  });

  test("the deck table gives the hand sizes (3 hands of 17)", () => {
    expect(fresh().deals[0]?.handSizes).toEqual([17, 17, 17]);
  });
});

describe("a full cycle", () => {
  test("next deal passes the deal on; the cycle table adds each hand; winners after everyone dealt", () => {
    let s = shortHand(fresh());
    // Dealer Dana: errors 0, 1, 1 → 2; Ann (seat 0) out: 6 + 2 = 8.
    expect(cycleTable(s).rows[0]?.scores).toEqual({ 0: 2, 1: 8, 2: 0, 3: 0 });
    // No next deal before the reveal.
    expect(run(s, { type: "deal", ...deal(2) })).toBe(s);
    for (let k = 1; k < 4; k++) {
      s = run(s, hand({ type: "reveal", at: 10 * k }), { type: "deal", ...deal(10 * k + 1) });
      expect(s.deals[k]?.dealer).toBe(k);
      s = shortHand(s);
    }
    const before = cycleTable(s);
    expect(before.complete).toBe(false);
    s = run(s, hand({ type: "reveal", at: 100 }));
    const t = cycleTable(s);
    // Each hand: dealer +2, the dealer's left +8. Dana: 2 + 8 (deal 4, dealer Cyril) = 10; etc.
    expect(t.totals).toEqual([10, 10, 10, 10]);
    expect(t.complete).toBe(true);
    expect(t.winners).toEqual([0, 1, 2, 3]);
    expect(run(s, { type: "deal", ...deal(200) })).toBe(s);
  });

  test("robot dealer: no dealer score, everybody holds a hand", () => {
    const s = shortHand(fresh(true));
    expect(cycleTable(s).rows[0]?.scores).toEqual({ 0: 8, 1: 0, 2: 0 });
  });
});

describe("store definition", () => {
  test("the schema accepts what the reducer makes and refuses tampering", () => {
    const s = shortHand(fresh());
    expect(eleusisStateSchema.safeParse(s).success).toBe(true);
    expect(eleusisStateSchema.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
    const bad = structuredClone(s);
    bad.deals[0]!.seats = [3, 2, 1];
    expect(eleusisStateSchema.safeParse(bad).success).toBe(false);
    expect(eleusisStateSchema.safeParse({ players: [] }).success).toBe(false);
  });

  test("export leaves out the sealed rule text, salt and preset until the reveal", () => {
    const s = shortHand(fresh());
    const json = JSON.stringify(redactForExport(s));
    expect(json).not.toContain("suit-cycle");
    expect(json).not.toContain(SALT);
    expect(json).not.toContain("seed-2");
    expect(json).not.toContain("Suits in a cycle");
    expect(json).toContain(commitSync("suit-cycle", SALT).hash);
    const revealed = run(s, hand({ type: "reveal", at: 5 }));
    expect(JSON.stringify(redactForExport(revealed))).toContain("suit-cycle");
  });

  test("summary and no store undo (the peek log must survive)", () => {
    const game = eleusisDefinition;
    expect(game.summary(fresh())).toEqual({ players: PLAYERS, finished: false, label: "1/4" });
    expect(game.undoable?.(hand({ type: "undoPlay" }))).toBe(false);
  });

  test("the production resolver compiles rule-language text once", () => {
    const text = "card.color != prev.color";
    const judge = resolveRule(text);
    expect(judge).not.toBeNull();
    expect(resolveRule(text)).toBe(judge);
    expect(judge?.(c("3H"), { line: [c("5C")], lastOk: true })).toBe(true);
    expect(judge?.(c("3S"), { line: [c("5C")], lastOk: true })).toBe(false);
    expect(resolveRule("card.colour ==")).toBeNull();
    expect(eleusisGame.kind).toBe("eleusis");
  });
});

describe("the store runs the zod schema on stored states", () => {
  // Every node of a JSON value, with its path.
  function nodes(v: unknown, path: (string | number)[] = []): Array<(string | number)[]> {
    const out: Array<(string | number)[]> = [path];
    if (Array.isArray(v)) v.forEach((x, i) => out.push(...nodes(x, [...path, i])));
    else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) out.push(...nodes(x, [...path, k]));
    return out;
  }
  const REPLACEMENTS: unknown[] = [null, -1, 0, 1, 2, 3, 8, 9, 1.5, 2 ** 60, "", "x", "K", "clubs", "hand", "peek", "a".repeat(65), "0".repeat(64), "0".repeat(32), [], [1], {}, true, false, undefined];

  test("valid states and thousands of mutations: a result, never a throw; both outcomes exercised", () => {
    expect(eleusis.schema).toBe(eleusisStateSchema);
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const edited = run(shortHand(fresh()), hand({ type: "editPlay", index: 0, seat: 0, card: c("7H"), source: "hand" }), hand({ type: "peek", at: 9 }));
    expect(edited.deals[0]?.lastChanges.length).toBeGreaterThan(0);
    const bases: unknown[] = [fresh(), fresh(true), edited, run(shortHand(fresh()), hand({ type: "reveal", at: 3 }), { type: "deal", ...deal(4) })];
    let agreed = 0;
    for (let i = 0; i < 4000; i++) {
      const base = structuredClone(bases[i % bases.length]) as Record<string, unknown>;
      const mutations = 1 + rnd(2);
      for (let m = 0; m < mutations; m++) {
        const all = nodes(base);
        const path = all[rnd(all.length)]!;
        if (path.length === 0) continue;
        let parent: unknown = base;
        for (const k of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[k];
        const key = path[path.length - 1]!;
        const target = parent as Record<string | number, unknown>;
        const kind = rnd(10);
        if (kind === 0 && !Array.isArray(target)) delete target[key];
        else if (kind === 1) target[`extra${rnd(3)}`] = rnd(5);
        else target[key] = REPLACEMENTS[rnd(REPLACEMENTS.length)];
      }
      const json = JSON.parse(JSON.stringify(base)) as unknown;
      const byZod = eleusis.schema.safeParse(json);
      if (byZod.success) agreed++;
      else expect(byZod.error.issues.length).toBeGreaterThan(0);
    }
    // Both outcomes are exercised.
    expect(agreed).toBeGreaterThan(200);
    expect(agreed).toBeLessThan(3800);
  });

  test("a refusal names the path", () => {
    const s = structuredClone(fresh()) as unknown as { deals: Array<{ plays: unknown }> };
    s.deals[0]!.plays = "x";
    const r = eleusis.schema.safeParse(s);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.path).toEqual(["deals", 0, "plays"]);
  });
});

describe("the store's definition reads nothing but its arguments", () => {
  test("the same step on the same state: nothing without the compiled rule, judged with it, both passed as arguments", () => {
    const state = run(fresh(), hand({ type: "setStarter", card: c("5C") }));
    const step = play(0, "7D");
    expect(eleusisDefinition.reduce(state, step, { resolve: () => null, secrets: () => null })).toBe(state);
    const judged = eleusisDefinition.reduce(state, step, { resolve, secrets: () => null });
    expect(judged.deals[0] && "plays" in judged.deals[0] ? judged.deals[0].plays.map((p) => p.ok) : null).toEqual([true]);
    // Called again with the rule missing, the very same definition refuses again: no state was kept.
    expect(eleusisDefinition.reduce(state, step, { resolve: () => null, secrets: () => null })).toBe(state);
  });
});

import { KINDS, MAX_PLAYERS, MIN_PLAYERS, maxSlicesInPlay } from "./kinds";
import type { KindId, Field, PlayerEntry } from "./kinds";

/** One thing wrong with an end-of-game entry; players are seat indices. */
export type Problem =
  | { code: "player-count"; count: number; min: number; max: number }
  /** A typed count that is not a whole number (value NaN: not a number at all); found by the count schema (lib/forms/cake-count.ts). */
  | { code: "not-whole"; player: number; field: Field; value: number }
  /** A typed count below 0; found by the count schema. */
  | { code: "negative"; player: number; field: Field; value: number }
  /** All players' saved + eaten slices of one kind exceed the kind's count. */
  | { code: "kind-over-count"; kind: KindId; players: number[]; total: number; limit: number }
  /** All slices counted exceed the in-play maximum for this number of players. */
  | { code: "slices-over-max"; players: number[]; total: number; limit: number; playerCount: number }
  /** A rosette total above the most the remaining slices could give this player. */
  | { code: "rosettes-over-max"; player: number; value: number; limit: number }
  /** A rosette total at or below that maximum that no combination of the remaining slices gives exactly. */
  | { code: "rosettes-unreachable"; player: number; value: number; limit: number }
  /** Each total alone is possible, but the remaining slices cannot give all of them at once. */
  | { code: "rosettes-jointly-impossible"; players: number[]; values: number[]; limit: number };

export type ProblemCode = Problem["code"];

/** Slices not yet counted by any per-kind field, by rosette value, plus how many more slices may be in play. */
export interface Pool {
  ones: number;
  twos: number;
  threes: number;
  slices: number;
}

/** A count that may take part in sums: whole and not negative (the count schema lets no other through; others count 0). */
function usable(v: number): number {
  return Number.isInteger(v) && v >= 0 ? v : 0;
}

/** Slices counted so far by every per-kind field (saved and eaten), e.g. 2 Kiwi + 1 Plum → 3. */
export function slicesCounted(entries: readonly PlayerEntry[]): number {
  let total = 0;
  for (const entry of entries) {
    for (const k of KINDS) {
      total += usable(entry.saved[k.id]) + (entry.eaten.mode === "perKind" ? usable(entry.eaten.perKind[k.id]) : 0);
    }
  }
  return total;
}

/**
 * Every problem of the rules with an end-of-game entry at once (a typed cell's own problems come from
 * the count schema, session.ts `readGame`), e.g. two players with 2 Plum saved each →
 * [{ code: "kind-over-count", kind: "plum", players: [0, 1], total: 4, limit: 3 }].
 */
export function validateEntries(entries: readonly PlayerEntry[]): Problem[] {
  const problems: Problem[] = [];
  const n = entries.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    problems.push({ code: "player-count", count: n, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }

  const limitSlices = maxSlicesInPlay(n);
  let known = 0;
  const slicePlayers = new Set<number>();
  const pool = { ones: 0, twos: 0, threes: 0 };
  for (const k of KINDS) {
    let total = 0;
    const players: number[] = [];
    entries.forEach((entry, player) => {
      const eaten = entry.eaten.mode === "perKind" ? usable(entry.eaten.perKind[k.id]) : 0;
      const here = usable(entry.saved[k.id]) + eaten;
      if (here > 0) {
        players.push(player);
        slicePlayers.add(player);
      }
      total += here;
    });
    known += total;
    if (total > k.count) problems.push({ code: "kind-over-count", kind: k.id, players, total, limit: k.count });
    const left = Math.max(0, k.count - total);
    if (k.rosettes === 1) pool.ones += left;
    else if (k.rosettes === 2) pool.twos += left;
    else pool.threes += left;
  }
  if (known > limitSlices) {
    problems.push({
      code: "slices-over-max",
      players: [...slicePlayers].sort((a, b) => a - b),
      total: known,
      limit: limitSlices,
      playerCount: n,
    });
  }

  const rosettePlayers: { player: number; value: number }[] = [];
  entries.forEach((entry, player) => {
    if (entry.eaten.mode === "rosettes" && usable(entry.eaten.rosettes) > 0) {
      rosettePlayers.push({ player, value: entry.eaten.rosettes });
    }
  });
  if (rosettePlayers.length === 0) return problems;

  // Over the slice maximum already: that is reported above; don't let it cascade into rosette problems.
  const fullPool: Pool = { ...pool, slices: known > limitSlices ? Infinity : limitSlices - known };
  let eachAlone = true;
  for (const { player, value } of rosettePlayers) {
    const limit = maxRosettes(fullPool);
    if (value > limit) {
      problems.push({ code: "rosettes-over-max", player, value, limit });
      eachAlone = false;
    } else if (!rosettesAchievable([value], fullPool)) {
      problems.push({ code: "rosettes-unreachable", player, value, limit });
      eachAlone = false;
    }
  }
  if (eachAlone && rosettePlayers.length > 1) {
    const values = rosettePlayers.map((r) => r.value);
    if (!rosettesAchievable(values, fullPool)) {
      problems.push({
        code: "rosettes-jointly-impossible",
        players: rosettePlayers.map((r) => r.player),
        values,
        limit: maxRosettes(fullPool),
      });
    }
  }
  return problems;
}

/** The most rosettes the pool can give (highest slices first), e.g. 11 Chocolate only → 33. */
export function maxRosettes(pool: Pool): number {
  let slots = pool.slices;
  let total = 0;
  for (const [count, value] of [
    [pool.threes, 3],
    [pool.twos, 2],
    [pool.ones, 1],
  ] as const) {
    const take = Math.min(count, slots);
    total += take * value;
    slots -= take;
  }
  return total;
}

/**
 * Whether the pool can give every total at once, each from its own slices, using at most
 * `pool.slices` slices in all. Exact: a reachability search over how many 1-, 2- and
 * 3-rosette slices are used so far (at most 13 × 35 × 12 states). E.g. ([4], 11 Chocolate) → false.
 */
export function rosettesAchievable(totals: readonly number[], pool: Pool): boolean {
  const A1 = pool.ones + 1;
  const A2 = pool.twos + 1;
  const A3 = pool.threes + 1;
  const size = A1 * A2 * A3;
  let states = [0];
  for (const r of totals) {
    if (!Number.isInteger(r) || r < 0) return false;
    const options: [number, number, number][] = [];
    for (let z = 0; z <= pool.threes && 3 * z <= r; z++) {
      for (let y = 0; y <= pool.twos && 3 * z + 2 * y <= r; y++) {
        const x = r - 3 * z - 2 * y;
        if (x <= pool.ones) options.push([x, y, z]);
      }
    }
    const next = new Uint8Array(size);
    const nextStates: number[] = [];
    for (const s of states) {
      const u1 = s % A1;
      const u2 = Math.floor(s / A1) % A2;
      const u3 = Math.floor(s / (A1 * A2));
      for (const [x, y, z] of options) {
        const v1 = u1 + x;
        const v2 = u2 + y;
        const v3 = u3 + z;
        if (v1 >= A1 || v2 >= A2 || v3 >= A3) continue;
        const t = v1 + A1 * (v2 + A2 * v3);
        if (!next[t]) {
          next[t] = 1;
          nextStates.push(t);
        }
      }
    }
    states = nextStates;
    if (states.length === 0) return false;
  }
  for (const s of states) {
    const used = (s % A1) + (Math.floor(s / A1) % A2) + Math.floor(s / (A1 * A2));
    if (used <= pool.slices) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------
// The fields of the entry, and which of them a problem marks.

/** A stable key for one input field, e.g. "1:saved:kiwi", "0:rosettes". */
export function fieldKey(player: number, field: Field): string {
  return field.part === "rosettes" ? `${player}:rosettes` : `${player}:${field.part}:${field.kind}`;
}

/**
 * The fields that cause a problem, so it can be shown beside them, e.g. Plum over its count →
 * every non-zero Plum field of the players involved. Empty for problems of the whole entry.
 */
export function problemFields(p: Problem, entries: readonly PlayerEntry[]): { player: number; field: Field }[] {
  switch (p.code) {
    case "player-count":
    case "slices-over-max":
      return [];
    case "not-whole":
    case "negative":
      return [{ player: p.player, field: p.field }];
    case "kind-over-count":
      return p.players.flatMap((player) => {
        const e = entries[player];
        if (!e) return [];
        const out: { player: number; field: Field }[] = [];
        if (e.saved[p.kind] !== 0) out.push({ player, field: { part: "saved", kind: p.kind } });
        if (e.eaten.mode === "perKind" && e.eaten.perKind[p.kind] !== 0) out.push({ player, field: { part: "eaten", kind: p.kind } });
        return out;
      });
    case "rosettes-over-max":
    case "rosettes-unreachable":
      return [{ player: p.player, field: { part: "rosettes" } }];
    case "rosettes-jointly-impossible":
      return p.players.map((player) => ({ player, field: { part: "rosettes" } }));
  }
}

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { KINDS, maxSlicesInPlay, zeroCounts, TIE_RULES } from "@/lib/cake/kinds";
import type { PlayerEntry } from "@/lib/cake/kinds";
import { scoreGame } from "@/lib/cake/scoring";
import { validateEntries } from "@/lib/cake/validation";

/**
 * A valid end of game: every slice of the box is unused, saved by a player or eaten by a player,
 * the slices in play are cut to the maximum for the player count, and some players report their
 * eaten slices as the rosette total they really ate (so it is achievable by construction).
 */
const validGame = fc.integer({ min: 2, max: 5 }).chain((n) =>
  fc
    .record({
      owners: fc.array(fc.integer({ min: 0, max: 2 * n }), { minLength: 57, maxLength: 57 }),
      asTotal: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    })
    .map(({ owners, asTotal }) => {
      const saved = Array.from({ length: n }, zeroCounts);
      const eaten = Array.from({ length: n }, zeroCounts);
      let slice = 0;
      let inPlay = 0;
      for (const k of KINDS) {
        for (let i = 0; i < k.count; i++) {
          const o = owners[slice++] ?? 0;
          if (o === 0 || inPlay >= maxSlicesInPlay(n)) continue;
          inPlay++;
          const p = (o - 1) % n;
          const target = o <= n ? saved[p] : eaten[p];
          if (target) target[k.id]++;
        }
      }
      return saved.map((s, p): PlayerEntry => {
        const e = eaten[p] ?? zeroCounts();
        if (asTotal[p]) return { saved: s, eaten: { mode: "rosettes", rosettes: KINDS.reduce((t, k) => t + e[k.id] * k.rosettes, 0) } };
        return { saved: s, eaten: { mode: "perKind", perKind: e } };
      });
    }),
);

const tieRule = fc.constantFrom(...TIE_RULES);

describe("properties", () => {
  test("any valid entry scores without error", () => {
    fc.assert(
      fc.property(validGame, tieRule, (entries, rule) => {
        expect(validateEntries(entries)).toEqual([]);
        expect(scoreGame(entries, rule).ok).toBe(true);
      }),
    );
  });

  test("per kind, majority points handed out are 0, the count, or count × tied winners (0 for a tie under the other option)", () => {
    fc.assert(
      fc.property(validGame, tieRule, (entries, rule) => {
        const r = scoreGame(entries, rule);
        if (!r.ok) return false;
        for (const k of KINDS) {
          const handed = r.value.players
            .flatMap((p) => p.lines)
            .filter((l) => l.code === "majority" && l.kind === k.id)
            .reduce((s, l) => s + l.points, 0);
          const most = Math.max(...entries.map((e) => e.saved[k.id]));
          const winners = entries.filter((e) => e.saved[k.id] === most).length;
          if (most === 0) expect(handed).toBe(0);
          else if (winners === 1) expect(handed).toBe(k.count);
          else expect(handed).toBe(rule === "tied-all-score" ? k.count * winners : 0);
        }
        return true;
      }),
    );
  });

  test("permuting the players permutes the result", () => {
    const withPerm = validGame.chain((entries) =>
      fc.shuffledSubarray(
        entries.map((_, i) => i),
        { minLength: entries.length, maxLength: entries.length },
      ).map((perm) => ({ entries, perm })),
    );
    fc.assert(
      fc.property(withPerm, tieRule, ({ entries, perm }, rule) => {
        const a = scoreGame(entries, rule);
        const b = scoreGame(
          perm.map((i) => entries[i]!),
          rule,
        );
        if (!a.ok || !b.ok) return false;
        perm.forEach((from, to) => {
          expect(b.value.players[to]?.total).toBe(a.value.players[from]?.total);
          expect(b.value.players[to]?.rank).toBe(a.value.players[from]?.rank);
        });
        expect(b.value.winners.map((w) => perm[w]).sort()).toEqual([...a.value.winners].sort());
        return true;
      }),
    );
  });

  test("any entry over a kind's count is refused, naming that kind", () => {
    const over = validGame.chain((entries) =>
      fc.record({
        entries: fc.constant(entries),
        player: fc.integer({ min: 0, max: entries.length - 1 }),
        kindIndex: fc.integer({ min: 0, max: KINDS.length - 1 }),
        extra: fc.integer({ min: 1, max: 20 }),
      }),
    );
    fc.assert(
      fc.property(over, tieRule, ({ entries, player, kindIndex, extra }, rule) => {
        const k = KINDS[kindIndex]!;
        const used = entries.reduce((s, e) => s + e.saved[k.id] + (e.eaten.mode === "perKind" ? e.eaten.perKind[k.id] : 0), 0);
        const bumped = entries.map((e, p) => (p === player ? { ...e, saved: { ...e.saved, [k.id]: e.saved[k.id] + (k.count - used) + extra } } : e));
        const r = scoreGame(bumped, rule);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.some((p) => p.code === "kind-over-count" && p.kind === k.id && p.limit === k.count)).toBe(true);
      }),
    );
  });

  test("a rosette total above what is left is refused", () => {
    fc.assert(
      fc.property(validGame, fc.integer({ min: 114, max: 10_000 }), (entries, rosettes) => {
        const bumped = entries.map((e, p) => (p === 0 ? { ...e, eaten: { mode: "rosettes" as const, rosettes } } : e));
        expect(scoreGame(bumped).ok).toBe(false);
      }),
    );
  });

  test("validation never throws, whatever numbers are typed", () => {
    const anyNumber = fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double(), fc.constant(NaN));
    const anyCounts = fc.record(Object.fromEntries(KINDS.map((k) => [k.id, anyNumber])) as Record<(typeof KINDS)[number]["id"], fc.Arbitrary<number>>);
    const anyEntry = fc.record({
      saved: anyCounts,
      eaten: fc.oneof(
        fc.record({ mode: fc.constant("perKind" as const), perKind: anyCounts }),
        fc.record({ mode: fc.constant("rosettes" as const), rosettes: anyNumber }),
      ),
    });
    fc.assert(
      fc.property(fc.array(anyEntry, { minLength: 0, maxLength: 7 }), (entries) => {
        const problems = validateEntries(entries);
        const r = scoreGame(entries);
        expect(r.ok).toBe(problems.length === 0);
      }),
    );
  });
});

import { describe, expect, test } from "vitest";
import type { Card, HandCount } from "@/lib/eleusis/cards";
import { parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import type { HandAction, HandState, JudgeFn, PlayInput, RuleResolver } from "@/lib/eleusis/judge";
import { newHand, reduceHand, refusal, replay, starterRefusal } from "@/lib/eleusis/judge";

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(`bad card ${text}`);
  return r.value;
};

// Plain judge functions standing in for compiled rules (docs/rules.md#eleusis-presets rules 1, 2 and one of ours).
const NEXT_SUIT = { clubs: "diamonds", diamonds: "hearts", hearts: "spades", spades: "clubs" } as const;
const suitCycle: JudgeFn = (card, { line }) => {
  const top = line[line.length - 1];
  return !top || card.suit === NEXT_SUIT[top.suit];
};
const redOnBlack: JudgeFn = (card, { line }) => {
  const top = line[line.length - 1];
  const red = (x: Card) => x.suit === "hearts" || x.suit === "diamonds";
  return !top || red(card) !== red(top);
};
const lastOkRed: JudgeFn = (card, { lastOk }) => (card.suit === "hearts" || card.suit === "diamonds") === lastOk;
const RULES: Record<string, JudgeFn> = {
  "suit-cycle": suitCycle,
  "red-on-black": redOnBlack,
  "last-ok-red": lastOkRed,
};
const resolve: RuleResolver = (text) => RULES[text] ?? (() => true);

function start(rule: string, opts: { hands?: HandCount; perHand?: number; dealer?: number | null; starter?: string } = {}) {
  const hands = opts.hands ?? 3;
  return newHand({
    hands,
    seats: Array.from({ length: hands }, (_, i) => i + 1),
    dealer: opts.dealer === undefined ? 0 : opts.dealer,
    rule: commitSync(rule, "00112233445566778899aabbccddeeff"),
    at: 1000,
    cardsPerHand: opts.perHand ?? 2,
    starter: c(opts.starter ?? "5C"),
  });
}

const play = (seat: number, card: string, source: PlayInput["source"] = "hand"): HandAction => ({
  type: "play",
  seat,
  card: c(card),
  source,
});

function run(hand: HandState, ...actions: HandAction[]): HandState {
  return actions.reduce((h, a) => reduceHand(h, a, resolve), hand);
}

describe("plays and verdicts", () => {
  test("right joins the line, wrong goes to the player's error cards, turn advances", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"));
    const v = replay(h);
    expect(h.plays.map((p) => p.ok)).toEqual([true, false]);
    expect(v.line).toEqual([c("5C"), c("7D")]);
    expect(v.seats.map((s) => s.hand)).toEqual([1, 1, 2]);
    expect(v.seats[1]?.errors).toEqual([c("3C")]);
    expect(v.layout[1]?.wrong).toEqual([{ play: 1, card: c("3C"), seat: 1 }]);
    expect(v.toPlay).toBe(2);
    expect(v.lastOk).toBe(false);
  });

  test("every play, right or wrong, sets lastOk for the next (seed rule 7)", () => {
    const h = run(start("last-ok-red"), play(0, "3H"), play(1, "4S"), play(2, "5S"), play(0, "6D"));
    expect(h.plays.map((p) => p.ok)).toEqual([true, false, true, true]);
  });

  test("a tap picks who plays; the next play clears it", () => {
    let h = run(start("suit-cycle"), { type: "select", seat: 2 });
    expect(replay(h).toPlay).toBe(2);
    h = run(h, play(2, "7D"));
    expect(h.current).toBeNull();
    expect(replay(h).toPlay).toBe(0);
  });

  test("the stored verdicts redraw the screen without the rule", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"), play(2, "9H"));
    expect(replay(h).line).toEqual(replay(h, suitCycle).line);
  });
});

describe("entry refusals", () => {
  test("a removed 2 is not in a 4-hand deck; a starter can be refused too", () => {
    const h = start("suit-cycle", { hands: 4 });
    expect(refusal(h, replay(h), { seat: 0, card: c("2S"), source: "hand" })).toBe("not-in-deck");
    expect(refusal(h, replay(h), { seat: 0, card: c("2H"), source: "hand" })).toBeNull();
    expect(starterRefusal(5, c("2C"))).toBe("not-in-deck");
    expect(starterRefusal(5, c("2D"))).toBeNull();
  });

  test("one deck: a card already on the table is refused; two decks allow two copies", () => {
    const one = run(start("suit-cycle"), play(0, "7D"));
    expect(refusal(one, replay(one), { seat: 1, card: c("7D"), source: "hand" })).toBe("on-table");
    expect(refusal(one, replay(one), { seat: 1, card: c("5C"), source: "hand" })).toBe("on-table");
    const two = run(start("suit-cycle", { hands: 7 }), play(0, "7D"));
    expect(refusal(two, replay(two), { seat: 1, card: c("7D"), source: "hand" })).toBeNull();
    const twoMore = run(two, play(1, "7D"));
    expect(refusal(twoMore, replay(twoMore), { seat: 2, card: c("7D"), source: "hand" })).toBe("too-many-copies");
  });

  test("error cards only when the hand is empty; only one's own; not after the end", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"));
    const v = replay(h);
    expect(refusal(h, v, { seat: 1, card: c("3C"), source: "error" })).toBe("hand-not-empty");
    expect(refusal(h, v, { seat: 2, card: c("3C"), source: "error" })).toBe("on-table");
    expect(refusal(h, v, { seat: 2, card: c("4C"), source: "error" })).toBe("no-such-error-card");
  });

  test("an invalid play action leaves the state unchanged", () => {
    const h = start("suit-cycle");
    expect(run(h, play(7, "7D"))).toBe(h);
    expect(run(h, { type: "editPlay", index: 3, seat: 0, card: c("7D"), source: "hand" })).toBe(h);
  });
});

describe("undo and corrections", () => {
  test("undo removes the last play", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"), { type: "undoPlay" });
    expect(h.plays).toHaveLength(1);
    expect(replay(h).seats[1]).toEqual({ hand: 2, errors: [] });
    expect(replay(h).toPlay).toBe(1);
  });

  test("an edit of an earlier play re-judges everything after it and lists what changed", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4S"));
    expect(h.plays.map((p) => p.ok)).toEqual([true, false, true, true]);
    const e = run(h, { type: "editPlay", index: 0, seat: 0, card: c("7H"), source: "hand" });
    // 7♥ on 5♣ is wrong; the line stays on 5♣, so only ♦ would fit: 9♥ and 4♠ become wrong.
    expect(e.plays.map((p) => p.ok)).toEqual([false, false, false, false]);
    expect(e.lastChanges).toEqual([
      { id: 1, index: 0, ok: false },
      { id: 3, index: 2, ok: false },
      { id: 4, index: 3, ok: false },
    ]);
    expect(replay(e).seats.map((s) => s.errors.length)).toEqual([2, 1, 1]);
    // The next ordinary play clears the change list.
    expect(run(e, play(1, "8D")).lastChanges).toEqual([]);
  });

  test("a play made impossible by an edit is flagged and scoring waits", () => {
    const h = run(start("suit-cycle"), ...PHASE_ONE, play(0, "4H", "error"), play(1, "3C", "error"));
    expect(replay(h).end).toEqual({ kind: "out", seats: [1] });
    expect(replay(h).score).toEqual({ dealer: 0, perSeat: [0, 8, 0] });
    // Correct play 4 (index 3): it was 4♠ really. K♠ and Q♦ turn wrong, and seat 0, out of
    // cards, ends the hand at the start of phase 2: the two error-card plays come after the end.
    const e = run(h, { type: "editPlay", index: 3, seat: 0, card: c("4S"), source: "hand" });
    const v = replay(e);
    expect(v.flags).toEqual([
      { index: 6, flag: "after-end" },
      { index: 7, flag: "after-end" },
    ]);
    expect(v.score).toBeNull();
    // The dealer deletes the impossible plays; scoring comes back: D Σ = 0 + 2 + 1, seat 0 6 + 3.
    const fixed = run(e, { type: "deletePlay", index: 7 }, { type: "deletePlay", index: 6 });
    expect(replay(fixed).flags).toEqual([]);
    expect(replay(fixed).score).toEqual({ dealer: 3, perSeat: [9, 0, 0] });
  });

  test("an error card that no longer exists is flagged", () => {
    let h = run(start("suit-cycle", { perHand: 1 }), { type: "setHandCount", seat: 1, count: 3 }, { type: "setHandCount", seat: 2, count: 3 });
    h = run(h, play(0, "7H"), play(1, "7D"), play(2, "9H"), play(0, "7H", "error"));
    expect(replay(h).flags).toEqual([]);
    expect(h.plays.at(-1)?.ok).toBe(false);
    const e = run(h, { type: "editPlay", index: 0, seat: 0, card: c("8D"), source: "hand" });
    expect(replay(e).flags).toEqual([{ index: 3, flag: "no-such-error-card" }]);
    expect(replay(run(e, { type: "deletePlay", index: 3 })).flags).toEqual([]);
  });

  test("a play moved to the wrong player leaves a later play without a card", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4S"));
    const e = run(h, { type: "editPlay", index: 1, seat: 0, card: c("3C"), source: "hand" });
    expect(replay(e).flags).toEqual([{ index: 3, flag: "no-card-in-hand" }]);
  });

  test("fixing a hand count after a misdeal", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), { type: "setHandCount", seat: 0, count: 4 });
    expect(replay(h).seats[0]?.hand).toBe(4);
    expect(h.handSizes[0]).toBe(5);
  });

  test("changing the starter re-judges the whole line", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3H"));
    const e = run(h, { type: "setStarter", card: c("5S") });
    expect(e.plays.map((p) => p.ok)).toEqual([false, false]);
    expect(e.lastChanges.map((x) => x.index)).toEqual([0, 1]);
  });
});

// Suit cycle, 3 hands of 2: 7♦ right, 3♣ wrong, 9♥ right, 4♥ wrong, K♠ right, Q♦ wrong.
const PHASE_ONE = [play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4H"), play(1, "KS"), play(2, "QD")];

describe("phases and the end of the hand (docs/rules.md#eleusis-scoring)", () => {
  test("no cards in hand: phase 2 starts and the dealer scores Σ(eᵢ − min e)", () => {
    const h = run(start("suit-cycle"), ...PHASE_ONE.slice(0, 5));
    expect(replay(h).phase).toBe(1);
    const v = replay(run(h, PHASE_ONE[5]!));
    expect(v.phase).toBe(2);
    expect(v.phase1).toEqual({ errorCounts: [1, 1, 1], dealerScore: 0 });
    expect(v.toPlay).toBe(0);
    expect(v.end).toBeNull();
  });

  test("phase 2: a wrong error card stays; the player who sheds the last card scores 6 + the rest", () => {
    const h = run(start("suit-cycle"), ...PHASE_ONE, play(0, "4H", "error"));
    expect(h.plays.at(-1)?.ok).toBe(false);
    expect(replay(h).seats[0]?.errors).toEqual([c("4H")]);
    expect(replay(h).toPlay).toBe(1);
    const done = run(h, play(1, "3C", "error"));
    expect(done.plays.at(-1)?.ok).toBe(true);
    const v = replay(done);
    expect(v.end).toEqual({ kind: "out", seats: [1] });
    expect(v.score).toEqual({ dealer: 0, perSeat: [0, 8, 0] });
  });

  test("a player who never erred ends the hand at the start of phase 2", () => {
    // Seat 0 plays only right cards: 7♦ then 4♠ (after 9♥).
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4S"), play(1, "KC"), play(2, "QC"));
    const v = replay(h);
    expect(v.phase1).toEqual({ errorCounts: [0, 1, 1], dealerScore: 2 });
    expect(v.end).toEqual({ kind: "out", seats: [0] });
    expect(v.score).toEqual({ dealer: 2, perSeat: [8, 0, 0] });
    expect(v.toPlay).toBeNull();
    expect(run(h, play(1, "3C", "error"))).toBe(h);
  });

  test("no remaining error card can be played now or after one more wrong play: the hand ends", () => {
    // Errors 4♥, 3♦, Q♦ with K♠ on top: the suit cycle wants ♣ whatever lastOk is.
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3D"), play(2, "9H"), play(0, "4H"), play(1, "KS"));
    expect(h.blockedAfter).toBeNull();
    const done = run(h, play(2, "QD"));
    const v = replay(done);
    expect(done.blockedAfter).toBe(6);
    expect(v.end).toEqual({ kind: "blocked" });
    // Left 1, 1, 1: each scores (3 − 1) − 1.
    expect(v.score).toEqual({ dealer: 0, perSeat: [1, 1, 1] });
  });

  test("not blocked while a card becomes legal after one more wrong play (seed rule 7)", () => {
    // Rule 7: red after a right play, black after a wrong one. Errors 3♠, 7♠, 5♠ and the last
    // play right: nothing is legal now, but black is after one more wrong play.
    const h = run(
      start("last-ok-red"),
      play(0, "3S"), play(1, "4C"), play(2, "5S"), play(0, "6C"), play(1, "7S"), play(2, "8C"),
    );
    expect(h.plays.map((p) => p.ok)).toEqual([false, true, false, true, false, true]);
    const v = replay(h);
    expect(v.phase).toBe(2);
    expect(v.lastOk).toBe(true);
    expect(v.end).toBeNull();
    expect(h.blockedAfter).toBeNull();
  });

  test("robot dealer: nobody receives the phase-1 score", () => {
    const h = run(start("suit-cycle", { dealer: null }), play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4S"), play(1, "KC"), play(2, "QC"));
    expect(replay(h).score).toEqual({ dealer: null, perSeat: [8, 0, 0] });
  });
});

describe("the sealed rule", () => {
  test("peeks and rule edits are logged; an edit keeps the old commitment and re-judges", () => {
    const h = run(start("suit-cycle"), play(0, "7D"), play(1, "3H"), { type: "peek", at: 2000 });
    const rule = commitSync("red-on-black", "ffeeddccbbaa99887766554433221100");
    const e = run(h, { type: "editRule", rule, presetId: null, wording: null, playedAnyway: false, at: 3000 });
    expect(e.log).toEqual([{ kind: "peek", at: 2000 }, { kind: "edit", at: 3000 }]);
    expect(e.commitments.map((x) => x.text)).toEqual(["suit-cycle", "red-on-black"]);
    // 7♦ on 5♣ is right under both rules; 3♥ on 7♦ is wrong under red-on-black.
    expect(e.plays.map((p) => p.ok)).toEqual([true, false]);
    expect(e.lastChanges).toEqual([{ id: 2, index: 1, ok: false }]);
  });

  test("a robot dealer's rule cannot be peeked or edited", () => {
    const h = start("suit-cycle", { dealer: null });
    expect(run(h, { type: "peek", at: 5 })).toBe(h);
  });

  test("reveal only after the end, and it locks the hand", () => {
    const h = run(start("suit-cycle"), play(0, "7D"));
    expect(run(h, { type: "reveal", at: 9 })).toBe(h);
    const ended = run(start("suit-cycle"), play(0, "7D"), play(1, "3C"), play(2, "9H"), play(0, "4S"), play(1, "KC"), play(2, "QC"));
    const r = run(ended, { type: "reveal", at: 9 });
    expect(r.revealedAt).toBe(9);
    expect(run(r, { type: "undoPlay" })).toBe(r);
  });
});

describe("incremental judging agrees with a full re-judge", () => {
  test("random games under three rules", () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const deck = ["clubs", "diamonds", "hearts", "spades"].flatMap((s) =>
      ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].map((r) => `${r}${s[0]!.toUpperCase()}`),
    );
    for (const rule of Object.keys(RULES)) {
      for (let g = 0; g < 20; g++) {
        let h = start(rule, { perHand: 4, starter: "AS" });
        for (let k = 0; k < 40; k++) {
          const v = replay(h);
          if (v.end || v.toPlay === null) break;
          const seat = v.toPlay;
          const s = v.seats[seat]!;
          let input: PlayInput | null = null;
          if (s.hand > 0) {
            const free = deck.filter((t) => refusal(h, v, { seat, card: c(t), source: "hand" }) === null);
            if (free.length > 0) input = { seat, card: c(free[rnd(free.length)]!), source: "hand" };
          } else if (s.errors.length > 0) {
            input = { seat, card: s.errors[rnd(s.errors.length)]!, source: "error" };
          }
          if (!input) break;
          h = run(h, { type: "play", ...input });
        }
        const full = replay(h, RULES[rule]!);
        expect(full.verdicts).toEqual(h.plays.map((p) => p.ok));
        expect(full.blockedAfter).toEqual(h.blockedAfter);
        expect(replay(h).end).toEqual(full.end);
      }
    }
  });
});

describe("before the rule language has loaded", () => {
  test("judging actions change nothing; choosing a player and peeking still work", () => {
    const none: RuleResolver = () => null;
    const h = run(start("suit-cycle"), play(0, "7D"));
    for (const a of [
      play(1, "3C"),
      { type: "undoPlay" },
      { type: "editPlay", index: 0, seat: 0, card: c("7H"), source: "hand" },
      { type: "deletePlay", index: 0 },
      { type: "setStarter", card: c("5S") },
      { type: "setHandCount", seat: 0, count: 3 },
    ] satisfies HandAction[]) {
      expect(reduceHand(h, a, none)).toBe(h);
    }
    expect(reduceHand(h, { type: "select", seat: 2 }, none).current).toBe(2);
    expect(reduceHand(h, { type: "peek", at: 4 }, none).log).toHaveLength(1);
  });
});

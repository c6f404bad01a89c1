/**
 * New Eleusis worked cases. Sources of the numbers (docs/new-eleusis.md):
 * [M] Matuszek's summary (1995): 14 cards each, sequences of 2–4, 2 penalty cards per wrong card,
 * "no play" (4 fewer / 5 penalty), prophet conditions (1)–(3), overthrow 5, markers every 10,
 * sudden death after 40 (30 after the prophet's marker), scoring (high count, +4, prophet 1/2, dealer).
 */
import { describe, expect, test } from "vitest";
import type { Card } from "@/lib/eleusis/cards";
import { ALL_CARDS, color, parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import type { CardJudge, EventInput, JudgeResolver, RoundAction, RoundState } from "@/lib/eleusis/new-eleusis";
import { NE, firstSeat, newRound, preview, reduceRound, refusal, replay, scoreRound } from "@/lib/eleusis/new-eleusis";

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(`bad card ${text}`);
  return r.value;
};
const cs = (text: string): Card[] => text.split(" ").map(c);

const alternate: CardJudge = (card, { line }) => {
  const top = line[line.length - 1];
  return !top || color(card) !== color(top);
};
const anything: CardJudge = () => true;
const RULES: Record<string, CardJudge> = { alternate, anything };
const resolve: JudgeResolver = (text) => RULES[text] ?? null;

function start(rule: "alternate" | "anything", seats = 5, starter = "5C", dealer: number | null = 0): RoundState {
  return newRound({
    seats: Array.from({ length: seats }, (_, i) => i + 1),
    dealer,
    rule: commitSync(rule, "00112233445566778899aabbccddeeff"),
    at: 1000,
    starter: c(starter),
  });
}
const run = (r: RoundState, ...actions: RoundAction[]) => actions.reduce((s, a) => reduceRound(s, a, resolve), r);
const play = (seat: number, cards: string, call: "right" | "wrong" | null = null): EventInput => ({ type: "play", seat, cards: cs(cards), call });
const noPlay = (seat: number, hand: string, call: "right" | "wrong" | null = null): EventInput => ({ type: "noPlay", seat, hand: cs(hand), call });

/** Red and black alternately for the "alternate" rule, each card twice (two decks) except 5♣, the starter. */
function* supply(): Generator<Card> {
  const black = ALL_CARDS.filter((x) => color(x) === "black" && !(x.rank === "5" && x.suit === "clubs"));
  const red = ALL_CARDS.filter((x) => color(x) === "red");
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < 25; i++) {
      yield red[i] as Card;
      yield black[i] as Card;
    }
  }
}
/** Big hands, so that long tests do not end by someone running out. */
const bigHands = (r: RoundState): RoundState =>
  r.seats.reduce((s, _, seat) => run(s, { type: "setHandCount", seat, count: 40 }), r);

describe("the deal [M The deal]", () => {
  test("14 cards to every player, the dealer none; two decks; the starter's value counts who starts", () => {
    const r = start("alternate", 5, "7D");
    const v = replay(r);
    expect(v.seats.map((s) => s.hand)).toEqual([14, 14, 14, 14, 14]);
    expect(v.decks).toBe(2);
    expect(v.stock).toBe(104 - 5 * 14 - 1);
    // 7 counted clockwise from the dealer's left over 5 players: 1 2 3 4 5 1 2 → the second seat.
    expect(firstSeat(c("7D"), 5)).toBe(1);
    expect(v.toPlay).toBe(1);
  });
  test("8 hands of 14 do not fit two decks: a third is shuffled in at the deal [A The Pack]", () => {
    const v = replay(start("alternate", 8));
    expect(v.decks).toBe(3);
    expect(v.decksAdded).toEqual([-1]);
  });
});

describe("sequences judged as a whole [M Dealer 1]", () => {
  test("a right sequence of 3 joins the main line", () => {
    const r = run(start("alternate"), play(0, "7D 3S 9H"));
    const v = replay(r, alternate);
    expect(v.line.map((x) => x.rank + x.suit[0])).toEqual(["5c", "7d", "3s", "9h"]);
    expect(v.seats[0]?.hand).toBe(11);
    expect(r.events[0]).toMatchObject({ ok: true });
  });
  test("a wrong sequence: all its cards to the sideline in order, 2 penalty cards per card, no card named", () => {
    // 7♦ is right on 5♣ but 8♥ is not: the whole play is wrong.
    const r = run(start("alternate"), play(0, "7D 8H"));
    const v = replay(r);
    expect(v.line).toHaveLength(1);
    expect(v.columns[0]?.side.map((s) => s.card)).toEqual(cs("7D 8H"));
    expect(v.outcomes[0]).toMatchObject({ ok: false, penalty: 2 * 2 });
    expect(v.seats[0]?.hand).toBe(14 - 2 + 4);
    expect(v.lastOk).toBe(false);
  });
  test("bad input is refused with the reason and nothing changes", () => {
    const r = start("alternate");
    const v = replay(r);
    expect(refusal(r, v, play(0, "7D 3S 9H 2C 4H"))).toBe("sequence-too-long");
    expect(refusal(r, v, { type: "play", seat: 0, cards: [], call: null })).toBe("empty-play");
    // Two decks: the starter 5♣ plus two more would be three copies.
    expect(refusal(r, v, play(0, "5C 5C"))).toBe("too-many-copies");
    expect(run(r, play(0, "7D 3S 9H 2C 4H"))).toBe(r);
  });
});

describe("no play [M Player 1, No play]", () => {
  test("right: the hand is laid on the table and the player gets a new hand of 4 fewer cards", () => {
    let r = run(start("alternate"), { type: "setHandCount", seat: 0, count: 6 });
    // On 5♣ only red cards are right: a hand of six black cards has none.
    r = run(r, noPlay(0, "2C 4C 6S 8S 10C QS"));
    const v = replay(r);
    expect(v.outcomes[0]).toMatchObject({ ok: true, penalty: 0 });
    expect(v.seats[0]?.hand).toBe(6 - NE.noPlayShrink);
    expect(v.shown[0]).toMatchObject({ ok: true, seat: 0 });
  });
  test("right with 4 cards or fewer puts the player out and ends the round", () => {
    let r = run(start("alternate"), { type: "setHandCount", seat: 2, count: 3 });
    r = run(r, { type: "select", seat: 2 }, noPlay(2, "2C 4C 6S"));
    expect(replay(r).end).toEqual({ kind: "out", seat: 2 });
  });
  test("wrong: the app names a legal card, the dealer places it, and 5 penalty cards are dealt", () => {
    let r = run(start("alternate"), { type: "setHandCount", seat: 0, count: 4 });
    r = run(r, noPlay(0, "2C 9H 6S JD"));
    const v = replay(r);
    expect(v.outcomes[0]).toMatchObject({ ok: false, penalty: NE.noPlayPenalty, placed: c("9H") });
    expect(v.columns[1]).toMatchObject({ card: c("9H"), byDealer: true });
    expect(v.seats[0]?.hand).toBe(4 - 1 + 5);
    expect(v.shown[0]?.ok).toBe(false);
  });
  test("a hand of the wrong size is refused", () => {
    const r = start("alternate");
    expect(refusal(r, replay(r), noPlay(0, "2C 4C"))).toBe("hand-size");
  });
});

describe("the prophet [M Player 2, Dealer 2, Prophet]", () => {
  test("declares just after their own play; the conditions are checked one by one", () => {
    let r = run(start("alternate", 3), play(0, "7D"));
    expect(refusal(r, replay(r), { type: "prophet", seat: 1 })).toBe("not-just-played");
    r = run(r, { type: "prophet", seat: 0 });
    let v = replay(r);
    expect(v.prophet).toMatchObject({ seat: 0, from: 1 });
    expect(v.markers).toContainEqual({ n: 1, kind: "prophet", seat: 0 });
    // (1) there is already a prophet
    r = run(r, play(1, "3S", "right"));
    expect(refusal(r, replay(r), { type: "prophet", seat: 1 })).toBe("already-prophet");
    // With a prophet in office a play needs the prophet's call first.
    expect(refusal(r, replay(r), play(2, "9H"))).toBe("needs-call");
    v = replay(r);
    expect(v.outcomes[2]).toMatchObject({ approved: true, overthrown: false });
  });
  test("(3) two or more players besides the prophet and the dealer must still be in the round", () => {
    const r = run(start("alternate", 2), play(0, "7D"));
    expect(refusal(r, replay(r), { type: "prophet", seat: 0 })).toBe("too-few-players");
  });
  test("a disapproved call overthrows the prophet: 5 cards, a marker, no penalty for the scientist; (2) never again this round", () => {
    let r = run(start("alternate", 4), play(0, "7D"), { type: "prophet", seat: 0 });
    // 8♥ on 7♦ is wrong; the prophet calls it right → disapproved.
    r = run(r, play(1, "8H", "right"));
    const v = replay(r);
    expect(v.outcomes[2]).toMatchObject({ ok: false, approved: false, overthrown: true, penalty: 0 });
    expect(v.seats[1]?.hand).toBe(13);
    expect(v.seats[0]?.hand).toBe(13 + NE.overthrowPenalty);
    expect(v.prophet).toBeNull();
    expect(v.prophets[0]).toMatchObject({ overthrown: true, from: 1, to: 2 });
    expect(v.markers).toContainEqual({ n: 2, kind: "overthrow", seat: 0 });
    r = run(r, play(2, "3S"), play(3, "9H"), play(0, "2C"));
    expect(refusal(r, replay(r), { type: "prophet", seat: 0 })).toBe("been-prophet");
  });
  test("the dealer's private preview says whether to approve the call", () => {
    const r = run(start("alternate", 4), play(0, "7D"), { type: "prophet", seat: 0 });
    expect(preview(r, play(1, "8H", "right"), alternate)).toEqual({ ok: false, approve: false });
    expect(preview(r, play(1, "8S", "right"), alternate)).toEqual({ ok: true, approve: true });
  });
});

/** Plays n right cards one at a time, seats in turn. */
function playRight(r: RoundState, n: number, cards: Generator<Card>): RoundState {
  for (let i = 0; i < n; i++) {
    const v = replay(r);
    const card = cards.next().value as Card;
    r = run(r, { type: "play", seat: v.toPlay ?? 0, cards: [card], call: v.prophet ? "right" : null });
  }
  return r;
}

describe("markers and sudden death [M Dealer 3, Prophet]", () => {
  test("a white marker on each 10th card; sudden death after 40: a wrong play expels, no penalty", () => {
    const cards = supply();
    // starter black 5♣: the supply starts red and alternates.
    let r = playRight(start("alternate", 5, "5C"), 40, cards);
    let v = replay(r);
    expect(v.markers.filter((m) => m.kind === "white").map((m) => m.n)).toEqual([10, 20, 30, 40]);
    expect(v.suddenDeath).toBe(true);
    const seat = v.toPlay ?? 0;
    const before = v.seats[seat]?.hand ?? 0;
    // Top card is black (the 40th card): a black card is wrong.
    r = run(r, { type: "play", seat, cards: [c("KS")], call: null });
    v = replay(r);
    expect(v.outcomes[40]).toMatchObject({ ok: false, expelled: true, penalty: 0 });
    expect(v.seats[seat]).toMatchObject({ expelled: true, hand: before - 1 });
    expect(v.toPlay).not.toBe(seat);
    expect(refusal(r, v, { type: "play", seat, cards: [c("KH")], call: null })).toBe("expelled");
  });
  test("with a prophet, black markers every 10th card after the marker and sudden death 30 after it", () => {
    const cards = supply();
    let r = playRight(bigHands(start("alternate", 5)), 25, cards);
    const actor = replay(r).lastActor ?? 0;
    r = run(r, { type: "prophet", seat: actor });
    r = playRight(r, 29, cards);
    let v = replay(r);
    expect(v.played).toBe(54);
    expect(v.suddenDeath).toBe(false);
    expect(v.markers.filter((m) => m.kind === "black").map((m) => m.n)).toEqual([35, 45]);
    r = playRight(r, 1, cards);
    v = replay(r);
    expect(v.suddenDeath).toBe(true);
  });
  test("everyone expelled ends the round", () => {
    const cards = supply();
    let r = playRight(bigHands(start("alternate", 3)), 40, cards);
    // The 40th card is black: a black card is wrong; each player in turn plays one and is expelled.
    for (const wrong of ["KS", "KS", "KC"]) {
      expect(replay(r).end).toBeNull();
      r = run(r, { type: "play", seat: replay(r).toPlay ?? 0, cards: [c(wrong)], call: null });
    }
    expect(replay(r).end).toEqual({ kind: "expelled" });
  });
});

describe("scoring [M Scoring]", () => {
  test("no prophet: high count minus cards, +4 for no cards, the dealer scores the highest score", () => {
    let r = start("alternate", 4);
    r = run(r, { type: "setHandCount", seat: 0, count: 2 }, play(0, "7D 3S"));
    const v = replay(r);
    expect(v.end).toEqual({ kind: "out", seat: 0 });
    const s = scoreRound(v, true);
    expect(s?.high).toBe(14);
    expect(s?.perSeat.map((p) => p.total)).toEqual([14 - 0 + 4, 0, 0, 0]);
    // [M Scoring]: the dealer scores the highest score; twice the cards played (4) caps it only with a prophet.
    expect(s?.dealer).toEqual({ highest: 18, cap: null, score: 18 });
  });
  test("three seats, Ann out after three right 'no play's and a 2-card play, six wrong single plays: the dealer scores 21, not 2 × 8", () => {
    // Starter A♣: counted 1 from the dealer's left, Ann starts. Red on black only: all-black hands have no right card.
    let r = start("alternate", 3, "AC");
    const hands = ["2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2S 3S", "4S 5S 6S 7S 8S 9S 10S JS QS KS", "2C 3C 4C 5C 6C 7C"];
    const wrongs = ["8C", "9C", "10C", "JC", "QC", "KC"];
    for (const hand of hands) r = run(r, noPlay(0, hand), play(1, wrongs.shift() ?? ""), play(2, wrongs.shift() ?? ""));
    expect(r.events).toHaveLength(9);
    r = run(r, play(0, "7D 3S"));
    const v = replay(r);
    expect(v.end).toEqual({ kind: "out", seat: 0 });
    expect(v.played).toBe(8);
    const s = scoreRound(v, true);
    // Boris and Cyril 14 + 3 × (2 − 1) = 17 → high 17; Ann 17 + 4 = 21.
    expect(s?.perSeat.map((p) => p.total)).toEqual([21, 0, 0]);
    expect(s?.dealer).toEqual({ highest: 21, cap: null, score: 21 });
  });
  test("a true prophet scores 1 per right and 2 per wrong card after the marker; the dealer counts cards before it", () => {
    let r = start("alternate", 4);
    r = run(r, play(0, "7D"), { type: "prophet", seat: 0 }); // marker on card 1
    r = run(r, play(1, "3S", "right"), play(2, "4C", "wrong"), play(3, "9H", "right")); // 2 right, 1 wrong
    r = run(r, { type: "setHandCount", seat: 1, count: 1 }, play(1, "6S", "right"));
    const v = replay(r);
    expect(v.end).toEqual({ kind: "out", seat: 1 });
    const s = scoreRound(v, true);
    // Hands: prophet 13, seat 1 0, seat 2 13 + 2 = 15, seat 3 13 → high 15.
    expect(s?.high).toBe(15);
    expect(s?.perSeat[0]).toMatchObject({ base: 2, prophet: { right: 3, wrong: 1, points: 5 }, total: 7 });
    expect(s?.perSeat[1]).toMatchObject({ base: 15, outBonus: 4, total: 19 });
    // A prophet remains: the smaller of the highest score 19 and 2 × 1 card before the marker.
    expect(s?.dealer).toEqual({ highest: 19, cap: { cardsBefore: 1, twice: 2 }, score: 2 });
  });
  test("robot dealer: no dealer score", () => {
    let r = start("alternate", 4, "5C", null);
    r = run(r, { type: "setHandCount", seat: 0, count: 1 }, play(0, "7D"));
    expect(scoreRound(replay(r), false)?.dealer).toBeNull();
  });
});

describe("undo and edit", () => {
  test("undo removes the last event; an edit re-judges what follows and lists what changed", () => {
    let r = run(start("alternate"), play(0, "7D"), play(1, "3S"), play(2, "9H"));
    expect(run(r, { type: "undo" }).events).toHaveLength(2);
    // Editing the first play to a black card makes it wrong; 3♠ then lies on 5♣ and is wrong too; 9♥ right.
    r = run(r, { type: "editEvent", index: 0, event: play(0, "7S") });
    expect(r.events.map((e) => (e.type === "prophet" ? null : e.ok))).toEqual([false, false, true]);
    expect(r.lastChanges.map((x) => x.index)).toEqual([0, 1]);
  });
  test("a rule that does not compile changes nothing", () => {
    const r = newRound({ seats: [1, 2, 3], dealer: 0, rule: commitSync("nonsense", "00112233445566778899aabbccddeeff"), at: 1, starter: c("5C") });
    expect(run(r, play(0, "7D"))).toBe(r);
  });
});

describe("the play being entered (kept in the round so a reload resumes it)", () => {
  const draft = (seat: number, kind: "play" | "noPlay", cards: string, call: "right" | "wrong" | null = null) => ({
    type: "draft" as const,
    draft: { seat, kind, cards: cards ? cs(cards) : [], call },
  });
  test("a sequence being built is kept, entering the play clears it", () => {
    let r = run(start("alternate"), draft(0, "play", "7D 3S"));
    expect(r.draft).toEqual({ seat: 0, kind: "play", cards: cs("7D 3S"), call: null });
    r = run(r, play(0, "7D 3S"));
    expect(r.draft).toBeNull();
    expect(r.events).toHaveLength(1);
  });
  test("a draft that could not be entered is refused: 5 cards, a hand bigger than the player's, a card over its copies", () => {
    const r = start("alternate");
    expect(run(r, draft(0, "play", "7D 3S 9H 8S 10D"))).toBe(r);
    expect(run(r, draft(0, "noPlay", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D"))).toBe(r);
    expect(run(r, draft(0, "play", "7D 7D 7D"))).toBe(r);
    expect(run(r, draft(9, "play", "7D"))).toBe(r);
  });
  test("a prophet's call waits in the draft only with a human dealer and a prophet in office", () => {
    const noProphet = start("alternate", 4);
    expect(run(noProphet, draft(1, "play", "8S", "right"))).toBe(noProphet);
    const r = run(start("alternate", 4), play(0, "7D"), { type: "prophet", seat: 0 });
    expect(run(r, draft(1, "play", "8S", "right")).draft?.call).toBe("right");
    expect(run(r, draft(1, "play", "", "right"))).toBe(r);
    const robot = run(start("alternate", 4, "5C", null), play(0, "7D"), { type: "prophet", seat: 0 });
    expect(run(robot, draft(1, "play", "8S", "right"))).toBe(robot);
  });
});

/**
 * Replays a round of New Eleusis (docs/new-eleusis.md): sequences judged as a whole, "no play",
 * the prophet and the overthrow, markers, sudden death, expulsion, the stock and the round's end.
 * With a judge every verdict is recomputed; without one the cached verdicts are used.
 */
import type { Card } from "@/lib/eleusis/cards";
import { sameCard, value } from "@/lib/eleusis/cards";
import { NE } from "./numbers";
import type { Call, RoundEvent, RoundState } from "./state";
import { decksForDeal } from "./state";

/** Judges one card after the main line (oldest first) and the previous verdict. */
export type CardJudge = (card: Card, ctx: { line: readonly Card[]; lastOk: boolean }) => boolean;

/** Is a sequence right: each card right in turn, on the line grown by the cards before it [M Dealer 1]. */
export function judgeSequence(cards: readonly Card[], line: readonly Card[], lastOk: boolean, judge: CardJudge): boolean {
  const grown = [...line];
  let ok = lastOk;
  for (const card of cards) {
    if (!judge(card, { line: grown, lastOk: ok })) return false;
    grown.push(card);
    ok = true;
  }
  return true;
}

/** The cards of a hand that could be played now, in the order shown. */
export function playableCards(hand: readonly Card[], line: readonly Card[], lastOk: boolean, judge: CardJudge): Card[] {
  return hand.filter((card) => judge(card, { line, lastOk }));
}

export interface SideCard {
  card: Card;
  /** Order among all cards played (1 = the first after the starter). */
  n: number;
  seat: number;
  event: number;
}

/** One main-line card and the wrong cards laid under it, in order. */
export interface Column {
  card: Card;
  /** 0 for the starter. */
  n: number;
  event: number | null;
  seat: number | null;
  /** Placed by the dealer (or prophet) from a wrong "no play" hand. */
  byDealer: boolean;
  side: SideCard[];
}

export const MARKER_KINDS = ["white", "black", "prophet", "overthrow"] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];
/** A marker on card number n (0 = the starter). */
export interface Marker {
  n: number;
  kind: MarkerKind;
  seat: number | null;
}

export interface ShownHand {
  event: number;
  seat: number;
  cards: Card[];
  /** The "no play" was right: the hand lies on the table above the line. */
  ok: boolean;
  /** Main-line length when it was shown. */
  lineLength: number;
  lastOk: boolean;
}

export interface SeatView {
  hand: number;
  expelled: boolean;
  prophet: boolean;
  beenProphet: boolean;
}

export interface ProphetTerm {
  seat: number;
  event: number;
  /** Cards played when the prophet declared (the marker is on card `from`). */
  from: number;
  /** Cards played when overthrown; null while in office. */
  to: number | null;
  overthrown: boolean;
}

export type RoundEnd = { kind: "out"; seat: number } | { kind: "expelled" } | { kind: "stock" };

export interface Outcome {
  ok: boolean;
  /** Main-line length and verdict before the event (what the rule saw). */
  lineLength: number;
  lastOk: boolean;
  suddenDeath: boolean;
  /** With a prophet in office: was the call approved. */
  approved: boolean | null;
  overthrown: boolean;
  expelled: boolean;
  /** Penalty cards dealt to the player. */
  penalty: number;
  placed: Card | null;
}

export const FLAGS = [
  "no-such-seat",
  "not-in-round",
  "is-prophet",
  "sequence-size",
  "not-enough-cards",
  "too-many-copies",
  "hand-size",
  "needs-call",
  "prophet-condition",
  "after-end",
] as const;
export type Flag = (typeof FLAGS)[number];

export interface RoundView {
  line: Card[];
  columns: Column[];
  markers: Marker[];
  shown: ShownHand[];
  seats: SeatView[];
  prophet: ProphetTerm | null;
  prophets: ProphetTerm[];
  /** Cards played so far (main line and sidelines, starter not counted). */
  played: number;
  suddenDeath: boolean;
  lastOk: boolean;
  decks: number;
  stock: number;
  /** Event indices after which another deck was shuffled in (-1: at the deal). */
  decksAdded: number[];
  end: RoundEnd | null;
  outcomes: Array<Outcome | null>;
  flags: Array<{ index: number; flag: Flag }>;
  toPlay: number | null;
  /** The seat whose play or "no play" was the last event (may declare prophet now). */
  lastActor: number | null;
}

/** The seat that plays first: count clockwise from the dealer's left the starter's value [M The deal 5]. */
export function firstSeat(starter: Card, seats: number): number {
  return (value(starter) - 1) % Math.max(1, seats);
}

/** Copies of cards on the table: main line, sidelines, and hands laid down after a right "no play". */
export function onTable(view: Pick<RoundView, "columns" | "shown">, card: Card): number {
  let n = 0;
  for (const col of view.columns) {
    if (sameCard(col.card, card)) n++;
    for (const s of col.side) if (sameCard(s.card, card)) n++;
  }
  for (const h of view.shown) if (h.ok) n += h.cards.filter((c) => sameCard(c, card)).length;
  return n;
}

/** Does a list of cards fit the copies left: more than `decks` copies of a card cannot exist. */
export function overCopies(view: Pick<RoundView, "columns" | "shown" | "decks">, cards: readonly Card[]): boolean {
  return cards.some((card) => onTable(view, card) + cards.filter((c) => sameCard(c, card)).length > view.decks);
}

export function suddenDeathNow(played: number, prophet: ProphetTerm | null): boolean {
  return prophet ? played - prophet.from >= NE.prophetSuddenDeathAfter : played >= NE.suddenDeathAfter;
}

const activeSeat = (s: SeatView | undefined): boolean => !!s && !s.expelled && !s.prophet;

export function replay(round: RoundState, judge: CardJudge | null = null): RoundView {
  const seats: SeatView[] = round.handSizes.map((hand) => ({ hand, expelled: false, prophet: false, beenProphet: false }));
  const line: Card[] = round.starter ? [round.starter] : [];
  const columns: Column[] = round.starter
    ? [{ card: round.starter, n: 0, event: null, seat: null, byDealer: false, side: [] }]
    : [];
  const markers: Marker[] = [];
  const shown: ShownHand[] = [];
  const prophets: ProphetTerm[] = [];
  const outcomes: Array<Outcome | null> = [];
  const flags: RoundView["flags"] = [];
  let prophet: ProphetTerm | null = null;
  let played = 0;
  let lastOk = true;
  let decks = decksForDeal(seats.length);
  let stock = decks * 52 - seats.length * NE.cardsPerHand - 1;
  const decksAdded: number[] = decks > NE.decksAtStart ? [-1] : [];
  let end: RoundEnd | null = null;
  let lastSeat: number | null = null;
  let lastActor: number | null = null;
  let index = -1;

  const take = (k: number): number => {
    while (stock < k && decks < NE.maxDecks) {
      decks++;
      stock += 52;
      decksAdded.push(index);
    }
    const got = Math.min(k, stock);
    stock -= got;
    if (stock <= NE.addDeckAtOrBelow && decks < NE.maxDecks) {
      decks++;
      stock += 52;
      decksAdded.push(index);
    }
    if (got < k) end ??= { kind: "stock" };
    return got;
  };
  const lay = (card: Card, seat: number, main: boolean, byDealer: boolean) => {
    played++;
    if (main) {
      line.push(card);
      columns.push({ card, n: played, event: index, seat, byDealer, side: [] });
    } else {
      columns[columns.length - 1]?.side.push({ card, n: played, seat, event: index });
    }
    if (played % NE.markerEvery === 0) markers.push({ n: played, kind: "white", seat: null });
    if (prophet && (played - prophet.from) % NE.markerEvery === 0) markers.push({ n: played, kind: "black", seat: prophet.seat });
  };
  const overthrow = () => {
    if (!prophet) return;
    const p = seats[prophet.seat];
    if (p) {
      p.prophet = false;
      p.hand += take(NE.overthrowPenalty);
    }
    prophet.to = played;
    prophet.overthrown = true;
    markers.push({ n: played, kind: "overthrow", seat: prophet.seat });
    prophet = null;
  };
  const settle = (seat: number) => {
    const s = seats[seat];
    if (!end && s && !s.expelled && s.hand === 0) end = { kind: "out", seat };
    if (!end && seats.every((x) => x.expelled || x.prophet)) end = { kind: "expelled" };
  };

  for (const ev of round.events) {
    index++;
    const seat = seats[ev.seat];
    if (end || !round.starter || !seat) {
      flags.push({ index, flag: seat ? "after-end" : "no-such-seat" });
      outcomes.push(null);
      continue;
    }
    if (ev.type === "prophet") {
      const why = prophetRefusal({ seats, prophet, end, lastActor }, ev.seat);
      if (why) {
        flags.push({ index, flag: "prophet-condition" });
        outcomes.push(null);
        continue;
      }
      seat.prophet = true;
      seat.beenProphet = true;
      prophet = { seat: ev.seat, event: index, from: played, to: null, overthrown: false };
      prophets.push(prophet);
      markers.push({ n: played, kind: "prophet", seat: ev.seat });
      outcomes.push(null);
      continue;
    }
    if (seat.expelled) flags.push({ index, flag: "not-in-round" });
    else if (seat.prophet) flags.push({ index, flag: "is-prophet" });
    const suddenDeath = suddenDeathNow(played, prophet);
    const before = { lineLength: line.length, lastOk };
    if (ev.type === "play") {
      if (ev.cards.length < 1 || ev.cards.length > NE.maxSequence) flags.push({ index, flag: "sequence-size" });
      if (ev.cards.length > seat.hand) flags.push({ index, flag: "not-enough-cards" });
      if (overCopies({ columns, shown, decks }, ev.cards)) flags.push({ index, flag: "too-many-copies" });
      const ok: boolean = judge ? judgeSequence(ev.cards, line, lastOk, judge) : ev.ok;
      const { approved, overthrown } = callOutcome(prophet, ev.call, ok, index, flags);
      seat.hand = Math.max(0, seat.hand - ev.cards.length);
      for (const card of ev.cards) lay(card, ev.seat, ok, false);
      let penalty = 0;
      let expelled = false;
      if (overthrown) overthrow();
      else if (!ok && suddenDeath) expelled = true;
      else if (!ok) penalty = take(NE.penaltyPerCard * ev.cards.length);
      seat.hand += penalty;
      if (expelled) seat.expelled = true;
      lastOk = ok;
      outcomes.push({ ok, ...before, suddenDeath, approved, overthrown, expelled, penalty, placed: null });
    } else {
      if (ev.hand.length !== seat.hand) flags.push({ index, flag: "hand-size" });
      if (overCopies({ columns, shown, decks }, ev.hand)) flags.push({ index, flag: "too-many-copies" });
      const legal = judge ? playableCards(ev.hand, line, lastOk, judge) : ev.placed ? [ev.placed] : [];
      const ok = judge ? legal.length === 0 : ev.ok;
      const { approved, overthrown } = callOutcome(prophet, ev.call, ok, index, flags);
      shown.push({ event: index, seat: ev.seat, cards: ev.hand, ok, ...before });
      let penalty = 0;
      let expelled = false;
      let placed: Card | null = null;
      if (ok) {
        const keep = Math.max(0, seat.hand - NE.noPlayShrink);
        seat.hand = keep > 0 ? take(keep) : 0;
      } else {
        placed = legal[0] ?? null;
        if (placed) {
          seat.hand = Math.max(0, seat.hand - 1);
          lay(placed, ev.seat, true, true);
          lastOk = true;
        }
      }
      if (overthrown) overthrow();
      else if (!ok && suddenDeath) expelled = true;
      else if (!ok) penalty = take(NE.noPlayPenalty);
      seat.hand += penalty;
      if (expelled) seat.expelled = true;
      outcomes.push({ ok, ...before, suddenDeath, approved, overthrown, expelled, penalty, placed });
    }
    lastSeat = ev.seat;
    lastActor = ev.seat;
    settle(ev.seat);
  }

  const toPlay = end || !round.starter ? null : nextSeat(seats, lastSeat, round.current, round.starter);
  return {
    line,
    columns,
    markers,
    shown,
    seats,
    prophet,
    prophets,
    played,
    suddenDeath: suddenDeathNow(played, prophet),
    lastOk,
    decks,
    stock,
    decksAdded,
    end,
    outcomes,
    flags,
    toPlay,
    lastActor: end ? null : lastActor,
  };
}

function callOutcome(
  prophet: ProphetTerm | null,
  call: Call | null,
  ok: boolean,
  index: number,
  flags: RoundView["flags"],
): { approved: boolean | null; overthrown: boolean } {
  if (!prophet) return { approved: null, overthrown: false };
  if (call === null) {
    flags.push({ index, flag: "needs-call" });
    return { approved: null, overthrown: false };
  }
  const approved = (call === "right") === ok;
  return { approved, overthrown: !approved };
}

function nextSeat(seats: readonly SeatView[], lastSeat: number | null, current: number | null, starter: Card): number | null {
  if (current !== null && activeSeat(seats[current])) return current;
  const from = lastSeat === null ? firstSeat(starter, seats.length) - 1 : lastSeat;
  for (let k = 1; k <= seats.length; k++) {
    const i = (from + k + seats.length) % seats.length;
    if (activeSeat(seats[i])) return i;
  }
  return null;
}

export const PROPHET_REFUSALS = ["round-ended", "already-prophet", "been-prophet", "too-few-players", "expelled", "not-just-played"] as const;
export type ProphetRefusal = (typeof PROPHET_REFUSALS)[number];

/**
 * Why this seat may not declare itself prophet now, or null [M Player 2]: (1) there is no prophet,
 * (2) it has not been prophet this round, (3) two or more players besides it (and the dealer) are
 * still in the round; and (house rule) just after its own play, while it is still in the round.
 */
export function prophetRefusal(
  view: Pick<RoundView, "seats" | "prophet" | "end" | "lastActor">,
  seat: number,
): ProphetRefusal | null {
  const s = view.seats[seat];
  if (view.end) return "round-ended";
  if (!s || s.expelled) return "expelled";
  if (view.prophet) return "already-prophet";
  if (s.beenProphet) return "been-prophet";
  const others = view.seats.filter((x, i) => i !== seat && !x.expelled).length;
  if (others < NE.minOthersForProphet) return "too-few-players";
  if (view.lastActor !== seat) return "not-just-played";
  return null;
}

/** The event a seat may be asked about next: true when a prophet must call it first. */
export function needsCall(view: Pick<RoundView, "prophet">): boolean {
  return view.prophet !== null;
}

export type { RoundEvent };

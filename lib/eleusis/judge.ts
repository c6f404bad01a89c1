/**
 * The dealer's judging of one hand of Eleusis as a pure reducer (docs/rules.md#eleusis-play,
 * "Turns and error cards, settled", "Scoring"). The state keeps the rule *text*; the
 * compiled rule comes from a resolver passed in (memoised outside the state), so judging
 * stays a pure function of (rule text, starter, hand sizes, plays).
 */
import type { Card, HandCount } from "@/lib/eleusis/cards";
import { deckCounts, cardKey, sameCard } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";
import { blockedScores, dealerScore, outScores } from "@/lib/eleusis/scoring";

/** Judges the card being played given the main line (oldest first) and the previous verdict. */
export type JudgeFn = (card: Card, ctx: { line: readonly Card[]; lastOk: boolean }) => boolean;
/** Turns rule text into a judge (null: the text does not compile); callers memoise it. */
export type RuleResolver = (ruleText: string) => JudgeFn | null;

export const PLAY_SOURCES = ["hand", "error"] as const;
export type PlaySource = (typeof PLAY_SOURCES)[number];

export interface Play {
  /** Stable id (survives edits and deletions of other plays). */
  id: number;
  /** Index into HandState.seats. */
  seat: number;
  card: Card;
  source: PlaySource;
  /** The verdict, as last judged. */
  ok: boolean;
}

export const LOG_KINDS = ["peek", "edit"] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export interface LogEntry {
  kind: LogKind;
  at: number;
}

export interface SealedRule extends Commitment {
  at: number;
}

export interface HandState {
  hands: HandCount;
  /** Session player indices of the players holding hands, in seat order from the dealer's left. */
  seats: number[];
  /** Session player index of the dealer; null = robot dealer. */
  dealer: number | null;
  /** Current commitment last; earlier ones were replaced by rule edits. */
  commitments: SealedRule[];
  /** e.g. a preset id, for the reveal's wording. */
  presetId: string | null;
  /** What the dealer reads out at the reveal (presets and robot rules have one). */
  wording: { ru: string; en: string } | null;
  /** The rule failed the checker and the dealer chose to play it anyway. */
  playedAnyway: boolean;
  /** SHA-256 hex of the dealer PIN (see pinHash); null = no PIN. */
  pinHash: string | null;
  log: LogEntry[];
  starter: Card | null;
  /** Cards dealt to each seat (deck table, adjusted after a misdeal). */
  handSizes: number[];
  plays: Play[];
  nextId: number;
  /** Seat chosen by a tap; cleared by the next play. */
  current: number | null;
  /** Play count after which no remaining error card could be played (set by judging). */
  blockedAfter: number | null;
  /** Verdicts changed by the last correction (edit, delete, rule edit, starter, hand count). */
  lastChanges: Change[];
  revealedAt: number | null;
}

export interface Change {
  id: number;
  /** 0-based index of the play in the list at the time of the change. */
  index: number;
  ok: boolean;
}

export type PlayInput = { seat: number; card: Card; source: PlaySource };

export type HandAction =
  | ({ type: "play" } & PlayInput)
  | { type: "undoPlay" }
  | ({ type: "editPlay"; index: number } & PlayInput)
  | { type: "deletePlay"; index: number }
  | { type: "select"; seat: number }
  | { type: "setStarter"; card: Card }
  | { type: "setHandCount"; seat: number; count: number }
  | { type: "peek"; at: number }
  | {
      type: "editRule";
      rule: Commitment;
      presetId: string | null;
      wording: { ru: string; en: string } | null;
      playedAnyway: boolean;
      at: number;
    }
  | { type: "reveal"; at: number };

// ---------------------------------------------------------------------------------------
// Replay: everything shown on screen is derived from the plays.

export const FLAGS = [
  "no-card-in-hand",
  "no-such-error-card",
  "hand-not-empty",
  "too-many-copies",
  "no-such-seat",
  "after-end",
] as const;
export type Flag = (typeof FLAGS)[number];

export interface SeatView {
  hand: number;
  errors: Card[];
}

/** One accepted card of the main line and the wrong plays made on top of it (history). */
export interface LayoutColumn {
  card: Card;
  /** Index of the play that laid it; null for the starter. */
  play: number | null;
  wrong: Array<{ play: number; card: Card; seat: number }>;
}

export type HandEnd = { kind: "out"; seats: number[] } | { kind: "blocked" };

export interface HandScore {
  /** Phase-1 score of the dealer; null in robot-dealer games. */
  dealer: number | null;
  perSeat: number[];
}

export interface HandView {
  line: Card[];
  layout: LayoutColumn[];
  seats: SeatView[];
  lastOk: boolean;
  phase: 1 | 2;
  /** Error counts per seat when phase 1 ended. */
  phase1: { errorCounts: number[]; dealerScore: number | null } | null;
  end: HandEnd | null;
  flags: Array<{ index: number; flag: Flag }>;
  toPlay: number | null;
  /** Null until the hand has ended with no flagged play. */
  score: HandScore | null;
  verdicts: boolean[];
  blockedAfter: number | null;
}

const COUNTS = new Map<HandCount, ReadonlyMap<string, number>>();
function copies(hands: HandCount, card: Card): number {
  let counts = COUNTS.get(hands);
  if (!counts) {
    counts = deckCounts(hands);
    COUNTS.set(hands, counts);
  }
  return counts.get(cardKey(card)) ?? 0;
}

/** True when no error card in front of anyone can be accepted now or after one more wrong play. */
export function isBlocked(seats: readonly SeatView[], line: readonly Card[], lastOk: boolean, judge: JudgeFn): boolean {
  for (const s of seats) {
    for (const card of s.errors) {
      if (judge(card, { line, lastOk })) return false;
      if (lastOk && judge(card, { line, lastOk: false })) return false;
    }
  }
  return true;
}

function hasCards(s: SeatView, phase: 1 | 2): boolean {
  return (phase === 1 && s.hand > 0) || s.errors.length > 0;
}

/**
 * Replays the hand. With a judge, every verdict (and the blocked end) is recomputed;
 * without one, the stored verdicts are used (no rule needed to draw the screen).
 */
export function replay(hand: HandState, judge: JudgeFn | null = null): HandView {
  const seats: SeatView[] = hand.handSizes.map((n) => ({ hand: n, errors: [] }));
  const line: Card[] = hand.starter ? [hand.starter] : [];
  const layout: LayoutColumn[] = hand.starter ? [{ card: hand.starter, play: null, wrong: [] }] : [];
  let lastOk = true;
  let phase: 1 | 2 = 1;
  let phase1: HandView["phase1"] = null;
  let end: HandEnd | null = null;
  let blockedAfter: number | null = null;
  const flags: HandView["flags"] = [];
  const verdicts: boolean[] = [];
  let lastSeat = -1;

  const settle = (applied: number) => {
    if (end) return;
    if (phase === 1 && seats.every((s) => s.hand <= 0)) {
      phase = 2;
      const errorCounts = seats.map((s) => s.errors.length);
      phase1 = { errorCounts, dealerScore: hand.dealer === null ? null : dealerScore(errorCounts) };
    }
    if (phase === 2) {
      const out = seats.flatMap((s, i) => (s.errors.length === 0 ? [i] : []));
      if (out.length > 0) {
        end = { kind: "out", seats: out };
        return;
      }
      const blocked = judge ? isBlocked(seats, line, lastOk, judge) : hand.blockedAfter === applied;
      if (blocked) {
        end = { kind: "blocked" };
        blockedAfter = applied;
      }
    }
  };

  if (hand.starter) settle(0);
  hand.plays.forEach((p, i) => {
    const seat = seats[p.seat];
    if (end || !seat || !hand.starter) {
      flags.push({ index: i, flag: seat ? "after-end" : "no-such-seat" });
      verdicts.push(p.ok);
      return;
    }
    const errorIndex = p.source === "error" ? seat.errors.findIndex((c) => sameCard(c, p.card)) : -1;
    let onTable = line.filter((c) => sameCard(c, p.card)).length;
    for (const s of seats) onTable += s.errors.filter((c) => sameCard(c, p.card)).length;
    if (errorIndex >= 0) onTable -= 1;

    let flag: Flag | null = null;
    if (onTable >= copies(hand.hands, p.card)) flag = "too-many-copies";
    else if (p.source === "hand" && seat.hand <= 0) flag = "no-card-in-hand";
    else if (p.source === "error" && errorIndex < 0) flag = "no-such-error-card";
    else if (p.source === "error" && phase === 1 && seat.hand > 0) flag = "hand-not-empty";
    if (flag) flags.push({ index: i, flag });

    const ok = judge ? judge(p.card, { line, lastOk }) : p.ok;
    verdicts.push(ok);
    if (p.source === "hand") {
      seat.hand -= 1;
      if (!ok) seat.errors.push(p.card);
    } else if (ok && errorIndex >= 0) {
      seat.errors.splice(errorIndex, 1);
    }
    if (ok) {
      line.push(p.card);
      layout.push({ card: p.card, play: i, wrong: [] });
    } else {
      layout[layout.length - 1]?.wrong.push({ play: i, card: p.card, seat: p.seat });
    }
    lastOk = ok;
    lastSeat = p.seat;
    settle(i + 1);
  });

  return {
    line,
    layout,
    seats,
    lastOk,
    phase,
    phase1,
    end,
    flags,
    toPlay: end ? null : nextSeat(seats, phase, lastSeat, hand.current),
    score: end && flags.length === 0 ? score(end, seats, phase1) : null,
    verdicts,
    blockedAfter,
  };
}

function nextSeat(seats: readonly SeatView[], phase: 1 | 2, lastSeat: number, current: number | null): number | null {
  if (current !== null && seats[current] && hasCards(seats[current], phase)) return current;
  for (let k = 1; k <= seats.length; k++) {
    const i = (lastSeat + k + seats.length) % seats.length;
    const s = seats[i];
    if (s && hasCards(s, phase)) return i;
  }
  return null;
}

function score(end: HandEnd, seats: readonly SeatView[], phase1: HandView["phase1"]): HandScore {
  const left = seats.map((s) => Math.max(0, s.hand) + s.errors.length);
  return {
    dealer: phase1?.dealerScore ?? null,
    perSeat: end.kind === "out" ? outScores(left) : blockedScores(left),
  };
}

// ---------------------------------------------------------------------------------------
// Entry checks (the keypad refuses a card before it becomes a play).

export const REFUSALS = [
  "no-starter",
  "hand-ended",
  "not-in-deck",
  "on-table",
  "too-many-copies",
  "no-card-in-hand",
  "no-such-error-card",
  "hand-not-empty",
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** Why this card cannot be played now by this seat from this source, or null if it can. */
export function refusal(hand: HandState, view: HandView, input: PlayInput): Refusal | null {
  if (!hand.starter) return "no-starter";
  if (view.end) return "hand-ended";
  const n = copies(hand.hands, input.card);
  if (n === 0) return "not-in-deck";
  const seat = view.seats[input.seat];
  if (!seat) return "no-card-in-hand";
  const ownError = input.source === "error" && seat.errors.some((c) => sameCard(c, input.card));
  let onTable = view.line.filter((c) => sameCard(c, input.card)).length;
  for (const s of view.seats) onTable += s.errors.filter((c) => sameCard(c, input.card)).length;
  if (ownError) onTable -= 1;
  if (onTable >= n) return n === 1 ? "on-table" : "too-many-copies";
  if (input.source === "hand" && seat.hand <= 0) return "no-card-in-hand";
  if (input.source === "error" && !ownError) return "no-such-error-card";
  if (input.source === "error" && view.phase === 1 && seat.hand > 0) return "hand-not-empty";
  return null;
}

/** Refusal of a starter card (not in this deck). */
export function starterRefusal(hands: HandCount, card: Card): Refusal | null {
  return copies(hands, card) === 0 ? "not-in-deck" : null;
}

// ---------------------------------------------------------------------------------------
// The reducer.

/** Re-judges every play with the current rule and records which verdicts changed. */
function rejudge(hand: HandState, resolve: RuleResolver, reportChanges: boolean): HandState {
  const rule = hand.commitments[hand.commitments.length - 1];
  const judge = rule ? resolve(rule.text) : null;
  if (!judge) return hand;
  const view = replay(hand, judge);
  const before = hand.plays;
  const plays = before.map((p, i) => {
    const ok = view.verdicts[i] ?? p.ok;
    return ok === p.ok ? p : { ...p, ok };
  });
  const lastChanges = reportChanges
    ? plays.flatMap((p, index) => (p !== before[index] ? [{ id: p.id, index, ok: p.ok }] : []))
    : [];
  return { ...hand, plays, blockedAfter: view.blockedAfter, lastChanges };
}

function validIndex(hand: HandState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < hand.plays.length;
}

function validSeat(hand: HandState, seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < hand.seats.length;
}

/** The hand reducer. Invalid actions return the state unchanged. */
export function reduceHand(hand: HandState, action: HandAction, resolve: RuleResolver): HandState {
  const locked = hand.revealedAt !== null;
  // Every change that judges needs the rule compiled; until it is, such an action changes nothing.
  const needsJudge = action.type !== "select" && action.type !== "peek" && action.type !== "reveal";
  const rule = currentRule(hand);
  if (needsJudge && !resolve(action.type === "editRule" ? action.rule.text : (rule?.text ?? ""))) return hand;
  switch (action.type) {
    case "play": {
      // Judges only the new card (earlier verdicts stand), then checks the new position for a block.
      if (locked || !validSeat(hand, action.seat) || !hand.starter) return hand;
      const rule = currentRule(hand);
      const judge = rule ? resolve(rule.text) : null;
      const view = replay(hand);
      if (!judge || view.end) return hand;
      const ok = judge(action.card, { line: view.line, lastOk: view.lastOk });
      const play: Play = { id: hand.nextId, seat: action.seat, card: action.card, source: action.source, ok };
      const next: HandState = { ...hand, plays: [...hand.plays, play], nextId: hand.nextId + 1, current: null, lastChanges: [] };
      const after = replay(next);
      if (after.phase === 2 && !after.end && isBlocked(after.seats, after.line, after.lastOk, judge)) {
        return { ...next, blockedAfter: next.plays.length };
      }
      return next;
    }
    case "undoPlay":
      if (locked || hand.plays.length === 0) return hand;
      return rejudge({ ...hand, plays: hand.plays.slice(0, -1), current: null }, resolve, false);
    case "editPlay": {
      if (locked || !validIndex(hand, action.index) || !validSeat(hand, action.seat)) return hand;
      const plays = hand.plays.map((p, i) =>
        i === action.index ? { ...p, seat: action.seat, card: action.card, source: action.source } : p,
      );
      return rejudge({ ...hand, plays }, resolve, true);
    }
    case "deletePlay": {
      if (locked || !validIndex(hand, action.index)) return hand;
      // Changes are reported against the shortened list.
      return rejudge({ ...hand, plays: hand.plays.filter((_, i) => i !== action.index) }, resolve, true);
    }
    case "select":
      if (locked || !validSeat(hand, action.seat)) return hand;
      return { ...hand, current: action.seat };
    case "setStarter":
      if (locked) return hand;
      return rejudge({ ...hand, starter: action.card }, resolve, hand.plays.length > 0);
    case "setHandCount": {
      if (locked || !validSeat(hand, action.seat) || !Number.isInteger(action.count) || action.count < 0) return hand;
      const now = replay(hand).seats[action.seat]?.hand ?? 0;
      const handSizes = hand.handSizes.map((n, i) => (i === action.seat ? n + action.count - now : n));
      return rejudge({ ...hand, handSizes }, resolve, true);
    }
    case "peek":
      if (hand.dealer === null) return hand;
      return { ...hand, log: [...hand.log, { kind: "peek", at: action.at }] };
    case "editRule": {
      if (locked || hand.dealer === null) return hand;
      const next: HandState = {
        ...hand,
        commitments: [...hand.commitments, { ...action.rule, at: action.at }],
        presetId: action.presetId,
        wording: action.wording,
        playedAnyway: action.playedAnyway,
        log: [...hand.log, { kind: "edit", at: action.at }],
      };
      return rejudge(next, resolve, true);
    }
    case "reveal":
      if (locked || !replay(hand).end) return hand;
      return { ...hand, revealedAt: action.at, current: null };
  }
}

/** The rule in force (the last commitment). */
export function currentRule(hand: HandState): SealedRule | undefined {
  return hand.commitments[hand.commitments.length - 1];
}

export interface NewHand {
  hands: HandCount;
  seats: number[];
  dealer: number | null;
  rule: Commitment;
  at: number;
  cardsPerHand: number;
  presetId?: string | null;
  wording?: { ru: string; en: string } | null;
  playedAnyway?: boolean;
  pinHash?: string | null;
  starter?: Card | null;
}

/** A freshly sealed hand, before or after the starter is laid. */
export function newHand(h: NewHand): HandState {
  return {
    hands: h.hands,
    seats: h.seats,
    dealer: h.dealer,
    commitments: [{ ...h.rule, at: h.at }],
    presetId: h.presetId ?? null,
    wording: h.wording ?? null,
    playedAnyway: h.playedAnyway ?? false,
    pinHash: h.pinHash ?? null,
    log: [],
    starter: h.starter ?? null,
    handSizes: h.seats.map(() => h.cardsPerHand),
    plays: [],
    nextId: 1,
    current: null,
    blockedAfter: null,
    lastChanges: [],
    revealedAt: null,
  };
}

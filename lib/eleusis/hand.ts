/**
 * One hand of Eleusis (docs/rules.md#eleusis-play): its state (the sealed rule's commitments, the
 * starter, hand sizes and the plays in order), the actions that change it, and the hand reducer, the
 * one place where a hand changes. The state keeps the rule *text*; the compiled rule comes from a
 * resolver passed in (memoised outside the state), so judging stays a pure function of (rule text,
 * starter, hand sizes, plays).
 */
import type { HandCount } from "@/lib/eleusis/cards";
import type { DealAction, SealedDeal } from "@/lib/eleusis/deal";
import { isLocked, reduceDealLifecycle, sealedDeal } from "@/lib/eleusis/deal";
import type { PlayInput, RuleResolver } from "@/lib/eleusis/replay";
import { refusal, starterRefusal, isBlocked, replay } from "@/lib/eleusis/replay";
import type { HandState, Play, SealedRule } from "@/lib/eleusis/session-schema";
import type { LOG_KINDS, PLAY_SOURCES } from "@/lib/eleusis/state-kinds";

export type { JudgeFn, RuleResolver } from "@/lib/eleusis/replay";
export type { PlayInput } from "@/lib/eleusis/replay";

export { LOG_KINDS, PLAY_SOURCES } from "@/lib/eleusis/state-kinds";
// The state types are inferred from the one schema (session-schema.ts).
export type { Change, HandState, LogEntry, Play, SealedRule } from "@/lib/eleusis/session-schema";
export type PlaySource = (typeof PLAY_SOURCES)[number];
export type LogKind = (typeof LOG_KINDS)[number];

export type { DealAction } from "@/lib/eleusis/deal";

export type HandAction =
  | ({ type: "play" } & PlayInput)
  | { type: "undoPlay" }
  | ({ type: "editPlay"; index: number } & PlayInput)
  | { type: "deletePlay"; index: number }
  | DealAction;

/** The rule in force (the last commitment). */
export function currentRule(hand: HandState): SealedRule | undefined {
  return hand.commitments[hand.commitments.length - 1];
}

export interface NewHand extends SealedDeal {
  hands: HandCount;
  cardsPerHand: number;
}

/** A freshly sealed hand, before or after the starter is laid. */
export function newHand(h: NewHand): HandState {
  return { ...sealedDeal(h), hands: h.hands, handSizes: h.seats.map(() => h.cardsPerHand), plays: [], blockedAfter: null };
}

// ---------------------------------------------------------------------------------------
// The hand reducer.

/** Re-judges every play with the current rule and records which verdicts changed. */
function rejudge(hand: HandState, resolve: RuleResolver, reportChanges: boolean): HandState {
  const rule = hand.commitments[hand.commitments.length - 1];
  const judge = rule ? resolve(rule.text ?? "") : null;
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

/**
 * The hand reducer. Invalid actions return the state unchanged, and so does a play the legality
 * check refuses (the same check the keypad runs before offering it), e.g. a second K♠ from one deck.
 */
export function reduceHand(hand: HandState, action: HandAction, resolve: RuleResolver): HandState {
  const locked = isLocked(hand);
  // Every change that judges needs the rule compiled; until it is, such an action changes nothing.
  const needsJudge = action.type !== "select" && action.type !== "peek" && action.type !== "reveal";
  const rule = currentRule(hand);
  if (needsJudge && !resolve(action.type === "editRule" ? action.rule.text : (rule?.text ?? ""))) return hand;
  switch (action.type) {
    case "play": {
      // Judges only the new card (earlier verdicts stand), then checks the new position for a block.
      if (locked || !validSeat(hand, action.seat) || !hand.starter) return hand;
      const rule = currentRule(hand);
      const judge = rule ? resolve(rule.text ?? "") : null;
      const view = replay(hand);
      if (!judge || view.end || refusal(hand, view, action)) return hand;
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
      if (locked || starterRefusal(hand.hands, action.card)) return hand;
      return rejudge({ ...hand, starter: action.card }, resolve, hand.plays.length > 0);
    case "setHandCount": {
      if (locked || !validSeat(hand, action.seat) || !Number.isInteger(action.count) || action.count < 0) return hand;
      const now = replay(hand).seats[action.seat]?.hand ?? 0;
      const handSizes = hand.handSizes.map((n, i) => (i === action.seat ? n + action.count - now : n));
      return rejudge({ ...hand, handSizes }, resolve, true);
    }
    case "peek":
    case "editRule":
    case "reveal":
      return reduceDealLifecycle(hand, action, (h) => replay(h).end !== null, (h) => rejudge(h, resolve, true)) ?? hand;
  }
}

/**
 * The New Eleusis round reducer: one place where a round changes. Entry checks (refusals) run
 * before an event is added, so bad input is refused with a reason and nothing entered is lost.
 */
import type { Card } from "@/lib/eleusis/cards";
import { isLocked, reduceDealLifecycle } from "@/lib/eleusis/deal";
import type { DealAction } from "@/lib/eleusis/hand";
import { NE } from "./numbers";
import type { CardJudge, ProphetRefusal, RoundView } from "./replay";
import { overCopies, prophetRefusal, replay } from "./replay";
import type { Call, NoPlayEvent, PlayEvent, RoundDraft, RoundEvent, RoundState } from "./state";

/** Turns rule text into a judge (null: it does not compile); callers memoise it. */
export type JudgeResolver = (ruleText: string) => CardJudge | null;

export type EventInput =
  | { type: "play"; seat: number; cards: Card[]; call: Call | null }
  | { type: "noPlay"; seat: number; hand: Card[]; call: Call | null }
  | { type: "prophet"; seat: number };

export type RoundAction =
  | EventInput
  | { type: "undo" }
  | { type: "editEvent"; index: number; event: EventInput }
  | { type: "deleteEvent"; index: number }
  | { type: "draft"; draft: RoundDraft | null }
  | DealAction;

export const REFUSALS = [
  "no-starter",
  "round-ended",
  "no-such-seat",
  "expelled",
  "is-prophet",
  "empty-play",
  "sequence-too-long",
  "not-enough-cards",
  "too-many-copies",
  "hand-size",
  "needs-call",
] as const;
export type Refusal = (typeof REFUSALS)[number] | ProphetRefusal;

/** Why this event cannot be entered now, or null. e.g. five cards → "sequence-too-long". */
export function refusal(round: RoundState, view: RoundView, input: EventInput): Refusal | null {
  if (!round.starter) return "no-starter";
  if (view.end) return "round-ended";
  const seat = view.seats[input.seat];
  if (!seat) return "no-such-seat";
  if (input.type === "prophet") return prophetRefusal(view, input.seat);
  if (seat.expelled) return "expelled";
  if (seat.prophet) return "is-prophet";
  if (input.type === "play") {
    if (input.cards.length === 0) return "empty-play";
    if (input.cards.length > NE.maxSequence) return "sequence-too-long";
    if (input.cards.length > seat.hand) return "not-enough-cards";
    if (overCopies(view, input.cards)) return "too-many-copies";
  } else {
    if (input.hand.length !== seat.hand) return "hand-size";
    if (overCopies(view, input.hand)) return "too-many-copies";
  }
  if (view.prophet && input.call === null) return "needs-call";
  return null;
}

function toEvent(id: number, input: EventInput, prophetInOffice: boolean): RoundEvent {
  switch (input.type) {
    case "play":
      return { id, type: "play", seat: input.seat, cards: input.cards, call: prophetInOffice ? input.call : null, ok: false };
    case "noPlay":
      return { id, type: "noPlay", seat: input.seat, hand: input.hand, call: prophetInOffice ? input.call : null, ok: false, placed: null };
    case "prophet":
      return { id, type: "prophet", seat: input.seat };
  }
}

/** Re-judges every event with the rule in force and records which verdicts changed. */
export function rejudge(round: RoundState, judge: CardJudge, reportChanges: boolean): RoundState {
  const view = replay(round, judge);
  const events = round.events.map((ev, i): RoundEvent => {
    const o = view.outcomes[i];
    if (!o || ev.type === "prophet") return ev;
    if (ev.type === "play") return o.ok === ev.ok ? ev : ({ ...ev, ok: o.ok } satisfies PlayEvent);
    const samePlaced = (o.placed === null && ev.placed === null) || (!!o.placed && !!ev.placed && o.placed.rank === ev.placed.rank && o.placed.suit === ev.placed.suit);
    return o.ok === ev.ok && samePlaced ? ev : ({ ...ev, ok: o.ok, placed: o.placed } satisfies NoPlayEvent);
  });
  const lastChanges = reportChanges
    ? events.flatMap((ev, index) => (ev !== round.events[index] && ev.type !== "prophet" ? [{ id: ev.id, index, ok: ev.ok }] : []))
    : [];
  return { ...round, events, lastChanges };
}

export function currentRule(round: RoundState) {
  return round.commitments[round.commitments.length - 1];
}

/** Can this draft stand: a sequence of at most 4, a hand no bigger than the player's, no card over its copies. */
export function draftFits(round: RoundState, view: RoundView, draft: RoundDraft): boolean {
  const seat = view.seats[draft.seat];
  if (!seat || seat.expelled || seat.prophet || view.end) return false;
  const most = draft.kind === "play" ? NE.maxSequence : seat.hand;
  if (draft.cards.length > most) return false;
  if (draft.call !== null && (view.prophet === null || draft.cards.length === 0 || round.dealer === null)) return false;
  return !overCopies(view, draft.cards);
}

const validIndex = (round: RoundState, i: number) => Number.isInteger(i) && i >= 0 && i < round.events.length;

/** The round reducer. Refused or invalid actions return the state unchanged. */
export function reduceRound(round: RoundState, action: RoundAction, resolve: JudgeResolver): RoundState {
  const locked = isLocked(round);
  const ruleText = action.type === "editRule" ? action.rule.text : (currentRule(round)?.text ?? "");
  const needsJudge = action.type !== "select" && action.type !== "peek" && action.type !== "reveal" && action.type !== "draft";
  const judge = resolve(ruleText);
  if (needsJudge && !judge) return round;
  const withJudge = (next: RoundState, report: boolean) => (judge ? rejudge(next, judge, report) : next);
  switch (action.type) {
    case "play":
    case "noPlay":
    case "prophet": {
      if (locked) return round;
      const view = replay(round);
      if (refusal(round, view, action)) return round;
      const event = toEvent(round.nextId, action, view.prophet !== null);
      return withJudge({ ...round, events: [...round.events, event], nextId: round.nextId + 1, current: null, draft: null }, false);
    }
    case "undo":
      if (locked || round.events.length === 0) return round;
      return withJudge({ ...round, events: round.events.slice(0, -1), current: null }, false);
    case "editEvent": {
      if (locked || !validIndex(round, action.index)) return round;
      const old = round.events[action.index];
      if (!old) return round;
      // The call is kept as entered; replay flags a prophet event that no longer holds.
      const input = action.event;
      const event: RoundEvent =
        input.type === "prophet"
          ? { id: old.id, type: "prophet", seat: input.seat }
          : input.type === "play"
            ? { id: old.id, type: "play", seat: input.seat, cards: input.cards, call: input.call, ok: old.type === "play" ? old.ok : false }
            : { id: old.id, type: "noPlay", seat: input.seat, hand: input.hand, call: input.call, ok: old.type === "noPlay" ? old.ok : false, placed: null };
      return withJudge({ ...round, events: round.events.map((e, i) => (i === action.index ? event : e)) }, true);
    }
    case "deleteEvent":
      if (locked || !validIndex(round, action.index)) return round;
      return withJudge({ ...round, events: round.events.filter((_, i) => i !== action.index) }, true);
    case "select": {
      const s = replay(round).seats[action.seat];
      if (locked || !s || s.expelled || s.prophet) return round;
      return { ...round, current: action.seat };
    }
    case "draft": {
      if (locked) return round;
      if (action.draft === null) return round.draft ? { ...round, draft: null } : round;
      if (!draftFits(round, replay(round), action.draft)) return round;
      return { ...round, draft: action.draft };
    }
    case "setStarter":
      if (locked) return round;
      return withJudge({ ...round, starter: action.card }, round.events.length > 0);
    case "setHandCount": {
      if (locked || !Number.isInteger(action.count) || action.count < 0) return round;
      const now = replay(round).seats[action.seat];
      if (!now) return round;
      const handSizes = round.handSizes.map((n, i) => (i === action.seat ? Math.max(0, n + action.count - now.hand) : n));
      return withJudge({ ...round, handSizes }, true);
    }
    case "peek":
    case "editRule":
    case "reveal":
      return reduceDealLifecycle(round, action, (r) => replay(r).end !== null, (r) => withJudge(r, true)) ?? round;
  }
}

/**
 * What the dealer is shown privately for a play before it is entered: the verdict, and with a
 * prophet whether to approve the prophet's call. e.g. preview(…, 4 cards) → { ok: false, approve: … }
 */
export function preview(round: RoundState, input: EventInput, judge: CardJudge): { ok: boolean; approve: boolean | null } | null {
  if (input.type === "prophet") return null;
  const view = replay(round);
  if (refusal(round, view, input)) return null;
  const next = rejudge({ ...round, events: [...round.events, toEvent(-1, input, view.prophet !== null)] }, judge, false);
  const o = replay(next).outcomes[next.events.length - 1];
  return o ? { ok: o.ok, approve: o.approved } : null;
}

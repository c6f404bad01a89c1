/**
 * The dealer's judging of one hand of Eleusis, as one entry point for pages: the state, its actions
 * and the reducer (hand.ts), and the replay with its legality check (replay.ts).
 */
export type { Change, HandAction, HandState, JudgeFn, LogEntry, LogKind, NewHand, Play, PlayInput, PlaySource, RuleResolver, SealedRule } from "@/lib/eleusis/hand";
export { currentRule, LOG_KINDS, newHand, PLAY_SOURCES, reduceHand } from "@/lib/eleusis/hand";
export type { CardRefusal, Position, Refusal, SeatView } from "@/lib/eleusis/replay";
export { cardRefusal, REFUSALS, refusal, starterRefusal } from "@/lib/eleusis/replay";
export type { Flag, HandEnd, HandScore, HandView, LayoutColumn } from "@/lib/eleusis/replay";
export { FLAGS, isBlocked, replay } from "@/lib/eleusis/replay";

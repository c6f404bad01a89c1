/**
 * The life of a deal, whatever the variant (a classic hand or a New Eleusis round): sealed with a
 * rule, peeked at and edited by the dealer (each logged), revealed once it has ended, and locked from
 * then on. Both reducers hand these actions here, so the two variants cannot drift apart.
 */
import type { Card } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";
import type { Lock } from "@/lib/eleusis/lock";
import type { HandState } from "@/lib/eleusis/session-schema";

/**
 * What the dealer does to a deal whatever the variant (classic hand or New Eleusis round): seat
 * selection, starter, hand counts, the logged peek, a rule change and the reveal.
 */
export type DealAction =
  | { type: "select"; seat: number }
  | { type: "setStarter"; card: Card }
  | { type: "setHandCount"; seat: number; count: number }
  | { type: "peek"; at: number }
  | {
      type: "editRule";
      /** With `box` when the deal is sealed at rest (the page puts the secret in memory first). */
      rule: Commitment & { box?: string };
      presetId: string | null;
      wording: { ru: string; en: string } | null;
      playedAnyway: boolean;
      at: number;
    }
  | { type: "reveal"; at: number };

/** What every deal holds (the schema's `dealShape`). */
export type DealCore = Pick<HandState, "seats" | "dealer" | "commitments" | "presetId" | "wording" | "playedAnyway" | "pinHash" | "lock" | "log" | "starter" | "current" | "lastChanges" | "revealedAt" | "nextId">;

export interface SealedDeal {
  seats: number[];
  dealer: number | null;
  rule: Commitment & { box?: string };
  lock?: Lock;
  at: number;
  presetId?: string | null;
  wording?: { ru: string; en: string } | null;
  playedAnyway?: boolean;
  pinHash?: string | null;
  starter?: Card | null;
}

/** The common fields of a freshly sealed deal, e.g. for newHand and newRound. */
export function sealedDeal(d: SealedDeal): DealCore {
  return {
    seats: d.seats,
    dealer: d.dealer,
    commitments: [{ ...d.rule, at: d.at }],
    presetId: d.presetId ?? null,
    wording: d.wording ?? null,
    playedAnyway: d.playedAnyway ?? false,
    pinHash: d.pinHash ?? null,
    ...(d.lock ? { lock: d.lock } : {}),
    log: [],
    starter: d.starter ?? null,
    nextId: 1,
    current: null,
    lastChanges: [],
    revealedAt: null,
  };
}

/** A revealed deal is locked: nothing in it changes any more. */
export const isLocked = (deal: Pick<DealCore, "revealedAt">): boolean => deal.revealedAt !== null;

/**
 * The dealer's peek, rule edit and reveal, for either variant: `ended` says whether the deal is over
 * (only then may it be revealed), `rejudge` re-judges the deal under its new rule. Undefined for the
 * variant's own actions. e.g. a reveal before the deal ended leaves it as it was.
 */
export function reduceDealLifecycle<D extends DealCore>(deal: D, action: DealAction, ended: (deal: D) => boolean, rejudge: (deal: D) => D): D | undefined {
  switch (action.type) {
    case "peek":
      if (deal.dealer === null) return deal;
      return { ...deal, log: [...deal.log, { kind: "peek", at: action.at }] };
    case "editRule":
      if (isLocked(deal) || deal.dealer === null) return deal;
      return rejudge({
        ...deal,
        commitments: [...deal.commitments, { ...action.rule, at: action.at }],
        presetId: action.presetId,
        wording: action.wording,
        playedAnyway: action.playedAnyway,
        log: [...deal.log, { kind: "edit", at: action.at }],
      });
    case "reveal":
      if (isLocked(deal) || !ended(deal)) return deal;
      return { ...deal, revealedAt: action.at, current: null };
    case "select":
    case "setStarter":
    case "setHandCount":
      return undefined;
  }
}

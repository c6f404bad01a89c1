/**
 * An Eleusis session for the store: a full cycle of hands at one table. Each deal is a
 * HandState (judge.ts); "next deal" passes the deal to the next player (docs/rules.md#eleusis-cycle).
 */
import { DECK_TABLE } from "@/lib/eleusis/cards";
import type { RuleResolver } from "@/lib/eleusis/judge";
import type { Deal, DealRule, EleusisAction, EleusisState, Variant } from "@/lib/eleusis/state";
import { isNewRound } from "@/lib/eleusis/state";
import { newHand, reduceHand } from "@/lib/eleusis/judge";
import { currentDeal, cycleComplete } from "@/lib/eleusis/cycle";
import type { LazyGame } from "@/lib/store/game";
import { handsAtTable, seating } from "@/lib/eleusis/seating";
import { reduceRound } from "@/lib/eleusis/new-eleusis/reduce";
import { newRound } from "@/lib/eleusis/new-eleusis/state";

export { handsAtTable, seating };
export { currentDeal, cycleComplete, cycleTable, dealScores } from "@/lib/eleusis/cycle";
export type { CycleTable } from "@/lib/eleusis/cycle";
export type { Deal, DealRule, EleusisAction, EleusisState, Variant } from "@/lib/eleusis/state";
export { VARIANTS, isNewRound } from "@/lib/eleusis/state";

export const ELEUSIS_VERSION = 1;

// ---------------------------------------------------------------------------------------
// Seats and deals.

function dealFor(state: Pick<EleusisState, "players" | "robot" | "firstDealer" | "variant">, k: number, d: DealRule): Deal | null {
  const hands = handsAtTable(state.players.length, state.robot);
  if (hands === null) return null;
  const { dealer, seats } = seating(state.players.length, state.robot, state.firstDealer, k);
  if (state.variant === "new") {
    return newRound({
      seats,
      dealer,
      rule: d.rule,
      at: d.at,
      presetId: d.presetId,
      wording: d.wording,
      playedAnyway: d.playedAnyway,
      pinHash: state.robot ? null : d.pinHash,
    });
  }
  return newHand({
    hands,
    seats,
    dealer,
    rule: d.rule,
    at: d.at,
    cardsPerHand: DECK_TABLE[hands].cardsPerHand,
    presetId: d.presetId,
    wording: d.wording,
    playedAnyway: d.playedAnyway,
    pinHash: state.robot ? null : d.pinHash,
  });
}

/** The state of a new session with its first deal sealed, or null if the table does not fit the deck table. */
export function startSession(
  table: { players: string[]; robot: boolean; firstDealer: number; variant?: Variant },
  first: DealRule,
): EleusisState | null {
  const base = {
    ...(table.variant === "new" ? { variant: "new" as const } : {}),
    players: table.players,
    robot: table.robot,
    firstDealer: table.firstDealer,
    deals: [],
  };
  if (table.firstDealer < 0 || table.firstDealer >= table.players.length) return null;
  const hand = dealFor(base, 0, first);
  return hand ? { ...base, deals: [hand] } : null;
}

// ---------------------------------------------------------------------------------------
// The reducer.

/** The session reducer with an injected rule resolver (tests pass plain functions). */
export function reduceSession(state: EleusisState, action: EleusisAction, resolve: RuleResolver): EleusisState {
  switch (action.type) {
    case "hand": {
      const last = currentDeal(state);
      if (!last || isNewRound(last)) return state;
      const next = reduceHand(last, action.action, resolve);
      return next === last ? state : { ...state, deals: [...state.deals.slice(0, -1), next] };
    }
    case "round": {
      const last = currentDeal(state);
      if (!last || !isNewRound(last)) return state;
      const next = reduceRound(last, action.action, resolve);
      return next === last ? state : { ...state, deals: [...state.deals.slice(0, -1), next] };
    }
    case "deal": {
      const last = currentDeal(state);
      if (!last || last.revealedAt === null || state.deals.length >= state.players.length) return state;
      if (!resolve(action.rule.text)) return state;
      const hand = dealFor(state, state.deals.length, action);
      return hand ? { ...state, deals: [...state.deals, hand] } : state;
    }
  }
}

// ---------------------------------------------------------------------------------------
// The store's definition.

/** A session state with the sealed rules (text, salt, preset, wording) of unrevealed hands left out. */
export function redactForExport(state: EleusisState): unknown {
  return {
    ...state,
    deals: state.deals.map((h) =>
      h.revealedAt !== null
        ? h
        : { ...h, presetId: null, wording: null, commitments: h.commitments.map((c) => ({ hash: c.hash, at: c.at })) },
    ),
  };
}

export function createEleusisGame(resolve: RuleResolver): LazyGame<EleusisState, EleusisAction> {
  return {
    kind: "eleusis",
    version: ELEUSIS_VERSION,
    // Loaded while the screen says "loading": first-load JS carries neither zod nor the schema.
    loadSchema: () => import("@/lib/eleusis/session-schema").then((m) => m.eleusisStateSchema),
    reduce: (state, action) => reduceSession(state, action, resolve),
    summary: (state) => {
      const complete = cycleComplete(state);
      return {
        players: state.players,
        finished: complete,
        label: `${Math.min(state.deals.length, state.players.length)}/${state.players.length}`,
      };
    },
    redactForExport,
    secretKeys: ["text", "salt", "presetId", "wording"],
    // Peeks, rule edits and reveals must never disappear from the log: the judge has its own
    // "undo last play" and "edit play" actions, so the store keeps no undo stack for Eleusis.
    undoable: () => false,
  };
}


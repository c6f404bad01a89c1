/**
 * An Eleusis session for the store: a full cycle of deals at one table, its actions, its reducer and
 * the store's definition. Each deal is a classic hand (judge.ts) or a New Eleusis round; "next deal"
 * passes the deal to the next player (docs/rules.md#eleusis-cycle).
 */
import { DECK_TABLE } from "@/lib/eleusis/cards";
import type { Commitment } from "@/lib/eleusis/commitment";
import type { HandAction, RuleResolver } from "@/lib/eleusis/judge";
import { newHand, reduceHand } from "@/lib/eleusis/judge";
import { currentDeal, cycleComplete } from "@/lib/eleusis/cycle";
import type { GameDefinition } from "@/lib/store/game";
import { eleusisStateSchema, handsAtTable, seating } from "@/lib/eleusis/session-schema";
import type { RoundAction } from "@/lib/eleusis/new-eleusis/reduce";
import { reduceRound } from "@/lib/eleusis/new-eleusis/reduce";
import type { RoundState } from "@/lib/eleusis/new-eleusis/state";
import { newRound } from "@/lib/eleusis/new-eleusis/state";
import type { Lock, SecretSource } from "@/lib/eleusis/lock";
import type { VARIANTS } from "@/lib/eleusis/state-kinds";
import type { Deal, EleusisState } from "@/lib/eleusis/session-schema";
import { openDeal, sealDeal, sealState } from "@/lib/eleusis/at-rest";

export { handsAtTable, seating };
export { currentDeal, cycleComplete, cycleTable, dealScores } from "@/lib/eleusis/cycle";
export type { CycleTable } from "@/lib/eleusis/cycle";
export { VARIANTS } from "@/lib/eleusis/state-kinds";
/** The stored session and one deal of it, inferred from the one schema (session-schema.ts). */
export type { Deal, EleusisState } from "@/lib/eleusis/session-schema";

// ---------------------------------------------------------------------------------------
// The state and its actions.

/** "classic": the rules in this app (docs/rules.md); "new": New Eleusis (docs/new-eleusis.md). */
export type Variant = (typeof VARIANTS)[number];

/** Is this deal a New Eleusis round. */
export function isNewRound(d: Deal): d is RoundState {
  return "variant" in d && d.variant === "new";
}

export interface DealRule {
  /** With `box` when the deal is sealed at rest under `lock` (the page keeps the secret in memory). */
  rule: Commitment & { box?: string };
  lock?: Lock;
  presetId: string | null;
  wording: { ru: string; en: string } | null;
  playedAnyway: boolean;
  pinHash: string | null;
  at: number;
}

export type EleusisAction =
  | { type: "hand"; action: HandAction }
  | { type: "round"; action: RoundAction }
  | ({ type: "deal" } & DealRule)
  /** Locks the sealed deal in progress: one box per commitment (a hand saved in clear, or a new PIN). */
  | { type: "lock"; lock: Lock; boxes: string[]; pinHash: string | null };

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
      ...(d.lock ? { lock: d.lock } : {}),
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
    ...(d.lock ? { lock: d.lock } : {}),
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
  return hand ? { ...base, deals: [sealDeal(hand)] } : null;
}

// ---------------------------------------------------------------------------------------
// The reducer.

const shut: SecretSource = () => null;

/**
 * The session reducer with an injected rule resolver (tests pass plain functions) and the secrets
 * this page has opened: a deal sealed at rest is opened for the step and sealed again after it, so
 * what the store keeps never holds the rule in clear; a deal that cannot be opened here does not change.
 */
export function reduceSession(state: EleusisState, action: EleusisAction, resolve: RuleResolver, secrets: SecretSource = shut): EleusisState {
  const withLast = (next: Deal) => ({ ...state, deals: [...state.deals.slice(0, -1), sealDeal(next)] });
  switch (action.type) {
    case "hand": {
      const last = currentDeal(state);
      const open = last && !isNewRound(last) ? openDeal(last, secrets) : null;
      if (!open) return state;
      const next = reduceHand(open, action.action, resolve);
      return next === open ? state : withLast(next);
    }
    case "round": {
      const last = currentDeal(state);
      const open = last && isNewRound(last) ? openDeal(last, secrets) : null;
      if (!open) return state;
      const next = reduceRound(open, action.action, resolve);
      return next === open ? state : withLast(next);
    }
    case "lock": {
      const last = currentDeal(state);
      if (!last || last.revealedAt !== null || action.boxes.length !== last.commitments.length) return state;
      if (state.robot && (action.lock.kind === "pin" || action.pinHash !== null)) return state;
      const commitments = last.commitments.map((c, i) => ({ ...c, box: action.boxes[i] }));
      return withLast({ ...last, commitments, lock: action.lock, pinHash: action.pinHash });
    }
    case "deal": {
      const last = currentDeal(state);
      if (!last || last.revealedAt === null || state.deals.length >= state.players.length) return state;
      if (!resolve(action.rule.text)) return state;
      const hand = dealFor(state, state.deals.length, action);
      return hand ? { ...state, deals: [...state.deals, sealDeal(hand)] } : state;
    }
  }
}

// ---------------------------------------------------------------------------------------
// The store's definition.

/**
 * A session state as it may leave the phone: an unrevealed deal keeps no rule text, salt, preset or
 * wording in clear; its boxes travel only when a PIN locks them (the other phone asks for the PIN),
 * never under this browser's own key (useless elsewhere).
 */
export function redactForExport(state: EleusisState): unknown {
  return {
    ...sealState(state),
    deals: sealState(state).deals.map((h) => {
      if (h.revealedAt !== null) return h;
      const { lock, ...rest } = h;
      const keep = lock?.kind === "pin";
      return {
        ...rest,
        ...(keep ? { lock } : {}),
        presetId: null,
        wording: null,
        commitments: h.commitments.map((c) => (keep && c.box ? { hash: c.hash, at: c.at, box: c.box } : { hash: c.hash, at: c.at })),
      };
    }),
  };
}

/**
 * What the Eleusis reducer needs that the page holds, passed by the store on every step: the compiled
 * rule (a resolver of rule text; null until the rule language has loaded) and the sealed rules this
 * page has opened (the vault). e.g. { resolve: memoResolver(compileRule), secrets: ruleVault.source }.
 */
export interface EleusisEnv {
  resolve: RuleResolver;
  secrets: SecretSource;
}

/** The store's definition of Eleusis: its reducer reads nothing but its arguments. */
export const eleusisDefinition: GameDefinition<EleusisState, EleusisAction, EleusisEnv> = createEleusisGame();

function createEleusisGame(): GameDefinition<EleusisState, EleusisAction, EleusisEnv> {
  return {
    kind: "eleusis",
    version: ELEUSIS_VERSION,
    schema: eleusisStateSchema,
    reduce: (state, action, env) => reduceSession(state, action, env.resolve, env.secrets),
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

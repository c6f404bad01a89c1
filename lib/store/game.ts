import type { $ZodType, util } from "zod/v4/core";
import type { SessionSummary } from "./types";

/** Any zod schema of S, zod/mini or classic (both have the safeParse method). */
export type StateSchema<S> = $ZodType<S> & { safeParse(data: unknown): util.SafeParseResult<S> };

/**
 * What a game gives the store (the store takes it as an argument); each game exports one from
 * lib/<game>/session.ts. `E`: what its reducer needs that the page holds (Eleusis: the compiled rule
 * and the opened secrets), passed by the store on every step, never read from module state.
 */
export interface GameDefinition<S, A, E = void> {
  /** Its entry in lib/games.ts, e.g. "cake". */
  kind: string;
  /** Current state schema version (>= 1). */
  version: number;
  /** The state's one zod schema (zod/mini): parsed on every load, on import, and on every state a reducer produces. */
  schema: StateSchema<S>;
  reduce(state: S, action: A, env: E): S;
  /** Old record state -> current shape, e.g. migrate(1, { players }) for version 2. */
  migrate?(fromVersion: number, raw: unknown): unknown;
  summary(state: S): SessionSummary;
  /** Export form of a valid state; Eleusis leaves the sealed rule text and salt out. */
  redactForExport?(state: S): unknown;
  /**
   * Object keys whose values never leave the device, removed at any depth when a raw
   * (possibly corrupt) record is exported from the recovery screen, e.g. ["sealedRule", "salt"].
   */
  secretKeys?: readonly string[];
  /** Default true; an action that is not undoable also clears the undo stack before it. */
  undoable?(action: A): boolean;
}

/** For code that handles any game (registry, home page import). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any>;

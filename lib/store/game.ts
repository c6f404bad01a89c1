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
  /** The state's one zod schema (zod/mini): parsed on every load, on import, and on every state a reducer produces. Games export it lazily (LazyGame). */
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

/**
 * A game as its module exports it: the definition without the schema, and how to load the schema.
 * `loadSchema` is a dynamic import, so a game screen's first load carries neither zod nor the
 * schema; they arrive while the screen says "loading" (the store reads nothing before), e.g.
 * `loadSchema: () => import("./schema").then((m) => m.cakeStateSchema)`.
 */
type LazyBase<S, A> = Omit<GameDefinition<S, A>, "schema" | "reduce"> & { loadSchema(): Promise<StateSchema<S>> };
/** A game whose reducer needs no zod: it is there at once (Eleusis, Pechenka). */
export type EagerLazyGame<S, A, E = void> = LazyBase<S, A> & { reduce(state: S, action: A, env: E): S; loadReduce?: never };
/** Or one whose reducer needs zod too (Piece of Cake reads typed counts with a schema): it comes like the schema. */
export type LazyGame<S, A, E = void> = EagerLazyGame<S, A, E> | (LazyBase<S, A> & { reduce?: never; loadReduce(): Promise<(state: S, action: A, env: E) => S> });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const withSchemas = new WeakMap<object, Promise<GameDefinition<any, any, any>>>();

/**
 * The definition the store takes (schema loaded), once per game object. A failed load (a chunk
 * that cannot be fetched) is forgotten, so the next call tries again.
 */
export function withSchema<S, A, E = void>(game: LazyGame<S, A, E>): Promise<GameDefinition<S, A, E>> {
  let loading = withSchemas.get(game) as Promise<GameDefinition<S, A, E>> | undefined;
  if (!loading) {
    const { loadSchema, loadReduce, reduce, ...rest } = game;
    loading = Promise.all([loadSchema(), loadReduce ? loadReduce() : reduce]).then(([schema, reducer]) => {
      if (!reducer) throw new Error(`${game.kind}: no reducer`);
      return { ...rest, schema, reduce: reducer };
    });
    loading.catch(() => withSchemas.delete(game));
    withSchemas.set(game, loading);
  }
  return loading;
}

/** For code that handles any game (registry, home page import). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLazyGame = LazyGame<any, any, any>;

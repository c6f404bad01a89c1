import { KIND_IDS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS } from "./kinds";
import type { KindId } from "./kinds";
import { EATEN_MODES } from "./entry";
import type { Result } from "@/lib/result";
import { DRAFT_MAX, GAMES_MAX, NAME_MAX } from "./limits";
import type { CakeGame, CakeState, PlayerDraft } from "./schema";
import { TIE_RULES } from "./tie";

// A small hand-written validator equal to CakeStateSchema (schema.ts), so the play page does not
// ship zod. Returns the value with unknown keys stripped, or the first problem with its path.

export interface Issue {
  path: (string | number)[];
  message: string;
}
type Check<T> = Result<T, Issue>;

class Invalid extends Error {
  constructor(readonly issue: Issue) {
    super(issue.message);
  }
}
const fail = (path: (string | number)[], message: string): never => {
  throw new Invalid({ path, message });
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function int(v: unknown, min: number, max: number, path: (string | number)[]): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max) fail(path, `expected an integer ${min}..${max}`);
  return v as number;
}

function oneOf<T extends string>(options: readonly T[], v: unknown, path: (string | number)[]): T {
  const found = options.find((o) => o === v);
  if (found === undefined) fail(path, `expected ${options.join(" | ")}`);
  return found as T;
}

function text(v: unknown, max: number, path: (string | number)[], min = 0): string {
  if (typeof v !== "string" || v.length < min || v.length > max) fail(path, `expected ${min}..${max} characters`);
  return v as string;
}

function list(v: unknown, min: number, max: number, path: (string | number)[]): unknown[] {
  if (!Array.isArray(v) || v.length < min || v.length > max) fail(path, `expected ${min}..${max} items`);
  // Dense copy: a hole becomes undefined and is refused, as zod does (map() would skip it).
  return Array.from(v as unknown[]);
}

function object(v: unknown, path: (string | number)[]): Record<string, unknown> {
  if (!isObject(v)) fail(path, "expected an object");
  return v as Record<string, unknown>;
}

function counts(v: unknown, path: (string | number)[]): Record<KindId, string> {
  const o = object(v, path);
  for (const key in o) if (!(KIND_IDS as readonly string[]).includes(key)) fail([...path, key], "unknown kind");
  const out = {} as Record<KindId, string>;
  for (const id of KIND_IDS) out[id] = text(o[id], DRAFT_MAX, [...path, id]);
  return out;
}

function draft(v: unknown, path: (string | number)[]): PlayerDraft {
  const o = object(v, path);
  return {
    saved: counts(o.saved, [...path, "saved"]),
    eatenPerKind: counts(o.eatenPerKind, [...path, "eatenPerKind"]),
    rosettes: text(o.rosettes, DRAFT_MAX, [...path, "rosettes"]),
    mode: oneOf(EATEN_MODES, o.mode, [...path, "mode"]),
  };
}

function game(v: unknown, path: (string | number)[]): CakeGame {
  const o = object(v, path);
  return {
    firstCutter: int(o.firstCutter, 0, MAX_PLAYERS - 1, [...path, "firstCutter"]),
    round: int(o.round, 1, ROUNDS, [...path, "round"]),
    finished: typeof o.finished === "boolean" ? o.finished : fail([...path, "finished"], "expected a boolean"),
    drafts: list(o.drafts, MIN_PLAYERS, MAX_PLAYERS, [...path, "drafts"]).map((d, i) => draft(d, [...path, "drafts", i])),
  };
}

/** Same as CakeStateSchema.safeParse, e.g. checkCakeState(newCakeState(["A", "B"])).ok → true. */
export function checkCakeState(v: unknown): Check<CakeState> {
  try {
    const o = object(v, []);
    const s: CakeState = {
      players: list(o.players, MIN_PLAYERS, MAX_PLAYERS, ["players"]).map((p, i) => text(p, NAME_MAX, ["players", i], 1)),
      tieRule: oneOf(TIE_RULES, o.tieRule, ["tieRule"]),
      seriesFirstCutter: int(o.seriesFirstCutter, 0, MAX_PLAYERS - 1, ["seriesFirstCutter"]),
      games: list(o.games, 1, GAMES_MAX, ["games"]).map((g, i) => game(g, ["games", i])),
    };
    if (new Set(s.players).size !== s.players.length) fail([], "duplicate player names");
    if (s.seriesFirstCutter >= s.players.length) fail([], "first cutter is not a player");
    if (!s.games.every((g) => g.drafts.length === s.players.length)) fail([], "a game's entries do not match the players");
    if (!s.games.every((g) => g.firstCutter < s.players.length)) fail([], "a game's first cutter is not a player");
    return { ok: true, value: s };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.issue };
    throw e;
  }
}

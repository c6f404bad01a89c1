// A small hand-written validator equal to pechenkaStateSchema (schema.ts), so the game screens do
// not ship zod. Returns the value with unknown keys dropped, or the first problem with its path.
import type { Result } from "@/lib/result";
import type { PechenkaState } from "./schema";
import { isValidDeal } from "./deal";
import { HANDOUT_MODES as MODES, ROUND_STAGES as STAGES } from "./modes";
import { isPlayerCount, ROLE_IDS } from "./roles";

export interface Issue {
  path: (string | number)[];
  message: string;
}
export type GuardResult = Result<PechenkaState, Issue>;


class Invalid extends Error {
  constructor(readonly issue: Issue) {
    super(issue.message);
  }
}

function fail(path: (string | number)[], message: string): never {
  throw new Invalid({ path, message });
}

function obj(v: unknown, path: (string | number)[]): Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) fail(path, "expected object");
  return v as Record<string, unknown>;
}

function arr(v: unknown, path: (string | number)[], min = 0, max = Infinity): unknown[] {
  if (!Array.isArray(v)) fail(path, "expected array");
  if (v.length < min || v.length > max) fail(path, "wrong length");
  return Array.from(v); // holes become undefined, so every slot is checked

}

function bool(v: unknown, path: (string | number)[]): boolean {
  if (typeof v !== "boolean") fail(path, "expected boolean");
  return v;
}

function int(v: unknown, path: (string | number)[], min: number, max: number): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max) fail(path, `expected integer ${min}..${max}`);
  return v;
}

function seatOrNull(v: unknown, path: (string | number)[]): number | null {
  return v === null ? null : int(v, path, 0, 5);
}

function oneOf<T extends string>(v: unknown, options: readonly T[], path: (string | number)[]): T {
  if (typeof v !== "string" || !(options as readonly string[]).includes(v)) fail(path, "unexpected value");
  return v as T;
}

function check(v: unknown): PechenkaState {
  const o = obj(v, []);
  const players = arr(o.players, ["players"], 4, 6).map((p, i) => {
    if (typeof p !== "string" || p.length < 1 || p.length > 60) fail(["players", i], "expected a name");
    return p;
  });
  if (typeof o.table !== "string" || !/^[0-9a-f]{10}$/.test(o.table)) fail(["table"], "expected a table id");
  const table = o.table;
  const deal = int(o.deal, ["deal"], 1, 255);
  const roles = arr(o.roles, ["roles"]).map((r, i) => arr(r, ["roles", i]).map((x, k) => oneOf(x, ROLE_IDS, ["roles", i, k])));
  const mode = oneOf(o.mode, MODES, ["mode"]);
  const shown = arr(o.shown, ["shown"]).map((x, i) => bool(x, ["shown", i]));
  const hostSeat = seatOrNull(o.hostSeat, ["hostSeat"]);
  const firstSeat = seatOrNull(o.firstSeat, ["firstSeat"]);
  const started = bool(o.started, ["started"]);
  const round = int(o.round, ["round"], 0, 5);
  const rounds = arr(o.rounds, ["rounds"]).map((r, i) => {
    const ro = obj(r, ["rounds", i]);
    const stage = oneOf(ro.stage, STAGES, ["rounds", i, "stage"]);
    const entry = arr(ro.entry, ["rounds", i, "entry"]).map((e, k) => {
      const eo = obj(e, ["rounds", i, "entry", k]);
      return {
        sword: seatOrNull(eo.sword, ["rounds", i, "entry", k, "sword"]),
        shield: seatOrNull(eo.shield, ["rounds", i, "entry", k, "shield"]),
        hill: bool(eo.hill, ["rounds", i, "entry", k, "hill"]),
      };
    });
    return { stage, entry, peekedEarly: bool(ro.peekedEarly, ["rounds", i, "peekedEarly"]) };
  });
  const finished = bool(o.finished, ["finished"]);

  const n = players.length;
  if (!isPlayerCount(n) || !isValidDeal(roles, n)) fail([], "roles are not a valid deal");
  if (shown.length !== n || rounds.length !== n) fail([], "per-seat lists have the wrong length");
  if (round >= n) fail([], "round out of range");
  if ((hostSeat ?? 0) >= n || (firstSeat ?? 0) >= n) fail([], "seat out of range");
  if (rounds.some((r) => r.entry.length !== n || r.entry.some((e) => (e.sword ?? 0) >= n || (e.shield ?? 0) >= n)))
    fail([], "entry has the wrong shape");
  return { players, table, deal, roles, mode, shown, hostSeat, firstSeat, started, round, rounds, finished };
}

/** Validates stored Pechenka state exactly as pechenkaStateSchema does; never throws. */
export function checkPechenkaState(v: unknown): GuardResult {
  try {
    return { ok: true, value: check(v) };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.issue };
    return { ok: false, error: { path: [], message: "unreadable" } };
  }
}

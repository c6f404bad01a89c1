/**
 * A hand-written validator of a stored Eleusis session, equal to the zod schema in
 * session-schema.ts (a property test proves it), so the game screens do not ship zod.
 * Returns a copy with unknown keys left out (as zod's default), or "path: what was expected".
 */
import { HAND_COUNTS, RANKS, SUITS } from "@/lib/eleusis/cards";
import type { Card, HandCount } from "@/lib/eleusis/cards";
import type { Change, HandState, LogEntry, Play, SealedRule } from "@/lib/eleusis/judge";
import { LOG_KINDS, PLAY_SOURCES } from "@/lib/eleusis/judge";
import type { Deal, EleusisState } from "@/lib/eleusis/state";
import { CALLS, DRAFT_KINDS } from "@/lib/eleusis/new-eleusis/state";
import type { RoundDraft, RoundEvent, RoundState } from "@/lib/eleusis/new-eleusis/state";
import { handsAtTable, seating } from "@/lib/eleusis/seating";

type Check<T> = { ok: true; value: T } | { ok: false; path: (string | number)[]; message: string };

class Fail {
  constructor(
    readonly path: (string | number)[],
    readonly message: string,
  ) {}
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);

function obj(v: unknown, path: (string | number)[]): Record<string, unknown> {
  if (!isObject(v)) throw new Fail(path, "expected object");
  return v;
}
function int(v: unknown, path: (string | number)[], min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!isInt(v) || v < min || v > max) throw new Fail(path, `expected integer ${min}..${max}`);
  return v;
}
function str(v: unknown, path: (string | number)[], min: number, max: number, pattern?: RegExp): string {
  if (typeof v !== "string" || v.length < min || v.length > max || (pattern && !pattern.test(v))) {
    throw new Fail(path, "expected string");
  }
  return v;
}
function bool(v: unknown, path: (string | number)[]): boolean {
  if (typeof v !== "boolean") throw new Fail(path, "expected boolean");
  return v;
}
function oneOf<T extends string | number>(v: unknown, options: readonly T[], path: (string | number)[]): T {
  const hit = options.find((o) => o === v);
  if (hit === undefined) throw new Fail(path, `expected one of ${options.join(", ")}`);
  return hit;
}
function arr<T>(v: unknown, path: (string | number)[], min: number, max: number, item: (x: unknown, p: (string | number)[]) => T): T[] {
  if (!Array.isArray(v) || v.length < min || v.length > max) throw new Fail(path, `expected array of ${min}..${max}`);
  return v.map((x, i) => item(x, [...path, i]));
}
function nullable<T>(v: unknown, path: (string | number)[], inner: (x: unknown, p: (string | number)[]) => T): T | null {
  return v === null ? null : inner(v, path);
}

const SALT = /^[0-9a-f]{32,128}$/;
const HASH = /^[0-9a-f]{64}$/;
const MAX = Number.MAX_SAFE_INTEGER;

function card(v: unknown, p: (string | number)[]): Card {
  const o = obj(v, p);
  return { rank: oneOf(o.rank, RANKS, [...p, "rank"]), suit: oneOf(o.suit, SUITS, [...p, "suit"]) };
}

function commitment(v: unknown, p: (string | number)[]): SealedRule {
  const o = obj(v, p);
  return {
    text: str(o.text, [...p, "text"], 0, 4000),
    salt: str(o.salt, [...p, "salt"], 0, MAX, SALT),
    hash: str(o.hash, [...p, "hash"], 0, MAX, HASH),
    at: int(o.at, [...p, "at"], 0),
  };
}

function play(v: unknown, p: (string | number)[]): Play {
  const o = obj(v, p);
  return {
    id: int(o.id, [...p, "id"], 1),
    seat: int(o.seat, [...p, "seat"], 0),
    card: card(o.card, [...p, "card"]),
    source: oneOf(o.source, PLAY_SOURCES, [...p, "source"]),
    ok: bool(o.ok, [...p, "ok"]),
  };
}

function hand(v: unknown, p: (string | number)[]): HandState {
  const o = obj(v, p);
  const at = (k: string) => [...p, k];
  const h: HandState = {
    hands: oneOf(o.hands, HAND_COUNTS, at("hands")) as HandCount,
    seats: arr(o.seats, at("seats"), 3, 8, (x, q) => int(x, q, 0)),
    dealer: nullable(o.dealer, at("dealer"), (x, q) => int(x, q, 0)),
    commitments: arr(o.commitments, at("commitments"), 1, 100, commitment),
    presetId: nullable(o.presetId, at("presetId"), (x, q) => str(x, q, 0, 100)),
    wording: nullable(o.wording, at("wording"), (x, q) => {
      const w = obj(x, q);
      return { ru: str(w.ru, [...q, "ru"], 0, 1000), en: str(w.en, [...q, "en"], 0, 1000) };
    }),
    playedAnyway: bool(o.playedAnyway, at("playedAnyway")),
    pinHash: nullable(o.pinHash, at("pinHash"), (x, q) => str(x, q, 0, MAX, HASH)),
    log: arr(o.log, at("log"), 0, 1000, (x, q): LogEntry => {
      const e = obj(x, q);
      return { kind: oneOf(e.kind, LOG_KINDS, [...q, "kind"]), at: int(e.at, [...q, "at"], 0) };
    }),
    starter: nullable(o.starter, at("starter"), card),
    handSizes: arr(o.handSizes, at("handSizes"), 0, MAX, (x, q) => int(x, q, 0, 120)),
    plays: arr(o.plays, at("plays"), 0, 1000, play),
    nextId: int(o.nextId, at("nextId"), 1),
    current: nullable(o.current, at("current"), (x, q) => int(x, q, 0)),
    blockedAfter: nullable(o.blockedAfter, at("blockedAfter"), (x, q) => int(x, q, 0)),
    lastChanges: arr(o.lastChanges, at("lastChanges"), 0, MAX, (x, q): Change => {
      const c = obj(x, q);
      return { id: int(c.id, [...q, "id"], -MAX), index: int(c.index, [...q, "index"], 0), ok: bool(c.ok, [...q, "ok"]) };
    }),
    revealedAt: nullable(o.revealedAt, at("revealedAt"), (x, q) => int(x, q, 0)),
  };
  if (h.seats.length !== h.hands || h.handSizes.length !== h.hands) throw new Fail(p, "seats, hands and hand sizes disagree");
  if (!h.plays.every((x) => x.seat < h.hands && x.id < h.nextId)) throw new Fail(p, "a play refers to a missing seat");
  if (h.current !== null && h.current >= h.hands) throw new Fail(p, "the chosen seat does not exist");
  return h;
}

function roundEvent(v: unknown, p: (string | number)[]): RoundEvent {
  const o = obj(v, p);
  const at = (k: string) => [...p, k];
  const id = int(o.id, at("id"), 1);
  const seat = int(o.seat, at("seat"), 0);
  const type = oneOf(o.type, ["play", "noPlay", "prophet"] as const, at("type"));
  const call = () => nullable(o.call, at("call"), (x, q) => oneOf(x, CALLS, q));
  switch (type) {
    case "play":
      return { id, type, seat, cards: arr(o.cards, at("cards"), 1, 4, card), call: call(), ok: bool(o.ok, at("ok")) };
    case "noPlay":
      return { id, type, seat, hand: arr(o.hand, at("hand"), 0, 500, card), call: call(), ok: bool(o.ok, at("ok")), placed: nullable(o.placed, at("placed"), card) };
    case "prophet":
      return { id, type, seat };
  }
}

/** A New Eleusis round (lib/eleusis/new-eleusis/state.ts). */
function round(v: unknown, p: (string | number)[]): RoundState {
  const o = obj(v, p);
  const at = (k: string) => [...p, k];
  const r: RoundState = {
    variant: oneOf(o.variant, ["new"] as const, at("variant")),
    seats: arr(o.seats, at("seats"), 3, 8, (x, q) => int(x, q, 0)),
    dealer: nullable(o.dealer, at("dealer"), (x, q) => int(x, q, 0)),
    commitments: arr(o.commitments, at("commitments"), 1, 100, commitment),
    presetId: nullable(o.presetId, at("presetId"), (x, q) => str(x, q, 0, 100)),
    wording: nullable(o.wording, at("wording"), (x, q) => {
      const w = obj(x, q);
      return { ru: str(w.ru, [...q, "ru"], 0, 1000), en: str(w.en, [...q, "en"], 0, 1000) };
    }),
    playedAnyway: bool(o.playedAnyway, at("playedAnyway")),
    pinHash: nullable(o.pinHash, at("pinHash"), (x, q) => str(x, q, 0, MAX, HASH)),
    log: arr(o.log, at("log"), 0, 1000, (x, q): LogEntry => {
      const e = obj(x, q);
      return { kind: oneOf(e.kind, LOG_KINDS, [...q, "kind"]), at: int(e.at, [...q, "at"], 0) };
    }),
    starter: nullable(o.starter, at("starter"), card),
    handSizes: arr(o.handSizes, at("handSizes"), 0, MAX, (x, q) => int(x, q, 0, 500)),
    events: arr(o.events, at("events"), 0, 1000, roundEvent),
    nextId: int(o.nextId, at("nextId"), 1),
    current: nullable(o.current, at("current"), (x, q) => int(x, q, 0)),
    lastChanges: arr(o.lastChanges, at("lastChanges"), 0, MAX, (x, q): Change => {
      const c = obj(x, q);
      return { id: int(c.id, [...q, "id"], -MAX), index: int(c.index, [...q, "index"], 0), ok: bool(c.ok, [...q, "ok"]) };
    }),
    revealedAt: nullable(o.revealedAt, at("revealedAt"), (x, q) => int(x, q, 0)),
    ...(o.draft === undefined
      ? {}
      : {
          draft: nullable(o.draft, at("draft"), (x, q): RoundDraft => {
            const d = obj(x, q);
            return {
              seat: int(d.seat, [...q, "seat"], 0),
              kind: oneOf(d.kind, DRAFT_KINDS, [...q, "kind"]),
              cards: arr(d.cards, [...q, "cards"], 0, 500, card),
              call: nullable(d.call, [...q, "call"], (y, w) => oneOf(y, CALLS, w)),
            };
          }),
        }),
  };
  if (r.handSizes.length !== r.seats.length) throw new Fail(p, "seats and hand sizes disagree");
  if (!r.events.every((x) => x.seat < r.seats.length && x.id < r.nextId)) throw new Fail(p, "an entry refers to a missing seat");
  if (r.current !== null && r.current >= r.seats.length) throw new Fail(p, "the chosen seat does not exist");
  if (r.draft && r.draft.seat >= r.seats.length) throw new Fail(p, "the play being entered refers to a missing seat");
  return r;
}

/** A deal is a round when it parses as one, else a classic hand (like zod's union: first match wins). */
function deal(v: unknown, p: (string | number)[]): Deal {
  try {
    return round(v, p);
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    return hand(v, p);
  }
}

function state(v: unknown): EleusisState {
  const o = obj(v, []);
  const s: EleusisState = {
    ...(o.variant === undefined ? {} : { variant: oneOf(o.variant, ["classic", "new"] as const, ["variant"]) }),
    players: arr(o.players, ["players"], 3, 9, (x, q) => str(x, q, 1, 64)),
    robot: bool(o.robot, ["robot"]),
    firstDealer: int(o.firstDealer, ["firstDealer"], 0),
    deals: arr(o.deals, ["deals"], 1, 9, deal),
  };
  if (!s.deals.every((d) => ("variant" in d) === (s.variant === "new"))) throw new Fail(["deals"], "deals do not match the variant");
  if (handsAtTable(s.players.length, s.robot) === null) throw new Fail([], "the number of players does not fit the deck table");
  if (!(s.firstDealer < s.players.length && s.deals.length <= s.players.length)) throw new Fail([], "deals do not fit the table");
  const seatingOk = s.deals.every((h, k) => {
    const want = seating(s.players.length, s.robot, s.firstDealer, k);
    return h.dealer === want.dealer && h.seats.join() === want.seats.join();
  });
  if (!seatingOk) throw new Fail([], "a deal's seating does not match the table");
  return s;
}

/** Validates an unknown value as a session state. Never throws. */
export function checkEleusisState(v: unknown): Check<EleusisState> {
  try {
    return { ok: true, value: state(v) };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, path: e.path, message: e.message };
    return { ok: false, path: [], message: String(e) };
  }
}

/** The validator in the shape the store calls (`schema.safeParse`), like a zod schema's result. */
export const eleusisStateGuard = {
  safeParse(v: unknown):
    | { success: true; data: EleusisState }
    | { success: false; error: { issues: Array<{ path: (string | number)[]; message: string }> } } {
    const r = checkEleusisState(v);
    return r.ok ? { success: true, data: r.value } : { success: false, error: { issues: [{ path: r.path, message: r.message }] } };
  },
};

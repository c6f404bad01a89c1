// A Pechenka session: the reducer the host screens dispatch to and the store persists.
import * as z from "zod/mini";
import type { GameDefinition } from "@/lib/store/game";
import { HANDOUT_MODES, ROUND_STAGES } from "./modes";
import { isPlayerCount, ROLE_IDS } from "./roles";
import type { Deal } from "./deal";
import type { PlayerEntry, RoundEntry } from "./scoring";
import type { PlayerCount } from "./roles";
import { hasHill } from "./cards";
import { isValidDeal } from "./deal";
import { emptyEntry, resolveBlockedPair, scoreRound, validateEntry } from "./scoring";

// The stored shape of a Pechenka session as a zod/mini schema: the one validator the store runs on
// every load, import and reduced state; the types are inferred from it.

const seat = z.number().check(z.int(), z.minimum(0), z.maximum(5));
const playerEntrySchema = z.object({ sword: z.nullable(seat), shield: z.nullable(seat), hill: z.boolean() });
const roundSchema = z.object({
  stage: z.enum(ROUND_STAGES),
  entry: z.array(playerEntrySchema),
  /** The host opened everyone's roles before the round was scored. */
  peekedEarly: z.boolean(),
  /** Seats whose code the host showed again during this round (a lost link); absent in older records. */
  reshown: z.optional(z.array(seat)),
});

export const pechenkaStateSchema = z
  .object({
    players: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(4), z.maxLength(6)),
    table: z.string().check(z.regex(/^[0-9a-f]{10}$/)),
    deal: z.number().check(z.int(), z.minimum(1), z.maximum(255)),
    roles: z.array(z.array(z.enum(ROLE_IDS))),
    mode: z.enum(HANDOUT_MODES),
    shown: z.array(z.boolean()),
    hostSeat: z.nullable(seat),
    firstSeat: z.nullable(seat),
    started: z.boolean(),
    round: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
    rounds: z.array(roundSchema),
    finished: z.boolean(),
    /** When the last round ended (ms): the play's date, kept through later fixes. */
    finishedAt: z.optional(z.number().check(z.int(), z.nonnegative())),
  })
  .check((ctx) => {
    const s = ctx.value;
    const n = s.players.length;
    const bad = (message: string): void => {
      ctx.issues.push({ code: "custom", message, input: s });
    };
    if (!isPlayerCount(n) || !isValidDeal(s.roles, n)) {
      bad("roles are not a valid deal");
      return;
    }
    if (s.shown.length !== n || s.rounds.length !== n) bad("per-seat lists have the wrong length");
    if (s.round >= n) bad("round out of range");
    if ((s.hostSeat ?? 0) >= n || (s.firstSeat ?? 0) >= n) bad("seat out of range");
    if (s.rounds.some((r) => r.entry.length !== n || r.entry.some((e) => (e.sword ?? 0) >= n || (e.shield ?? 0) >= n)))
      bad("entry has the wrong shape");
    if (s.rounds.some((r) => (r.reshown ?? []).some((x) => x >= n))) bad("seat out of range");
  });

export type PechenkaState = z.infer<typeof pechenkaStateSchema>;
export type RoundState = PechenkaState["rounds"][number];
export type HandoutMode = (typeof HANDOUT_MODES)[number];

export { HANDOUT_MODES, ROUND_STAGES };

export type PechenkaAction =
  | { type: "markShown"; seat: number }
  | { type: "setMode"; mode: HandoutMode }
  | { type: "setHostSeat"; seat: number | null }
  /** A fresh deal (the page draws it with crypto): same table, next deal number. */
  | { type: "redeal"; roles: Deal }
  | { type: "start" }
  | { type: "setFirstSeat"; seat: number }
  | { type: "beginEntry" }
  | { type: "editEntry"; seat: number; patch: Partial<PlayerEntry> }
  /** Everyone still holds the Hill (one tap; a played Hill is then unticked). 4–5 players. */
  | { type: "allKeptHill" }
  | { type: "resolveBlock"; swordSeat: number; shieldSeat: number; first: "sword" | "shield"; otherWentTo: number | null }
  | { type: "peekRoles" }
  /** The host shows a player's code again mid-game (a lost link): logged in the round, like peekRoles. */
  | { type: "reshowCode"; seat: number }
  | { type: "reveal" }
  | { type: "backToEntry" }
  /** `at`: the time (ms); after the last round it is the game's end, the play's date. */
  | { type: "nextRound"; at?: number }
  /** Fixes an earlier round's entry (e.g. a typo noticed later); refused unless valid. */
  | { type: "fixRound"; round: number; entry: RoundEntry };

export const PECHENKA_VERSION = 1;

/** A new game right after the deal, e.g. newPechenka(["A","B","C","D"], "00ff00ff00", dealGame(4)). */
export function newPechenka(players: string[], table: string, roles: Deal): PechenkaState {
  const n = players.length;
  return {
    players,
    table,
    deal: 1,
    roles,
    mode: "phones",
    shown: new Array<boolean>(n).fill(false),
    hostSeat: null,
    firstSeat: null,
    started: false,
    round: 0,
    rounds: Array.from({ length: n }, () => ({ stage: "play" as const, entry: emptyEntry(n), peekedEarly: false })),
    finished: false,
  };
}

export function playerCount(s: PechenkaState): PlayerCount {
  return s.players.length as PlayerCount;
}

function withRound(s: PechenkaState, i: number, f: (r: RoundState) => RoundState): PechenkaState {
  return { ...s, rounds: s.rounds.map((r, k) => (k === i ? f(r) : r)) };
}

function current(s: PechenkaState): RoundState | undefined {
  return s.rounds[s.round];
}

function isSeat(s: PechenkaState, seat: number | null): boolean {
  return seat === null || (Number.isInteger(seat) && seat >= 0 && seat < s.players.length);
}

/** The one place a Pechenka game changes; invalid actions leave the state as it was. */
export function reducePechenka(s: PechenkaState, a: PechenkaAction): PechenkaState {
  const n = playerCount(s);
  const cur = current(s);
  switch (a.type) {
    case "markShown":
      return isSeat(s, a.seat) ? { ...s, shown: s.shown.map((v, k) => v || k === a.seat) } : s;
    case "setMode":
      return { ...s, mode: a.mode };
    case "setHostSeat":
      return isSeat(s, a.seat) ? { ...s, hostSeat: a.seat } : s;
    case "redeal":
      if (s.rounds.some((r) => r.stage === "revealed") || s.deal >= 255 || !isValidDeal(a.roles, n)) return s;
      return {
        ...s,
        roles: a.roles,
        deal: s.deal + 1,
        shown: s.shown.map(() => false),
        started: false,
        rounds: s.rounds.map((r) => ({ ...r, peekedEarly: false })),
      };
    case "start":
      return { ...s, started: true };
    case "setFirstSeat":
      return isSeat(s, a.seat) && s.round === 0 && cur?.stage !== "revealed" ? { ...s, firstSeat: a.seat } : s;
    case "beginEntry":
      return cur?.stage === "play" && s.firstSeat !== null ? withRound(s, s.round, (r) => ({ ...r, stage: "entry" })) : s;
    case "editEntry": {
      if (cur === undefined || cur.stage === "revealed" || !isSeat(s, a.seat)) return s;
      if (!isSeat(s, a.patch.sword ?? null) || !isSeat(s, a.patch.shield ?? null)) return s;
      return withRound(s, s.round, (r) => ({
        ...r,
        entry: r.entry.map((e, k) => (k === a.seat ? { ...e, ...a.patch } : e)),
      }));
    }
    case "allKeptHill":
      if (cur === undefined || cur.stage === "revealed" || !hasHill(n)) return s;
      return withRound(s, s.round, (r) => ({ ...r, entry: r.entry.map((e) => ({ ...e, hill: true })) }));
    case "resolveBlock":
      if (cur === undefined || cur.stage === "revealed" || !isSeat(s, a.otherWentTo)) return s;
      return withRound(s, s.round, (r) => ({ ...r, entry: resolveBlockedPair(r.entry, a, a.first, a.otherWentTo) }));
    case "reshowCode":
      if (!s.started || s.finished || cur === undefined || !isSeat(s, a.seat)) return s;
      return withRound(s, s.round, (r) => ({ ...r, reshown: [...(r.reshown ?? []).filter((x) => x !== a.seat), a.seat] }));
    case "peekRoles":
      return cur !== undefined && cur.stage !== "revealed" ? withRound(s, s.round, (r) => ({ ...r, peekedEarly: true })) : s;
    case "reveal":
      if (cur === undefined || cur.stage !== "entry" || validateEntry(cur.entry, n).length > 0) return s;
      return withRound(s, s.round, (r) => ({ ...r, stage: "revealed" }));
    case "backToEntry":
      return cur?.stage === "revealed" && !s.finished ? withRound(s, s.round, (r) => ({ ...r, stage: "entry" })) : s;
    case "nextRound":
      if (cur?.stage !== "revealed" || s.finished) return s;
      if (s.round + 1 < n) return { ...s, round: s.round + 1 };
      return a.at === undefined ? { ...s, finished: true } : { ...s, finished: true, finishedAt: s.finishedAt ?? a.at };
    case "fixRound": {
      const r = s.rounds[a.round];
      if (r === undefined || r.stage !== "revealed") return s;
      const roles = s.roles[a.round] ?? [];
      return scoreRound(roles, a.entry, n).ok ? withRound(s, a.round, (x) => ({ ...x, entry: a.entry })) : s;
    }
  }
}

/** Coins per revealed round, coins[round][seat] (rounds not yet revealed are left out). */
export function revealedCoins(s: PechenkaState): number[][] {
  const n = playerCount(s);
  const out: number[][] = [];
  s.rounds.forEach((r, i) => {
    if (r.stage !== "revealed") return;
    const res = scoreRound(s.roles[i] ?? [], r.entry, n);
    out.push(res.ok ? res.value.coins : new Array<number>(n).fill(0));
  });
  return out;
}

/**
 * Pechenka as the store takes it (schema, reducer, summary), synchronous: it arrives with the game
 * screen's chunk (loaded only for a page opened with ?id=), so no page's first load has zod.
 */
export const pechenkaGame: GameDefinition<PechenkaState, PechenkaAction> = {
  kind: "pechenka",
  version: PECHENKA_VERSION,
  schema: pechenkaStateSchema,
  reduce: reducePechenka,
  summary(s) {
    return { players: s.players, finished: s.finished, label: `${Math.min(s.round + 1, s.players.length)}/${s.players.length}` };
  },
  undoable(a) {
    // Roles once opened and codes once shown cannot be unseen; the summary must keep saying so.
    // A re-deal replaces codes seen by the wrong person: bringing the old deal back would undo its point.
    return a.type !== "peekRoles" && a.type !== "reshowCode" && a.type !== "redeal";
  },
};

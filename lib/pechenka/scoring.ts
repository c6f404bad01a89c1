import type { Result } from "@/lib/result";
import type { PlayerCount, RoleId } from "./roles";
import { hasHill } from "./cards";
import { COINS } from "./coins";
import { hunter, target } from "./roles";

/** What lies where at the end of a round, for one player (seat numbers, null = not placed). */
export interface PlayerEntry {
  sword: number | null;
  shield: number | null;
  /** The Hill is still in this player's hand. */
  hill: boolean;
}
/** entry[seat] for every seat. */
export type RoundEntry = PlayerEntry[];

export const EMPTY_PLAYER_ENTRY: PlayerEntry = { sword: null, shield: null, hill: false };

export function emptyEntry(n: number): RoundEntry {
  return Array.from({ length: n }, () => ({ ...EMPTY_PLAYER_ENTRY }));
}

export type EntryProblem =
  | { code: "wrongCount"; expected: number }
  | { code: "unknownSeat"; seat: number; card: "sword" | "shield" }
  | { code: "selfTarget"; seat: number; card: "sword" | "shield" }
  | { code: "hillWith6"; seat: number }
  /** swordSeat's Sword lies before shieldSeat and shieldSeat's Shield before swordSeat. */
  | { code: "blockedPair"; swordSeat: number; shieldSeat: number };

export type CoinReason =
  | { kind: "sword"; seat: number; role: RoleId; coins: typeof COINS.sword }
  | { kind: "shield"; seat: number; role: RoleId; coins: typeof COINS.shield }
  | { kind: "hill"; coins: typeof COINS.hill };

export interface RoundScore {
  coins: number[];
  reasons: CoinReason[][];
}

export type ScoreResult = Result<RoundScore, EntryProblem[]>;

function badSeat(s: number | null, n: number): boolean {
  return s !== null && (!Number.isInteger(s) || s < 0 || s >= n);
}

/** Every reason an end-of-round entry cannot stand, e.g. a Sword and a Shield pointing at each other. */
export function validateEntry(entry: RoundEntry, n: PlayerCount): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (entry.length !== n) return [{ code: "wrongCount", expected: n }];
  entry.forEach((e, seat) => {
    for (const card of ["sword", "shield"] as const) {
      const at = e[card];
      if (badSeat(at, n)) problems.push({ code: "unknownSeat", seat, card });
      else if (at === seat) problems.push({ code: "selfTarget", seat, card });
    }
    if (e.hill && !hasHill(n)) problems.push({ code: "hillWith6", seat });
  });
  entry.forEach((e, seat) => {
    const other = e.sword;
    if (other === null || other === seat || badSeat(other, n)) return;
    if (entry[other]?.shield === seat) problems.push({ code: "blockedPair", swordSeat: seat, shieldSeat: other });
  });
  return problems;
}

/**
 * Settles a blocked pair the way the table did: the card placed first stays, the other went to
 * `otherWentTo` (or was not placed). e.g. seed 001: Homer's Shield first, Marge's Sword to Bart.
 */
export function resolveBlockedPair(
  entry: RoundEntry,
  pair: { swordSeat: number; shieldSeat: number },
  first: "sword" | "shield",
  otherWentTo: number | null,
): RoundEntry {
  return entry.map((e, seat) => {
    if (first === "shield" && seat === pair.swordSeat) return { ...e, sword: otherWentTo };
    if (first === "sword" && seat === pair.shieldSeat) return { ...e, shield: otherWentTo };
    return e;
  });
}

/** Coins for one round (COINS): 3 Sword on your target, 2 Shield on your hunter, 1 Hill kept. */
export function scoreRound(roles: readonly RoleId[], entry: RoundEntry, n: PlayerCount): ScoreResult {
  const problems = validateEntry(entry, n);
  if (roles.length !== n) problems.push({ code: "wrongCount", expected: n });
  if (problems.length > 0) return { ok: false, error: problems };
  const coins: number[] = [];
  const reasons: CoinReason[][] = [];
  entry.forEach((e, seat) => {
    const mine: CoinReason[] = [];
    const role = roles[seat] as RoleId;
    if (e.sword !== null) {
      const theirs = roles[e.sword] as RoleId;
      if (theirs === target(role, n)) mine.push({ kind: "sword", seat: e.sword, role: theirs, coins: COINS.sword });
    }
    if (e.shield !== null) {
      const theirs = roles[e.shield] as RoleId;
      if (theirs === hunter(role, n)) mine.push({ kind: "shield", seat: e.shield, role: theirs, coins: COINS.shield });
    }
    if (e.hill && hasHill(n)) mine.push({ kind: "hill", coins: COINS.hill });
    reasons.push(mine);
    coins.push(mine.reduce((sum, r) => sum + r.coins, 0));
  });
  return { ok: true, value: { coins, reasons } };
}

/** Running totals after each round: standings[r][seat], e.g. [[3,0],[5,3]]. */
export function standings(roundCoins: readonly (readonly number[])[], n: number): number[][] {
  const out: number[][] = [];
  let run = new Array<number>(n).fill(0);
  for (const coins of roundCoins) {
    run = run.map((t, seat) => t + (coins[seat] ?? 0));
    out.push(run);
  }
  return out;
}

/** Game totals per seat over the scored rounds. */
export function totals(roundCoins: readonly (readonly number[])[], n: number): number[] {
  return standings(roundCoins, n).at(-1) ?? new Array<number>(n).fill(0);
}

/** Seats with the most coins; a tie stays a tie, e.g. winners([5,7,7]) = [1,2]. */
export function winners(total: readonly number[]): number[] {
  if (total.length === 0) return [];
  const best = Math.max(...total);
  return total.flatMap((t, seat) => (t === best ? [seat] : []));
}

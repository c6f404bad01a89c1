import type { RandomSource } from "@/lib/random";
import type { PlayerCount, RoleId } from "./roles";
import { cryptoSource, randomHex, shuffle } from "@/lib/random";
import { cycle } from "./roles";

/** A whole game's roles: deal[round][seat]. */
export type Deal = RoleId[][];

/** Deals all N rounds at once, each a uniform permutation of the N roles in use. */
export function dealGame(n: PlayerCount, source: RandomSource = cryptoSource): Deal {
  const rounds: Deal = [];
  for (let r = 0; r < n; r++) rounds.push(shuffle(cycle(n), source));
  return rounds;
}

/** Whether `deal` is a valid game for n players: n rounds, each a permutation of the roles. */
export function isValidDeal(deal: readonly (readonly RoleId[])[], n: PlayerCount): boolean {
  if (deal.length !== n) return false;
  const want = [...cycle(n)].sort().join();
  return deal.every((round) => round.length === n && [...round].sort().join() === want);
}

/** The roles of one seat in every round, e.g. for a reveal link. */
export function rolesOfSeat(deal: readonly (readonly RoleId[])[], seat: number): RoleId[] {
  return deal.map((round) => round[seat]).filter((r): r is RoleId => r !== undefined);
}

/** A fresh table id (5 random bytes, hex) for a game or a re-deal. */
export function newTableId(source: RandomSource = cryptoSource): string {
  return randomHex(5, source);
}

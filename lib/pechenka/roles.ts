/** Player counts Pechenka supports (docs/rules.md#pechenka-cycle). */
export const PLAYER_COUNTS = [4, 5, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Role ids in hunting order: each hunts the next one in the cycle for the player count. */
export const ROLE_IDS = ["cookie", "blue", "strontium", "n37", "persians", "cosine"] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface RoleInfo {
  readonly id: RoleId;
  readonly symbol: string;
}

/**
 * The role table: a symbol for the UI. The names (seed 001) are words, so they live in the phone
 * page's dictionary (`pechenkaCard[lang].roles`, lib/i18n/dict/pechenka-card).
 */
export const ROLES = [
  { id: "cookie", symbol: "🍪" },
  { id: "blue", symbol: "🔵" },
  { id: "strontium", symbol: "Sr" },
  { id: "n37", symbol: "37" },
  { id: "persians", symbol: "👑" },
  { id: "cosine", symbol: "cos" },
] as const satisfies readonly RoleInfo[];

/** Each role's name in one language, e.g. pechenkaCard.en.roles. */
export type RoleNames = Readonly<Record<RoleId, string>>;

export function isPlayerCount(n: unknown): n is PlayerCount {
  return n === 4 || n === 5 || n === 6;
}

/** Role info by id, e.g. roleInfo("n37").symbol === "37". */
export function roleInfo(role: RoleId): RoleInfo {
  return ROLES[ROLE_IDS.indexOf(role)] as RoleInfo;
}

/** The roles in use, in hunting order, e.g. cycle(4) = cookie, blue, strontium, n37. */
export function cycle(n: PlayerCount): readonly RoleId[] {
  return ROLE_IDS.slice(0, n);
}

/** Whom `role` hunts with n players, e.g. target("n37", 4) === "cookie"; null if not in use. */
export function target(role: RoleId, n: PlayerCount): RoleId | null {
  const i = ROLE_IDS.indexOf(role);
  if (i < 0 || i >= n) return null;
  return ROLE_IDS[(i + 1) % n] ?? null;
}

/** Who hunts `role` with n players, e.g. hunter("cookie", 5) === "persians"; null if not in use. */
export function hunter(role: RoleId, n: PlayerCount): RoleId | null {
  const i = ROLE_IDS.indexOf(role);
  if (i < 0 || i >= n) return null;
  return ROLE_IDS[(i + n - 1) % n] ?? null;
}

/**
 * A role as text with its symbol, the symbol once where it is the name, e.g. with the English
 * names roleLabel("cookie", names) === "🍪 Cookie", and roleLabel("n37", names) === "37".
 */
export function roleLabel(role: RoleId, names: RoleNames): string {
  const symbol = roleInfo(role).symbol;
  const name = names[role];
  return symbol === name ? name : `${symbol} ${name}`;
}

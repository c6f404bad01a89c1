/** Player counts Pechenka supports (docs/rules.md#pechenka-cycle). */
export const PLAYER_COUNTS = [4, 5, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Role ids in hunting order: each hunts the next one in the cycle for the player count. */
export const ROLE_IDS = ["cookie", "blue", "strontium", "n37", "persians", "cosine"] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface RoleInfo {
  readonly id: RoleId;
  readonly ru: string;
  readonly en: string;
  readonly symbol: string;
}

/** The role table: Russian and English names (seed 001) and a symbol for the UI. */
export const ROLES = [
  { id: "cookie", ru: "Печенька", en: "Cookie", symbol: "🍪" },
  { id: "blue", ru: "Синий", en: "Blue", symbol: "🔵" },
  { id: "strontium", ru: "Стронций", en: "Strontium", symbol: "Sr" },
  { id: "n37", ru: "37", en: "37", symbol: "37" },
  { id: "persians", ru: "Персы", en: "Persians", symbol: "👑" },
  { id: "cosine", ru: "Косинус", en: "Cosine", symbol: "cos" },
] as const satisfies readonly RoleInfo[];

export function isPlayerCount(n: unknown): n is PlayerCount {
  return n === 4 || n === 5 || n === 6;
}

/** Role info by id, e.g. roleInfo("n37").ru === "37". */
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
 * A role as text with its symbol, the symbol once where it is the name, e.g.
 * roleLabel("cookie", "en") === "🍪 Cookie", roleLabel("n37", "ru") === "37".
 */
export function roleLabel(role: RoleId, lang: "ru" | "en"): string {
  const r = roleInfo(role);
  return r.symbol === r[lang] ? r[lang] : `${r.symbol} ${r[lang]}`;
}

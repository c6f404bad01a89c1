import type { AnyGameDefinition } from "./game";
import type { GameKind } from "./types";

/**
 * Where the home page finds a game's definition when it needs one (import, export) without
 * putting every game's code into the home page's first load. Each game adds its line, e.g.
 *   cake: () => import("@/lib/cake/session").then((m) => m.cakeGame),
 */
export const DEFINITION_LOADERS: Partial<Record<GameKind, () => Promise<AnyGameDefinition>>> = {
  cake: () => import("@/lib/cake/session").then((m) => m.cakeSession),
  eleusis: () => import("@/lib/eleusis/game").then((m) => m.eleusisGame),
  pechenka: () => import("@/lib/pechenka/session").then((m) => m.pechenkaGame),
};

/** Sub-routes of each game's screens under /[lang]; games change their own line. */
export const SESSION_ROUTES: Record<GameKind, { play: string; new: string }> = {
  eleusis: { play: "/eleusis/play", new: "/eleusis" },
  cake: { play: "/cake/play", new: "/cake" },
  pechenka: { play: "/pechenka/play", new: "/pechenka" },
};

/** e.g. sessionHref("ru", "cake", "abc123") -> "/ru/cake/play?id=abc123". */
export function sessionHref(lang: string, kind: GameKind, id: string): string {
  return `/${lang}${SESSION_ROUTES[kind].play}?id=${encodeURIComponent(id)}`;
}

/** e.g. newGameHref("ru", "cake", ["Маша", "Петя"]) -> "/ru/cake?p=%D0%9C…&p=…" (read with playersFromSearch). */
export function newGameHref(lang: string, kind: GameKind, players: readonly string[] = []): string {
  const query = new URLSearchParams(players.map((p) => ["p", p])).toString();
  return `/${lang}${SESSION_ROUTES[kind].new}${query ? `?${query}` : ""}`;
}

/** Players passed by "new game with the same players", e.g. "?p=A&p=B" -> ["A", "B"]. */
export function playersFromSearch(search: string): string[] {
  try {
    return new URLSearchParams(search).getAll("p").map((p) => p.trim()).filter((p) => p.length > 0).slice(0, 20);
  } catch {
    return [];
  }
}

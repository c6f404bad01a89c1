/**
 * The one list of games. Everything that names the games — the store's known kinds, the home page,
 * the rules routes, the definition loaders, the session links — derives from this list, so adding a
 * game is one entry here (and a missing piece anywhere is a compile error, e.g. a `Record<GameKind, …>`
 * dictionary without the new kind). It sits above the store: the store takes a game's definition as
 * an argument and never imports a game. Loaders are dynamic imports, so a page that links to a game
 * does not ship its code.
 */
import type { Locale } from "@/lib/i18n/locales";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import type { AnyGameDefinition } from "@/lib/store/game";

export interface GameEntry<K extends string = string> {
  kind: K;
  /** Routes under /[lang]: the new-game screen, the screen of a session (`?id=`), the rules page. */
  routes: { new: `/${K}`; play: `/${K}/${string}`; rules: `/${K}/rules` };
  /** The game's store definition (its reducer, schema, summary, migration): one module, loaded when needed. */
  definition: () => Promise<AnyGameDefinition>;
  /** The rules page's text in one language. */
  rules: (lang: Locale) => Promise<RulesDoc>;
}

const entry = <K extends string>(e: GameEntry<K>): GameEntry<K> => e;

/** In the order the home page lists them. */
export const GAMES = [
  entry({
    kind: "eleusis",
    routes: { new: "/eleusis", play: "/eleusis/play", rules: "/eleusis/rules" },
    definition: () => import("@/lib/eleusis/session").then((m) => m.eleusisDefinition),
    rules: (lang) => import("@/lib/i18n/dict/rules-eleusis").then((m) => m.eleusisRules[lang]),
  }),
  entry({
    kind: "cake",
    routes: { new: "/cake", play: "/cake/play", rules: "/cake/rules" },
    definition: () => import("@/lib/cake/session").then((m) => m.cakeGame),
    rules: (lang) => import("@/lib/i18n/dict/rules-cake").then((m) => m.cakeRules[lang]),
  }),
  entry({
    kind: "pechenka",
    routes: { new: "/pechenka", play: "/pechenka/play", rules: "/pechenka/rules" },
    definition: () => import("@/lib/pechenka/session").then((m) => m.pechenkaGame),
    rules: (lang) => import("@/lib/i18n/dict/rules-pechenka").then((m) => m.pechenkaRules[lang]),
  }),
] as const;

export type GameKind = (typeof GAMES)[number]["kind"];
export const GAME_KINDS: readonly GameKind[] = GAMES.map((g) => g.kind);

export function isGameKind(kind: string): kind is GameKind {
  return (GAME_KINDS as readonly string[]).includes(kind);
}

/** The entry of a game, e.g. game("cake").routes.play === "/cake/play". */
export function game<K extends GameKind>(kind: K): Extract<(typeof GAMES)[number], { kind: K }> {
  return GAMES.find((g) => g.kind === kind) as Extract<(typeof GAMES)[number], { kind: K }>;
}

/** The store definition of a kind named in stored or imported data; undefined for a kind this app lacks. */
export function loadDefinition(kind: string): Promise<AnyGameDefinition | undefined> {
  return isGameKind(kind) ? game(kind).definition() : Promise.resolve(undefined);
}

/** e.g. sessionHref("ru", "cake", "abc123") -> "/ru/cake/play?id=abc123". */
export function sessionHref(lang: string, kind: GameKind, id: string): string {
  return `/${lang}${game(kind).routes.play}?id=${encodeURIComponent(id)}`;
}

/** e.g. newGameHref("ru", "cake", ["Маша", "Петя"]) -> "/ru/cake?p=%D0%9C…&p=…" (read with playersFromSearch). */
export function newGameHref(lang: string, kind: GameKind, players: readonly string[] = []): string {
  const query = new URLSearchParams(players.map((p) => ["p", p])).toString();
  return `/${lang}${game(kind).routes.new}${query ? `?${query}` : ""}`;
}

/** Players passed by "new game with the same players", e.g. "?p=A&p=B" -> ["A", "B"]. */
export function playersFromSearch(search: string): string[] {
  try {
    return new URLSearchParams(search).getAll("p").map((p) => p.trim()).filter((p) => p.length > 0).slice(0, 20);
  } catch {
    return [];
  }
}

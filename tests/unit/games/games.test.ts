import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { GAME_KINDS, GAMES, game, isGameKind, loadDefinition, newGameHref, playersFromSearch, sessionHref } from "@/lib/games";
import type { GameKind } from "@/lib/games";
import { common } from "@/lib/i18n/dict/common";
import { LOCALES } from "@/lib/i18n/locales";
import { GAME_KIND_PATTERN } from "@/lib/store/constants";

const pageOf = (route: string) => join(process.cwd(), "app", "[lang]", ...route.split("/").filter(Boolean), "page.tsx");

// Every place that names the games reads this list; a game missing from a Record<GameKind, …> is a compile error.
const names: Record<GameKind, { name: string; tagline: string }> = common.en.games;

describe("the one list of games", () => {
  test("kinds are unique, in the home page's order, and valid store kinds", () => {
    expect(GAME_KINDS).toEqual(["eleusis", "cake", "pechenka"]);
    expect(new Set(GAME_KINDS).size).toBe(GAMES.length);
    for (const kind of GAME_KINDS) expect(kind).toMatch(GAME_KIND_PATTERN);
    expect(Object.keys(names).sort()).toEqual([...GAME_KINDS].sort());
  });

  test.each(GAMES.map((g) => [g.kind, g] as const))("%s: definition, routes, rules page, names", async (kind, entry) => {
    expect(game(kind)).toBe(entry);
    const def = await entry.definition();
    expect(def.kind).toBe(kind);
    expect(def.version).toBeGreaterThanOrEqual(1);
    expect(await loadDefinition(kind)).toBe(def);
    for (const route of [entry.routes.new, entry.routes.play, entry.routes.rules]) {
      expect(route.startsWith(`/${kind}`)).toBe(true);
      expect(existsSync(pageOf(route)), pageOf(route)).toBe(true);
    }
    for (const lang of LOCALES) {
      const doc = await entry.rules(lang);
      expect(doc.title.length).toBeGreaterThan(0);
      expect(doc.sections.length).toBeGreaterThan(0);
      expect(common[lang].games[kind].name.length).toBeGreaterThan(0);
    }
    expect((await entry.rules("ru")).title).not.toBe((await entry.rules("en")).title);
  });

  test("a kind this app lacks has no definition", async () => {
    expect(isGameKind("chess")).toBe(false);
    expect(await loadDefinition("chess")).toBeUndefined();
    expect(await loadDefinition("__proto__")).toBeUndefined();
  });
});

describe("links to a game's screens", () => {
  test("session and new-game links come from the game's routes", () => {
    expect(sessionHref("ru", "cake", "abc123")).toBe("/ru/cake/play?id=abc123");
    expect(sessionHref("en", "eleusis", "a b")).toBe("/en/eleusis/play?id=a%20b");
    expect(newGameHref("en", "pechenka")).toBe("/en/pechenka");
  });

  test("new game with the same players: round trip of the names", () => {
    const players = ["Маша", "Петя", "A&B", "x=y"];
    const href = newGameHref("ru", "cake", players);
    expect(playersFromSearch(href.slice(href.indexOf("?")))).toEqual(players);
    expect(playersFromSearch("?p=%20&p=Ann")).toEqual(["Ann"]);
    expect(playersFromSearch("%")).toEqual([]);
  });
});

import { describe, expect, test } from "vitest";
import { cardSet, firstPlayer, handFor, hasHill } from "@/lib/pechenka/cards";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card";
import { cycle, hunter, PLAYER_COUNTS, ROLE_IDS, ROLES, roleInfo, target } from "@/lib/pechenka/roles";

describe("hunting cycles (docs/rules.md#pechenka-cycle)", () => {
  test.each([
    [4, ["cookie", "blue", "strontium", "n37"]],
    [5, ["cookie", "blue", "strontium", "n37", "persians"]],
    [6, ["cookie", "blue", "strontium", "n37", "persians", "cosine"]],
  ] as const)("%i players", (n, roles) => {
    expect(cycle(n)).toEqual(roles);
  });

  test.each([
    [4, "cookie", "blue", "n37"],
    [4, "n37", "cookie", "strontium"],
    [5, "n37", "persians", "strontium"],
    [5, "cookie", "blue", "persians"],
    [5, "persians", "cookie", "n37"],
    [6, "persians", "cosine", "n37"],
    [6, "cosine", "cookie", "persians"],
    [6, "cookie", "blue", "cosine"],
    [6, "blue", "strontium", "cookie"],
  ] as const)("%i players: %s hunts %s and is hunted by %s", (n, role, t, h) => {
    expect(target(role, n)).toBe(t);
    expect(hunter(role, n)).toBe(h);
  });

  test.each(PLAYER_COUNTS)("target and hunter are inverse over the whole %i-cycle", (n) => {
    for (const r of cycle(n)) {
      const t = target(r, n);
      expect(t).not.toBeNull();
      expect(hunter(t ?? r, n)).toBe(r);
    }
  });

  test("roles not in use have no target", () => {
    expect(target("persians", 4)).toBeNull();
    expect(hunter("cosine", 5)).toBeNull();
  });

  test("names from the seed", () => {
    // The names are words: they live in the phone page's dictionary, keyed by the role ids.
    expect(ROLES.map((r) => pechenkaCard.ru.roles[r.id])).toEqual(["Печенька", "Синий", "Стронций", "37", "Персы", "Косинус"]);
    expect(ROLES.map((r) => pechenkaCard.en.roles[r.id])).toEqual(["Cookie", "Blue", "Strontium", "37", "Persians", "Cosine"]);
    expect(Object.keys(pechenkaCard.en.roles)).toEqual([...ROLE_IDS]);
    expect(new Set(ROLES.map((r) => r.symbol)).size).toBe(6);
    expect(pechenkaCard.en.roles[roleInfo("cosine").id]).toBe("Cosine");
  });
});

describe("card sets", () => {
  test.each([
    [4, ["cookie", "blue", "strontium", "n37", "sword", "shield", "hill"]],
    [5, ["cookie", "blue", "strontium", "n37", "persians", "sword", "shield", "hill"]],
    [6, ["cookie", "blue", "strontium", "n37", "persians", "cosine", "sword", "shield"]],
  ] as const)("%i players", (n, cards) => {
    expect(cardSet(n)).toEqual(cards);
    expect(hasHill(n)).toBe(n !== 6);
  });

  test("your own character is set aside", () => {
    expect(handFor("blue", 4)).toEqual(["cookie", "strontium", "n37", "sword", "shield", "hill"]);
  });

  test("the first-player token moves clockwise and wraps", () => {
    expect([0, 1, 2, 3, 4].map((r) => firstPlayer(3, r, 5))).toEqual([3, 4, 0, 1, 2]);
  });
});

import { describe, expect, test } from "vitest";
import { cake } from "@/lib/i18n/dict/cake";
import { KIND_IDS, KINDS, TOTAL_ROSETTES, TOTAL_SLICES, kind, maxSlicesInPlay } from "@/lib/cake/kinds";

describe("kinds table", () => {
  // Source: seed 000 "КОМПОНЕНТЫ ИГРЫ" and docs/rules.md#cake-components table.
  test.each([
    ["plum", "Слива", "Plum", 3, 1],
    ["apricot", "Абрикос", "Apricot", 4, 1],
    ["cherry", "Вишня", "Cherry", 5, 1],
    ["blackberry", "Ежевика", "Blackberry", 7, 2],
    ["kiwi", "Киви", "Kiwi", 8, 2],
    ["gooseberry", "Крыжовник", "Gooseberry", 9, 2],
    ["strawberry", "Клубника", "Strawberry", 10, 2],
    ["chocolate", "Шоколад", "Chocolate", 11, 3],
  ] as const)("%s: %s / %s, %i slices, %i rosettes", (id, ru, en, count, rosettes) => {
    expect(kind(id)).toMatchObject({ id, count, rosettes });
    expect(cake.ru.kinds[id]).toBe(ru);
    expect(cake.en.kinds[id]).toBe(en);
  });

  test("totals from docs/rules.md#cake-components: 57 slices, 113 rosettes, 57 majority points", () => {
    expect(TOTAL_SLICES).toBe(57);
    expect(TOTAL_ROSETTES).toBe(113);
    expect(KINDS.reduce((s, k) => s + k.count, 0)).toBe(57);
  });

  test("ids follow the table order and every kind has its own colour", () => {
    expect(KIND_IDS).toEqual(KINDS.map((k) => k.id));
    expect(new Set(KINDS.map((k) => k.colour)).size).toBe(8);
  });

  test.each([
    [2, 55],
    [3, 57],
    [4, 56],
    [5, 55],
  ])("with %i players at most %i slices are in play", (n, max) => {
    expect(maxSlicesInPlay(n)).toBe(max);
  });
});

import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { COUNT_PROBLEMS, readCount } from "@/lib/forms/cake-count";
import { emptyDraft, newCakeState, readGame } from "@/lib/cake/session";
import type { CakeGame, PlayerDraft } from "@/lib/cake/session";
import { cake } from "@/lib/i18n/dict/cake";

const NAMES = ["Аня", "Борис", "Вера", "Гена", "Даша", "Ева"];

/** A game whose drafts hold exactly this typed text, e.g. typed({ saved: { kiwi: "1,5" } }). */
function game(...drafts: Partial<{ saved: Partial<PlayerDraft["saved"]>; eaten: Partial<PlayerDraft["eatenPerKind"]>; rosettes: string }>[]): CakeGame {
  const g = newCakeState(drafts.map((_, i) => NAMES[i]!)).games[0]!;
  return {
    ...g,
    drafts: drafts.map((d) => {
      const e = emptyDraft();
      return {
        saved: { ...e.saved, ...d.saved },
        eatenPerKind: { ...e.eatenPerKind, ...d.eaten },
        rosettes: d.rosettes ?? "",
        mode: d.rosettes === undefined ? "perKind" : "rosettes",
      };
    }),
  };
}

describe("a typed Piece of Cake count: one schema (lib/forms/cake-count.ts)", () => {
  // Moved from the old regex reader's table (parseCount): the same texts, now read by the schema.
  test.each([
    ["", 0],
    ["3", 3],
    [" 12 ", 12],
    ["0", 0],
  ])("%j is the count %s", (text, value) => {
    expect(readCount(text)).toEqual({ ok: true, value });
  });

  test.each([
    ["1,5", "not-whole", 1.5],
    ["2.5", "not-whole", 2.5],
    ["-1.5", "not-whole", -1.5],
    ["-2", "negative", -2],
    ["abc", "not-whole", NaN],
    ["3e2", "not-whole", NaN],
    ["-", "not-whole", NaN],
    ["1 2", "not-whole", NaN],
  ])("%j is refused: %s (value %s)", (text, code, value) => {
    expect(readCount(text)).toEqual({ ok: false, error: { code, value } });
  });

  test("anything typed is a result, never a throw", () => {
    fc.assert(fc.property(fc.string({ maxLength: 8 }), (text) => typeof readCount(text).ok === "boolean"));
  });

  test.each(["en", "ru"] as const)("both problems have a message in %s", (lang) => {
    for (const code of COUNT_PROBLEMS) {
      const text = cake[lang].problem({ code, player: 0, field: { part: "saved", kind: "kiwi" }, value: -2 }, NAMES);
      expect(text).toMatch(/^Аня: /);
    }
  });
});

describe("the end-of-game entry read cell by cell (readGame)", () => {
  // Moved from validation.test.ts: the same problems, now from typed text.
  test("not-whole: a fractional or unreadable count, naming player and field", () => {
    const { problems } = readGame(game({ saved: { kiwi: "1.5" } }, { eaten: { plum: "abc" } }));
    expect(problems).toEqual([
      { code: "not-whole", player: 0, field: { part: "saved", kind: "kiwi" }, value: 1.5 },
      { code: "not-whole", player: 1, field: { part: "eaten", kind: "plum" }, value: NaN },
    ]);
    expect(cake.en.problem(problems[0]!, NAMES)).toBe("Аня: Kiwi saved must be a whole number (now 1.5).");
    expect(cake.ru.problem(problems[1]!, NAMES)).toBe("Борис: Слива, съедено — нужно целое число.");
  });

  test("negative: a count or rosette total below 0", () => {
    expect(readGame(game({ eaten: { cherry: "-1" } }, { rosettes: "-3" })).problems).toEqual([
      { code: "negative", player: 0, field: { part: "eaten", kind: "cherry" }, value: -1 },
      { code: "negative", player: 1, field: { part: "rosettes" }, value: -3 },
    ]);
  });

  test("every problem is returned at once: the cells', then the rules'", () => {
    const codes = readGame(game({ saved: { plum: "4", kiwi: "-1" } }, { saved: { cherry: "0.5" }, rosettes: "200" })).problems.map((p) => p.code);
    expect(codes).toEqual(["negative", "not-whole", "kind-over-count", "rosettes-over-max"]);
  });

  test("a refused cell counts 0 in the entry; the others are read", () => {
    const { entries } = readGame(game({ saved: { kiwi: "2,5", plum: " 2 " } }, { rosettes: "9" }));
    expect(entries[0]?.saved).toMatchObject({ kiwi: 0, plum: 2 });
    expect(entries[1]?.eaten).toEqual({ mode: "rosettes", rosettes: 9 });
  });
});

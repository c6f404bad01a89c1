import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { checkName, NAME_PROBLEMS, playerNameSchema } from "@/lib/forms/player-name";
import { store } from "@/lib/i18n/dict/store";
import { NAME_MAX } from "@/lib/store/roster";
import { parseWith } from "@/lib/zod";

describe("a player's name (players page, seat picker): one schema", () => {
  test.each([
    ["Маша", "Маша"],
    ["  Маша   К. ", "Маша К."],
    ["Петя", "Петя"],
    ["x".repeat(NAME_MAX), "x".repeat(NAME_MAX)],
  ])("%j is the name %j", (typed, clean) => {
    expect(checkName(typed, ["Вася"])).toEqual({ ok: true, value: clean });
    expect(parseWith(playerNameSchema(["Вася"]), typed)).toEqual({ ok: true, value: clean });
  });

  test.each([
    ["", "empty"],
    ["   \t ", "empty"],
    ["x".repeat(NAME_MAX + 1), "too-long"],
    ["маша", "duplicate"],
    [" МАША ", "duplicate"],
  ])("%j against [Маша] is refused: %s", (typed, problem) => {
    const out = checkName(typed, ["Маша"]);
    expect(out).toEqual({ ok: false, error: problem === "duplicate" ? { problem, existing: "Маша" } : { problem } });
  });

  test("too long wins over taken (the first problem is said)", () => {
    expect(checkName("Маша".repeat(20), ["Маша".repeat(20)])).toEqual({ ok: false, error: { problem: "too-long" } });
  });

  test("anything typed is a result, never a throw", () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (typed, taken) => typeof checkName(typed, taken).ok === "boolean"));
  });

  test.each(["en", "ru"] as const)("each problem has its message (%s)", (lang) => {
    for (const code of NAME_PROBLEMS) expect(store[lang].roster.problems[code].length).toBeGreaterThan(3);
  });
});

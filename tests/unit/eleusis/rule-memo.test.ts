import { describe, expect, test } from "vitest";
import type { JudgeFn } from "@/lib/eleusis/hand";
import { compileRule, memoResolver } from "@/lib/eleusis/rule-language";
import type { RuleCompiler } from "@/lib/eleusis/rule-language";

describe("the one resolver memo", () => {
  test("compiles each rule text once; a text that does not compile resolves to null, also once", () => {
    const calls: string[] = [];
    const judge: JudgeFn = () => true;
    const compile: RuleCompiler = (text) => {
      calls.push(text);
      return text === "bad" ? { ok: false, error: { code: "empty", message: { id: "empty" }, start: 0, end: 0 } } : { ok: true, value: { judge } };
    };
    const resolve = memoResolver(compile);
    expect(resolve("a")).toBe(judge);
    expect(resolve("a")).toBe(judge);
    expect(resolve("bad")).toBeNull();
    expect(resolve("bad")).toBeNull();
    expect(calls).toEqual(["a", "bad"]);
  });

  test("stays small: after many rules it starts again", () => {
    let n = 0;
    const resolve = memoResolver(() => {
      n++;
      return { ok: true, value: { judge: () => true } };
    });
    for (let i = 0; i < 70; i++) resolve(`r${i}`);
    resolve("r0");
    expect(n).toBe(71);
  });

  test("with the real compiler, the judge follows the rule", () => {
    const resolve = memoResolver(compileRule);
    const red = resolve("card.red");
    expect(red).not.toBeNull();
    expect(red!({ rank: "5", suit: "hearts" }, { line: [], lastOk: true })).toBe(true);
    expect(red!({ rank: "5", suit: "spades" }, { line: [], lastOk: true })).toBe(false);
  });
});

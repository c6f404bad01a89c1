import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { compileRule, MAX_RULE_LENGTH, renderCaret } from "@/lib/eleusis/rule-language";
import { PRESETS } from "@/lib/eleusis/presets";
import { parseRuleText, ruleTextSchema } from "@/lib/forms/rule-text";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";
import * as z from "zod/mini";

describe("the Eleusis rule text field: one schema, whose check is the rule compiler", () => {
  test.each(["card.color != prev.color", "step(prev, card) in [1, 2, 3]", ...PRESETS.map((p) => p.rule)])("%j is a rule", (text) => {
    const r = parseRuleText(text);
    expect(r.ok).toBe(true);
    const direct = compileRule(text);
    if (r.ok && direct.ok) expect(r.value.canonical).toBe(direct.value.canonical);
  });

  test.each([
    ["", "empty"],
    ["   # only a comment", "empty"],
    ["true or ".repeat(300) + "true", "too-long"],
    ["card.colour == red", "unknown-name"],
    ["card.value = 3", "single-equals"],
  ])("%j is refused by the compiler: the same error, caret and words (%s)", (text, code) => {
    const r = parseRuleText(text);
    const direct = compileRule(text);
    expect(r.ok || direct.ok).toBe(false);
    if (r.ok || direct.ok) return;
    expect(r.error.code).toBe(direct.error.code);
    expect(r.error).toEqual(direct.error);
    expect(renderCaret(text, r.error)).toBe(renderCaret(text, direct.error));
    for (const lang of ["en", "ru"] as const) expect(ruleLanguage[lang].error(r.error.message).length).toBeGreaterThan(5);
    if (code !== "unknown-name") expect(r.error.code).toBe(code);
  });

  test("the schema itself refuses what the compiler refuses, with the compiler's code as the message", () => {
    const r = z.safeParse(ruleTextSchema, "x".repeat(MAX_RULE_LENGTH + 1));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("too-long");
    expect(z.safeParse(ruleTextSchema, "card.red").success).toBe(true);
  });

  test("whatever is typed, the form says exactly what the compiler says, never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const r = parseRuleText(text);
        const direct = compileRule(text);
        expect(r.ok).toBe(direct.ok);
        if (!r.ok && !direct.ok) expect(r.error).toEqual(direct.error);
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, test } from "vitest";
import { lintRule } from "@/lib/eleusis/lint";
import { PRESET_CHECKS } from "@/lib/eleusis/preset-checks";
import { PRESETS } from "@/lib/eleusis/presets";
import { parseRuleText } from "@/lib/forms/rule-text";

describe("the ready rules' checker verdicts, worked out ahead", () => {
  test("each one is what the checker says of the rule now (a changed rule or checker shows here)", () => {
    const now = Object.fromEntries(
      PRESETS.map((p) => {
        const compiled = parseRuleText(p.rule);
        if (!compiled.ok) throw new Error(`${p.id}: ${compiled.error.code}`);
        const r = lintRule(compiled.value);
        return [p.id, { passes: r.passes, min: r.min, sampled: r.mode === "sampled", tooEasy: r.tooEasy }];
      }),
    );
    // On a mismatch, lib/eleusis/preset-checks.ts takes the values on the right.
    expect(PRESET_CHECKS).toEqual(now);
  });

  test("a ready rule marked as failing the checker is the one the table says fails", () => {
    for (const p of PRESETS) expect(PRESET_CHECKS[p.id].passes, p.id).toBe(!p.failsChecker);
  });
});

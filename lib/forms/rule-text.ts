// The Eleusis rule as typed (the set-up's "My own rule", a preset's text, the rule workshop): one
// schema, and its check is the rule compiler itself (lexer, parser, type checker), so an empty or too
// long rule is the compiler's "empty" / "too-long" like any other mistake, with its caret. Loaded with
// a dynamic import as the editor mounts (the rule chooser is itself loaded on demand).
import * as z from "zod/mini";
import type { CompiledRule, RuleError, RuleResult } from "@/lib/eleusis/rule-language";
import { compileRule, RULE_ERROR_CODES } from "@/lib/eleusis/rule-language";
import { parseFormIssue } from "@/lib/zod";

/** The text compiled to a rule; a refused text's issue carries the compiler's error (code, message, span). */
export const ruleTextSchema = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    const compiled = compileRule(text);
    if (compiled.ok) return compiled.value;
    ctx.issues.push({ code: "custom", message: compiled.error.code, input: text, params: { error: compiled.error } });
    return z.NEVER;
  }),
);

/**
 * The rule, or the compiler's error exactly as it gave it (for the message and the caret), e.g.
 * parseRuleText("card.colour == red") → no-property at 5..11; parseRuleText("  ") → empty.
 */
export function parseRuleText(text: string): RuleResult<CompiledRule> {
  const r = parseFormIssue(ruleTextSchema, RULE_ERROR_CODES, text, "unexpected");
  if (r.ok) return r;
  const error = r.error.params?.error as RuleError | undefined;
  // Every issue of this schema carries one; a value that is not text (never sent by a form) reads as "unexpected".
  return { ok: false, error: error ?? { code: "unexpected", message: { id: "unexpected", found: { kind: "eof" } }, start: 0, end: 0 } };
}

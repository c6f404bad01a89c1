import { describe, expect, test } from "vitest";
import { compileRule } from "@/lib/eleusis/rule-language";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop";

describe("workshop language reference", () => {
  test("every example compiles, in both languages, with the same code", () => {
    const { ru, en } = eleusisWorkshop;
    expect(ru.reference.exampleRows.map((r) => r.code)).toEqual(en.reference.exampleRows.map((r) => r.code));
    expect(ru.reference.rows.map((r) => r.code)).toEqual(en.reference.rows.map((r) => r.code));
    for (const r of en.reference.exampleRows) expect(compileRule(r.code).ok).toBe(true);
  });
  test("the editor's help example compiles", () => {
    const example = /(card\.\S+ != \S+)$/.exec(eleusisWorkshop.en.editor.help)?.[1] ?? "";
    expect(compileRule(example).ok).toBe(true);
  });
});

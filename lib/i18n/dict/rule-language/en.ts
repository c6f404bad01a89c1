import type { Expected, Found, Operand, RuleMessage } from "@/lib/eleusis/rule-language/errors";
import type { Type } from "@/lib/eleusis/rule-language/ir";
import { countOf, plural } from "@/lib/i18n/plural";
import { listOf } from "@/lib/i18n/list";

// The Eleusis rule language's error messages (lib/eleusis/rule-language returns an id with typed
// parameters; this says it). Shown by the rule workshop, the set-up's own rule and the guess tester.

/** e.g. "a number", "a list of cards". */
const typeName = (t: Type): string => {
  if (typeof t !== "string") return `a list of ${typeName(t.list).replace(/^an? /, "")}s`;
  return { bool: "a true/false condition", num: "a number", suit: "a suit", color: "a colour", card: "a card" }[t];
};
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const hint = (h: string | null): string => (h ? ` — did you mean ${h}?` : "");
const mean = (s: string | null): string => (s ? `. Did you mean ${s}?` : "");
const found = (f: Found): string => (f.kind === "eof" ? "the end of the rule" : f.kind === "num" ? `the number ${f.value}` : `"${f.text}"`);
const expected = (e: Expected): string => {
  switch (e.kind) {
    case "tokens":
      return listOf("en", e.texts.map((t) => `"${t}"`), "disjunction");
    case "end-or-operator":
      return "the end of the rule or an operator";
    case "property-name":
      return "a property name after the dot";
    case "value":
      return "a value";
    case "colon-and-condition":
      return '":" and a condition';
  }
};
const operand = (o: Operand): string => {
  switch (o.kind) {
    case "index":
      return "A list index";
    case "slice-bound":
      return "A slice bound";
    case "minus":
      return "Minus";
    case "comparison":
      return `Comparison "${o.op}"`;
    case "operator":
      return `Operator "${o.op}"`;
    case "function":
      return `Function ${o.fn}`;
    case "sum-body":
      return "sum(… : …)";
  }
};

export const en = {
  /** The message of a rule error, e.g. { id: "unknown-name", name: "crad", suggestion: "card" } → 'Unknown name "crad". Did you mean card?'. */
  error: (m: RuleMessage): string => {
    switch (m.id) {
      case "too-long":
        return `The rule is longer than ${m.max} ${plural("en", m.max, { one: "character", other: "characters" })}`;
      case "number-too-large":
        return "Number too large";
      case "number-into-letters":
        return "A number runs into letters";
      case "single-equals":
        return "To compare, write == (two equals signs)";
      case "bad-char":
        return `Unexpected character "${m.char}"`;
      case "expected":
        return `Expected ${expected(m.expected)} but found ${found(m.found)}`;
      case "unexpected":
        return `Unexpected ${found(m.found)}`;
      case "too-deep":
        return m.max === null ? "Nested too deeply" : `Nested too deeply (more than ${m.max})`;
      case "empty":
        return "The rule is empty";
      case "chained-comparison":
        return "Compare two things at a time: a < b and b < c";
      case "not-boolean":
        return `A true/false condition is needed here, but this is ${typeName(m.type)}`;
      case "needs-number":
        return `${operand(m.operand)}: a number is needed, but this is ${typeName(m.type)}${hint(m.hint)}`;
      case "not-a-list":
        return `A list is needed, but this is ${typeName(m.type)}`;
      case "index-past-end":
        return `This list has ${countOf("en", m.length, { one: "item", other: "items" })}: indices 0 to ${m.length - 1} (or −${m.length} to −1 from the end)`;
      case "if-branches":
        return `After "then" comes ${typeName(m.then)} but after "else" ${typeName(m.else)}; they must match`;
      case "empty-list":
        return "An empty list means nothing here";
      case "mixed-list":
        return `A list holds one kind of thing: ${typeName(m.first)}, but this is ${typeName(m.item)}`;
      case "function-needs-brackets":
        return `${m.name} is a function and needs brackets: ${m.name}(…)`;
      case "unknown-name":
        return `Unknown name "${m.name}"${mean(m.suggestion)}`;
      case "no-card-property":
        return `A card has no property "${m.attr}"${mean(m.suggestion)} There are: ${m.has.join(", ")}`;
      case "no-property":
        return `${cap(typeName(m.type))} has no property "${m.attr}"${m.has.length ? ` (there are: ${m.has.join(", ")})` : ""}`;
      case "cannot-compare":
        return `${cap(typeName(m.left))} cannot be compared with ${typeName(m.right)}${hint(m.hint)}`;
      case "cannot-be-in":
        return `${cap(typeName(m.item))} cannot be in a list of ${typeName(m.list).replace(/^an? /, "")}s${hint(m.hint)}`;
      case "division-by-zero":
        return `Division by zero: "${m.op} 0" has no value`;
      case "usage":
        return `Usage: ${m.usage}`;
      case "step-operand":
        return `step counts steps between cards or numbers, but this is ${typeName(m.type)}`;
      case "unknown-function":
        return `No function "${m.name}"${mean(m.suggestion)} There are: ${m.has.join(", ")}`;
      case "name-taken":
        return `The name "${m.name}" is taken; pick another, e.g. c or x`;
      case "too-many-quantifiers":
        return `At most ${m.max} nested any/all/count/sum`;
      case "too-costly":
        return "The rule is too costly to check (too many nested passes over long lists)";
    }
  },
};
export type RuleLanguageDict = typeof en;

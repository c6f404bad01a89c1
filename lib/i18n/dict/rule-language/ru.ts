import type { Expected, Found, Operand } from "@/lib/eleusis/rule-language/errors";
import type { Type } from "@/lib/eleusis/rule-language/ir";
import { countOf, plural } from "@/lib/i18n/plural";
import { listOf } from "@/lib/i18n/list";
import type { RuleLanguageDict } from "./en";

/** A type's name in the nominative, the accusative and the instrumental: «карта», «карту», «картой». */
type TypeName = { nom: string; acc: string; ins: string };
const NAMES: Record<Exclude<Type, { list: Type }>, TypeName> = {
  bool: { nom: "условие (да/нет)", acc: "условие (да/нет)", ins: "условием (да/нет)" },
  num: { nom: "число", acc: "число", ins: "числом" },
  suit: { nom: "масть", acc: "масть", ins: "мастью" },
  color: { nom: "цвет", acc: "цвет", ins: "цветом" },
  card: { nom: "карта", acc: "карту", ins: "картой" },
};
const typeName = (t: Type): TypeName => {
  if (typeof t === "string") return NAMES[t];
  const inner = typeName(t.list).nom;
  return { nom: `список (${inner})`, acc: `список (${inner})`, ins: `списком (${inner})` };
};
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const hint = (h: string | null): string => (h ? ` — может быть, ${h}?` : "");
const mean = (s: string | null): string => (s ? `. Может быть, ${s}?` : "");
const found = (f: Found): string => (f.kind === "eof" ? "конец правила" : f.kind === "num" ? `число ${f.value}` : `«${f.text}»`);
const expected = (e: Expected): string => {
  switch (e.kind) {
    case "tokens":
      return listOf("ru", e.texts.map((t) => `«${t}»`), "disjunction");
    case "end-or-operator":
      return "конец правила или оператор";
    case "property-name":
      return "название свойства после точки";
    case "value":
      return "значение";
    case "colon-and-condition":
      return "«:» и условие";
  }
};
const operand = (o: Operand): string => {
  switch (o.kind) {
    case "index":
      return "Номер в списке";
    case "slice-bound":
      return "Граница среза";
    case "minus":
      return "Минус";
    case "comparison":
      return `Сравнение «${o.op}»`;
    case "operator":
      return `Действие «${o.op}»`;
    case "function":
      return `Функция ${o.fn}`;
    case "sum-body":
      return "sum(… : …)";
  }
};

export const ru: RuleLanguageDict = {
  error: (m) => {
    switch (m.id) {
      case "too-long":
        return `Правило длиннее ${m.max} ${plural("ru", m.max, { one: "знака", few: "знаков", many: "знаков", other: "знака" })}`;
      case "number-too-large":
        return "Слишком большое число";
      case "number-into-letters":
        return "Число слитно с буквами";
      case "single-equals":
        return "Для сравнения пишите == (два знака равенства)";
      case "bad-char":
        return `Непонятный знак «${m.char}»`;
      case "expected":
        return `Ожидалось ${expected(m.expected)}, а здесь ${found(m.found)}`;
      case "unexpected":
        return `Здесь не ожидалось ${found(m.found)}`;
      case "too-deep":
        return m.max === null ? "Слишком глубокая вложенность" : `Слишком глубокая вложенность (больше ${m.max})`;
      case "empty":
        return "Правило пустое";
      case "chained-comparison":
        return "Сравнивайте по два: a < b and b < c";
      case "not-boolean":
        return `Здесь нужно условие (да/нет), а это ${typeName(m.type).nom}`;
      case "needs-number":
        return `${operand(m.operand)}: нужно число, а это ${typeName(m.type).nom}${hint(m.hint)}`;
      case "not-a-list":
        return `Нужен список, а это ${typeName(m.type).nom}`;
      case "index-past-end":
        return `В этом списке ${countOf("ru", m.length, { one: "элемент", few: "элемента", many: "элементов", other: "элемента" })}: номера от 0 до ${m.length - 1} (или от −${m.length} до −1 с конца)`;
      case "if-branches":
        return `После then — ${typeName(m.then).nom}, а после else — ${typeName(m.else).nom}; нужно одно и то же`;
      case "empty-list":
        return "Пустой список ничего не значит";
      case "mixed-list":
        return `В списке всё должно быть одного вида: ${typeName(m.first).nom}, а это ${typeName(m.item).nom}`;
      case "function-needs-brackets":
        return `${m.name} — функция, после неё нужны скобки: ${m.name}(…)`;
      case "unknown-name":
        return `Неизвестное имя «${m.name}»${mean(m.suggestion)}`;
      case "no-card-property":
        return `У карты нет свойства «${m.attr}»${mean(m.suggestion)} Есть: ${m.has.join(", ")}`;
      case "no-property":
        return `У значения вида «${typeName(m.type).nom}» нет свойства «${m.attr}»${m.has.length ? ` (есть: ${m.has.join(", ")})` : ""}`;
      case "cannot-compare":
        return `${cap(typeName(m.left).acc)} нельзя сравнивать с ${typeName(m.right).ins}${hint(m.hint)}`;
      case "cannot-be-in":
        return `${cap(typeName(m.item).nom)} не может быть в списке, где ${typeName(m.list).nom}${hint(m.hint)}`;
      case "division-by-zero":
        return `На ноль делить нельзя: у «${m.op} 0» нет значения`;
      case "usage":
        return `Пишется так: ${m.usage}`;
      case "step-operand":
        return `step считает шаги между картами или числами, а это ${typeName(m.type).nom}`;
      case "unknown-function":
        return `Нет функции «${m.name}»${mean(m.suggestion)} Есть: ${m.has.join(", ")}`;
      case "name-taken":
        return `Имя «${m.name}» уже занято; возьмите другое, например c или x`;
      case "too-many-quantifiers":
        return `Не больше ${m.max} вложенных any/all/count/sum`;
      case "too-costly":
        return "Правило слишком трудоёмкое для проверки (слишком много вложенных переборов длинных списков)";
    }
  },
};

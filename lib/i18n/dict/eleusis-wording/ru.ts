import type { ConditionId, RequirementId } from "@/lib/eleusis/robot";
import type { EleusisWordingDict } from "./en";

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const condition: Record<ConditionId, string> = {
  red: "красная",
  even: "чётная",
  low: "младшая (A–7)",
  face: "картинка (J, Q, K)",
  prime: "простого значения (2, 3, 5, 7, J, K)",
  "club-or-heart": "трефа или черва",
  "club-or-diamond": "трефа или бубна",
};
const requirement: Record<RequirementId, string> = {
  red: "красную карту",
  black: "чёрную карту",
  even: "чётную карту",
  odd: "нечётную карту",
  low: "младшую карту (A–7)",
  high: "старшую карту (8–K)",
  "club-or-heart": "трефу или черву",
  "diamond-or-spade": "бубну или пику",
  "same-suit": "карту той же масти",
  "other-suit": "карту другой масти",
  "other-colour": "карту другого цвета",
  "same-colour": "карту того же цвета",
  "steps-up": "карту на 1–4 ступени выше по кругу K → A",
  "steps-down": "карту на 1–4 ступени ниже по кругу",
  higher: "карту старше верхней",
  lower: "карту младше верхней",
};

export const ru: EleusisWordingDict = {
  composed: (w) => {
    const inner = `если верхняя карта ${condition[w.if]}, кладите ${requirement[w.then]}; иначе — ${requirement[w.else]}`;
    return w.afterWrong === null ? `${cap(inner)}.` : `После верного хода: ${inner}. После ошибки — ${requirement[w.afterWrong]}.`;
  },
};

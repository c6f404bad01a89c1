import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { cake } from "@/lib/i18n/dict/cake";
import { common } from "@/lib/i18n/dict/common";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import { eleusisGuess } from "@/lib/i18n/dict/eleusis-guess";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop";
import { handoverDict } from "@/lib/i18n/dict/handover";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card";
import { ruleLanguage } from "@/lib/i18n/dict/rule-language";
import { cakeRules } from "@/lib/i18n/dict/rules-cake";
import { eleusisRules } from "@/lib/i18n/dict/rules-eleusis";
import { newEleusisRulesDoc } from "@/lib/i18n/dict/rules-new-eleusis";
import { pechenkaRules } from "@/lib/i18n/dict/rules-pechenka";
import { shellClient } from "@/lib/i18n/dict/shell-client";
import { store } from "@/lib/i18n/dict/store";
import type { Locale } from "@/lib/i18n/locales";

// Every number a dictionary puts before a noun must agree with it ("1 карта", "2 карты", "5 карт";
// "1 card", "2 cards"), whatever the case the sentence needs. The scan calls every template with each
// count in turn in each of its `number` parameters (the others get a name), so a raw `${n} cards`
// fails at some count, and a count before a word the table below does not know fails too.

/** Each area's dictionary, and the folder whose en.ts declares its templates' parameter types. */
const DICTS: Record<string, [Record<Locale, unknown>, string]> = {
  cake: [cake, "cake"], common: [common, "common"], eleusisDict: [eleusisDict, "eleusis"],
  eleusisGuess: [eleusisGuess, "eleusis-guess"], eleusisWording: [eleusisWording, "eleusis-wording"],
  eleusisWorkshop: [eleusisWorkshop, "eleusis-workshop"], handoverDict: [handoverDict, "handover"],
  newEleusisDict: [newEleusisDict, "new-eleusis"], pechenkaDict: [pechenkaDict, "pechenka"],
  pechenkaCard: [pechenkaCard, "pechenka-card"], ruleLanguage: [ruleLanguage, "rule-language"], store: [store, "store"],
};
const RULES: Record<string, Record<Locale, unknown>> = { cakeRules, eleusisRules, newEleusisRulesDoc, pechenkaRules };

const COUNTS: Record<Locale, readonly number[]> = { ru: [1, 2, 5, 11, 21, 22], en: [1, 2, 5] };

type Forms = readonly [one: string, few: string, many: string];
/** Russian count words, each in the case forms the dictionaries use (one: 1, 21; few: 2, 22; many: 5, 11). */
const RU: Record<string, readonly Forms[]> = {
  карта: [["карта", "карты", "карт"], ["карту", "карты", "карт"], ["карты", "карт", "карт"], ["карте", "карты", "карт"], ["карте", "картах", "картах"]],
  код: [["код", "кода", "кодов"], ["кода", "кодов", "кодов"]],
  игрок: [["игрок", "игрока", "игроков"], ["игрока", "игроков", "игроков"], ["игроке", "игроках", "игроках"]],
  раунд: [["раунд", "раунда", "раундов"], ["раунда", "раундов", "раундов"]],
  круг: [["круг", "круга", "кругов"], ["круга", "кругов", "кругов"]],
  очко: [["очко", "очка", "очков"], ["очка", "очков", "очков"]],
  монета: [["монета", "монеты", "монет"], ["монету", "монеты", "монет"], ["монеты", "монет", "монет"]],
  ломтик: [["ломтик", "ломтика", "ломтиков"], ["ломтика", "ломтиков", "ломтиков"]],
  часть: [["часть", "части", "частей"], ["части", "частей", "частей"]],
  розочка: [["розочка", "розочки", "розочек"], ["розочку", "розочки", "розочек"], ["розочки", "розочек", "розочек"], ["розочке", "розочки", "розочек"]],
  колода: [["колода", "колоды", "колод"], ["колоды", "колод", "колод"]],
  игра: [["игра", "игры", "игр"], ["игры", "игр", "игр"]],
  партия: [["партия", "партии", "партий"], ["партии", "партий", "партий"]],
  ход: [["ход", "хода", "ходов"], ["хода", "ходов", "ходов"]],
  правило: [["правило", "правила", "правил"]],
  позиция: [["позиция", "позиции", "позиций"]],
  раскладка: [["раскладка", "раскладки", "раскладок"]],
  случай: [["случае", "случаях", "случаях"]],
  символ: [["символ", "символа", "символов"]],
  знак: [["знак", "знака", "знаков"], ["знака", "знаков", "знаков"]],
  байт: [["байт", "байта", "байт"]],
  элемент: [["элемент", "элемента", "элементов"]],
  раздача: [["раздача", "раздачи", "раздач"], ["раздачи", "раздач", "раздач"]],
  // adjectives that stand before the noun and agree with the count as it does
  новый: [["новую", "новые", "новых"]],
  штрафной: [["штрафная", "штрафные", "штрафных"], ["штрафную", "штрафные", "штрафных"]],
  верный: [["верная", "верные", "верных"]],
  неверный: [["неверная", "неверные", "неверных"]],
  ошибочный: [["ошибочная", "ошибочные", "ошибочных"]],
  случайный: [["случайная", "случайные", "случайных"]],
};
/** English count words: singular, plural. */
const EN: readonly (readonly [string, string])[] = [
  ["card", "cards"], ["code", "codes"], ["player", "players"], ["round", "rounds"], ["circle", "circles"],
  ["point", "points"], ["coin", "coins"], ["slice", "slices"], ["portion", "portions"], ["rosette", "rosettes"],
  ["deck", "decks"], ["game", "games"], ["hand", "hands"], ["play", "plays"], ["rule", "rules"],
  ["position", "positions"], ["layout", "layouts"], ["case", "cases"], ["character", "characters"], ["item", "items"],
  ["deal", "deals"], ["error", "errors"], ["byte", "bytes"],
];
/** Words that may stand between an English count and its noun ("1 new card", "2 penalty cards"). */
const EN_BETWEEN = new Set(["new", "penalty", "right", "wrong", "random", "error", "bonus", "Eleusis", "more", "saved", "eaten"]);
/** Words after a count that are not its noun ("2 of 5", "5 из 52", "3 cuts this cake"). */
const NOT_NOUNS: Record<Locale, ReadonlySet<string>> = {
  ru: new Set(["из", "до", "и", "или", "на", "с", "в", "получен", "прочитан", "подходит"]),
  en: new Set(["of", "to", "and", "or", "on", "in", "received", "read", "legal", "accepted", "is", "are"]),
};

const category = (lang: Locale, n: number) => new Intl.PluralRules(lang).select(n);

/** What is wrong with the word after the count n, or null: a known count word in the wrong form, or a word nobody listed. */
function judge(lang: Locale, n: number, words: readonly string[], injected: boolean): string | null {
  if (lang === "ru") {
    const w = words[0] ?? "";
    const idx = { one: 0, few: 1, many: 2 }[category("ru", n) as "one" | "few" | "many"];
    const paradigms = Object.values(RU).filter((sets) => sets.some((s) => s.includes(w)));
    if (paradigms.length > 0) return paradigms.some((sets) => sets.some((s) => s[idx] === w)) ? null : `«${n} ${w}» does not agree`;
    return injected && !NOT_NOUNS.ru.has(w) ? `«${n} ${w}»: a count before a word the table does not know` : null;
  }
  const at = words.findIndex((x) => !EN_BETWEEN.has(x));
  const w = words[at] ?? "";
  if (w === "play" && ["a", "an", "the"].includes(words[at + 1] ?? "")) return null; // the verb: "on A to 7 play an 8"
  const pair = EN.find((p) => p.includes(w.toLowerCase()));
  if (pair) return pair[category("en", n) === "one" ? 0 : 1] === w.toLowerCase() ? null : `"${n} ${w}" does not agree`;
  return injected && !NOT_NOUNS.en.has(words[0] ?? "") ? `"${n} ${words.join(" ")}": a count before a word the table does not know` : null;
}

/** Each "number words…" in a text: the number and up to three words after it. */
function countsIn(text: string): { n: number; words: string[] }[] {
  const found: { n: number; words: string[] }[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\d.,:#−–-])(\d+)((?:[\s\u00a0]+[\p{L}]+){1,3})/gu)) {
    found.push({ n: Number(m[1]), words: (m[2] ?? "").trim().split(/[\s\u00a0]+/) });
  }
  return found;
}

/** The `number` parameters of every template in an area's en.ts, by path: "give.series" → [0]. */
function countParameters(folder: string): Map<string, number[]> {
  const file = `lib/i18n/dict/${folder}/en.ts`;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = new Map<string, number[]>();
  const visit = (node: ts.Node, path: string) => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const prop of node.properties) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : prop.name.getText(source);
        visit(prop.initializer, path === "" ? key : `${path}.${key}`);
      }
    } else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const counts = node.parameters.flatMap((p, i) => (p.type?.kind === ts.SyntaxKind.NumberKeyword ? [i] : []));
      if (counts.length > 0) found.set(path, counts);
    }
  };
  source.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === "en" && node.initializer) visit(node.initializer, "");
    else node.forEachChild(find);
  });
  return found;
}

function* entries(v: unknown, path: string): Generator<[string, unknown]> {
  if (typeof v === "function" || typeof v === "string") yield [path, v];
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) yield* entries(x, `${path}.${k}`);
}

/** Every template called with each count in each of its number parameters, the other parameters a name. */
function templateTexts(lang: Locale): { where: string; n: number; text: string }[] {
  const out: { where: string; n: number; text: string }[] = [];
  for (const [area, [dict, folder]] of Object.entries(DICTS)) {
    const counts = countParameters(folder);
    for (const [path, v] of entries(dict[lang], "")) {
      if (typeof v !== "function") continue;
      for (const i of counts.get(path.slice(1)) ?? []) {
        for (const n of COUNTS[lang]) {
          const args = Array.from({ length: Math.max(v.length, i + 1) }, (_, j) => (j === i ? n : "Xx"));
          const text: unknown = (v as (...a: unknown[]) => unknown)(...args);
          if (typeof text === "string") out.push({ where: `${area}${path}#${i}`, n, text });
        }
      }
    }
  }
  return out;
}

describe.each(["ru", "en"] as const)("counts agree with their nouns (%s)", (lang) => {
  test("every template, with each count in each parameter", () => {
    const texts = templateTexts(lang);
    expect(texts.length).toBeGreaterThan(COUNTS[lang].length * 30);
    const wrong = texts.flatMap(({ where, n, text }) =>
      countsIn(text).flatMap((c) => {
        const why = judge(lang, c.n, c.words, c.n === n);
        return why ? [`${where} (${n}): ${why} — ${text}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  test("every fixed text, rules pages included", () => {
    const wrong: string[] = [];
    const all = { ...Object.fromEntries(Object.entries(DICTS).map(([k, [d]]) => [k, d])), shellClient, ...RULES };
    for (const [area, dict] of Object.entries(all)) {
      for (const [path, v] of entries(dict[lang], area)) {
        if (typeof v !== "string") continue;
        for (const c of countsIn(v)) {
          const why = judge(lang, c.n, c.words, false);
          if (why) wrong.push(`${path}: ${why} — ${v}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe.each(["ru", "en"] as const)("templates that take a record say its counts right (%s)", (lang) => {
  // These take a record rather than numbers, so the scan above cannot call them: each count field in turn.
  const samples: [string, (n: number) => string][] = [
    ["cake player-count", (n) => cake[lang].problem({ code: "player-count", count: 1, min: 2, max: n }, [])],
    ["cake slices-over-max", (n) => cake[lang].problem({ code: "slices-over-max", players: [], total: n, limit: 55, playerCount: n }, [])],
    ["cake kind-over-count", (n) => cake[lang].problem({ code: "kind-over-count", kind: "plum", players: [0], total: n, limit: 3 }, ["Аня"])],
    ["cake rosettes-over-max", (n) => cake[lang].problem({ code: "rosettes-over-max", player: 0, value: n, limit: 3 }, ["Аня"])],
    ["cake eaten-kind", (n) => cake[lang].line({ code: "eaten-kind", kind: "plum", points: 2, slices: 2, rosettesEach: n }, [])],
    ["rule too long", (n) => ruleLanguage[lang].error({ id: "too-long", max: n })],
    ["list index past the end", (n) => ruleLanguage[lang].error({ id: "index-past-end", length: n })],
  ];
  test.each(samples)("%s", (_, say) => {
    const wrong = COUNTS[lang].flatMap((n) => {
      const text = say(n);
      return countsIn(text).flatMap((c) => {
        const why = judge(lang, c.n, c.words, c.n === n);
        return why ? [`${why} — ${text}`] : [];
      });
    });
    expect(wrong).toEqual([]);
  });
});

describe("the scan itself", () => {
  // A raw count before a noun must fail the scan, in whichever case the sentence puts it.
  test.each([
    ["ru", (n: number) => `Для этой игры нужно ${n} кодов.`],
    ["ru", (n: number) => `можно сыграть лишь ${n} карт из 52`],
    ["ru", (n: number) => `по ${n} карты каждому`],
    ["ru", (n: number) => `${n} ломтиков`],
    ["en", (n: number) => `This game needs ${n} codes.`],
    ["en", (n: number) => `${n} new card`],
  ] as const)("%s: a raw template fails at some count", (lang, template) => {
    const failures = COUNTS[lang].flatMap((n) => countsIn(template(n)).map((c) => judge(lang, c.n, c.words, true))).filter(Boolean);
    expect(failures.length).toBeGreaterThan(0);
  });
  test("a word the table does not know after a count fails", () => {
    expect(judge("ru", 5, ["попугаев"], true)).toMatch(/does not know/);
    expect(judge("en", 5, ["parrots"], true)).toMatch(/does not know/);
  });
});

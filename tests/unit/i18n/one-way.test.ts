import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { commaList, listOf } from "@/lib/i18n/list";

// One way to translate: words live in lib/i18n/dict/<area>/{en,ru}.ts as plain
// strings or typed function templates; plurals go through lib/i18n/plural.ts, lists through
// lib/i18n/list.ts (Intl.ListFormat). This scans the source so the other ways do not come back.

const root = path.resolve(__dirname, "../../..");
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(p) : /\.tsx?$/.test(d.name) ? [p] : [];
  });
}
const rel = (f: string) => path.relative(root, f).split(path.sep).join("/");
const source = [...filesUnder(path.join(root, "app")), ...filesUnder(path.join(root, "lib"))].map((f) => ({ file: rel(f), text: readFileSync(f, "utf8") }));
const outsideI18n = source.filter((s) => !s.file.startsWith("lib/i18n/"));
const hits = (files: typeof source, re: RegExp) => files.filter((s) => re.test(s.text)).map((s) => s.file);

describe("one way to translate", () => {
  test("the scan sees the source", () => {
    expect(source.length).toBeGreaterThan(100);
    expect(hits(source, /export const ru: \w+Dict = \{/).length).toBeGreaterThanOrEqual(10);
  });

  test('no `lang === "ru"` (or any comparison with a language code) outside lib/i18n/', () => {
    expect(hits(outsideI18n, /[!=]==?\s*["'](ru|en)["']|["'](ru|en)["']\s*[!=]==?/)).toEqual([]);
  });

  test("plurals only through lib/i18n/plural.ts, lists only through lib/i18n/list.ts", () => {
    expect(hits(source, /Intl\.PluralRules/)).toEqual(["lib/i18n/plural.ts"]);
    expect(hits(source, /Intl\.ListFormat/)).toEqual(["lib/i18n/list.ts"]);
    // The hand-made `… ${lang === "ru" ? "и" : "and"} …`.
    expect(hits(outsideI18n, /["'`] ?и ?["'`]/)).toEqual([]);
  });

  test("no {placeholder} templates filled at run time: templates are typed functions", () => {
    const dicts = source.filter((s) => /^lib\/i18n\/dict\//.test(s.file));
    expect(hits(dicts, /:\s*"[^"\n]*(?<!\$)\{[a-zA-Z]\w*\}[^"\n]*"/)).toEqual([]);
    expect(hits(source, /function fill\(|\bfill\(t\./)).toEqual([]);
  });

  // A list of names (people, roles, cards) goes through listOf or commaList (Intl.ListFormat), never
  // `.join(", ")`. A scan cannot tell names from other things joined with commas, so every
  // `join(", ")` left outside lib/i18n/ is listed here by file with what it joins; a new one fails.
  const COMMA_JOINS_NOT_NAMES: Record<string, number> = {
    "app/[lang]/cake/_components/BarChart.tsx": 1, // a chart's text alternative: "label value" pairs
    "app/[lang]/cake/_components/LineChart.tsx": 1, // a chart's text alternative: each series' numbers
    "app/[lang]/eleusis/workshop/_components/RuleEditor.tsx": 1, // rule-language words a rule looks at (card, prev…)
    "app/[lang]/handover/ReceiveHandover.tsx": 2, // the numbers of the QR parts still missing (the series in progress, each other series)
    "lib/eleusis/rule-language/print.ts": 2, // the rule language's own syntax: [a, b] and f(a, b)
  };
  test('no `join(", ")` of names outside lib/i18n/: lists through Intl.ListFormat', () => {
    const joins = Object.fromEntries(
      outsideI18n.map((s) => [s.file, s.text.match(/\.join\(\s*["'`], ["'`]\s*\)/g)?.length ?? 0] as const).filter(([, n]) => n > 0),
    );
    expect(joins).toEqual(COMMA_JOINS_NOT_NAMES);
  });

  // Rule modules carry ids, never display strings: a rule-language error is a message id with typed
  // parameters, a preset or a robot rule gives ids, and the dictionaries word them. (The allow-list
  // of modules still holding { ru, en } words is empty; keep it so.)
  test("no inline { ru, en } words in lib/ or app/ outside the dictionaries", () => {
    expect(hits(outsideI18n.filter((s) => s.file.startsWith("lib/")), /\bru: ["'`]/)).toEqual([]);
    expect(hits(outsideI18n, /\bru: ["'`]/).filter((f) => f.startsWith("app/"))).toEqual([]);
  });
});

describe("listOf", () => {
  test("running-text lists in each language (English without the serial comma, like the rest of the text)", () => {
    expect(listOf("ru", ["Аня", "Борис", "Вера"])).toBe("Аня, Борис и Вера");
    expect(listOf("en", ["Ann", "Bob", "Cy"])).toBe("Ann, Bob and Cy");
    expect(listOf("en", ["Ann", "Bob"])).toBe("Ann and Bob");
    expect(listOf("en", ["Ann"])).toBe("Ann");
    expect(listOf("en", [])).toBe("");
    expect(listOf("ru", ["♣", "♦"], "disjunction")).toBe("♣ или ♦");
  });
  test("compact lists of names: commas only, in both languages (what the lines under titles showed before)", () => {
    expect(commaList("en", ["Ann", "Bob", "Cy"])).toBe("Ann, Bob, Cy");
    expect(commaList("ru", ["Аня", "Борис", "Вера"])).toBe("Аня, Борис, Вера");
    expect(commaList("en", ["Ann", "Cyril"])).toBe("Ann, Cyril");
    expect(commaList("ru", ["Аня"])).toBe("Аня");
    expect(commaList("en", [])).toBe("");
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { eleusisDict as eleusisBoth } from "@/lib/i18n/dict/eleusis";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { lazyDict } from "@/lib/i18n/lazy";

// Dictionaries are split per language (lib/i18n/dict/<area>/{en,ru}.ts) so that a page ships its own
// language only. These tests walk the import graph of app/ to keep it that way.

const root = path.resolve(__dirname, "../../..");
const dictDir = path.join(root, "lib/i18n/dict");

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

/** Runtime imports of a file (static and `import("…")`), type-only imports left out. */
function imports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs = [...src.matchAll(/(?:^import\s+(?!type\b)[^;]*?from\s+|import\()"([^"]+)"/gm)].map((m) => m[1] ?? "");
  return specs.map((s) => resolve(file, s)).filter((r): r is string => r !== null);
}

function reach(starts: readonly string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>(skip);
  const todo = [...starts];
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...imports(f));
  }
  return seen;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(p) : /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

const appFiles = filesUnder(path.join(root, "app"));
const clientRoots = appFiles.filter((f) => /^["']use client["'];?/m.test(readFileSync(f, "utf8")));
const clientGraph = reach(clientRoots);
const areas = readdirSync(dictDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const rel = (f: string) => path.relative(root, f);

describe("per-language dictionaries", () => {
  test.each(areas)("%s: ru.ts takes only the type from en.ts, so one language's chunk holds one language", (area) => {
    const ru = readFileSync(path.join(dictDir, area, "ru.ts"), "utf8");
    expect(ru).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+"\.\/en"/m);
    expect(ru).toMatch(/^export const ru: \w+ = \{/m);
  });

  test("client code never imports a dictionary holding both languages", () => {
    expect(clientGraph.size).toBeGreaterThan(20);
    const both = new Set(areas.map((a) => path.join(dictDir, a, "index.ts")));
    const offenders = [...clientGraph].filter((f) => both.has(f)).map(rel);
    expect(offenders).toEqual([]);
  });

  const pages = appFiles.filter((f) => /\/page(\.e2e)?\.tsx$/.test(f));
  const loader = path.join(root, "app/_components/Dictionaries.tsx");
  const lazyArea = (f: string) => /lib\/i18n\/dict\/([\w-]+)\/client\.ts$/.exec(f)?.[1];

  const listedIn = (file: string) =>
    [...readFileSync(file, "utf8").matchAll(/<Dictionaries lang=\{\w+\} areas=\{\[([^\]]*)\]\}/g)]
      .flatMap((m) => (m[1] ?? "").split(",").map((s) => s.trim().replace(/"/g, "")))
      .filter(Boolean);

  test.each(pages.map(rel))("%s loads every dictionary its client parts read", (page) => {
    const file = path.join(root, page);
    // <Dictionaries> itself names every area; what counts is what the page's own parts read.
    const parts = reach(imports(file), new Set([loader]));
    const needed = [...new Set([...parts].map(lazyArea).filter((a): a is string => a !== undefined))].sort();
    // The page lists what its first screen reads; a part loaded later (a game's session screen)
    // lists the rest in a <Dictionaries> of its own around it.
    const listed = [file, ...parts].flatMap(listedIn);
    expect([...new Set(listed)].sort()).toEqual(needed);
  });

  test("a game screen's first load lists only what its gate reads; its session screen lists the rest", () => {
    const play = path.join(root, "app/[lang]/eleusis/play/page.tsx");
    expect(listedIn(play).sort()).toEqual(["eleusis", "store"]);
    expect(listedIn(path.join(root, "app/[lang]/eleusis/_components/JudgeScreen.tsx"))).toContain("eleusis-workshop");
  });
});

describe("lazyDict", () => {
  test("reading a language before it is loaded says which area to list", () => {
    const d = lazyDict("demo", { ru: async () => ({ hi: "привет" }), en: async () => ({ hi: "hello" }) });
    expect(() => d.en.hi).toThrow(/"demo".*<Dictionaries areas>/);
    expect(d.loaded("en")).toBe(false);
  });

  test("a read that races its own load suspends on it (React renders again once the words are in)", async () => {
    const d = lazyDict("demo", { ru: async () => ({ hi: "привет" }), en: async () => ({ hi: "hello" }) });
    const p = d.load("en");
    let thrown: unknown;
    try {
      void d.en.hi;
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBe(p);
    await p;
    expect(d.en.hi).toBe("hello");
  });

  test("one promise per language; after it settles the language reads synchronously, the other stays out", async () => {
    let calls = 0;
    const d = lazyDict("demo", { ru: async () => ({ hi: "привет" }), en: async () => ({ hi: `hello ${++calls}` }) });
    const p = d.load("en");
    expect(d.load("en")).toBe(p);
    await p;
    expect(d.en.hi).toBe("hello 1");
    expect(calls).toBe(1);
    expect(d.loaded("ru")).toBe(false);
  });

  test("a failed load can be tried again", async () => {
    let fail = true;
    const d = lazyDict("demo", { ru: async () => ({ hi: "привет" }), en: async () => (fail ? Promise.reject(new Error("offline")) : { hi: "hello" }) });
    await expect(d.load("en")).rejects.toThrow("offline");
    fail = false;
    await expect(d.load("en")).resolves.toEqual({ hi: "hello" });
  });

  test("the client loader yields the same words as the server's both-language record", async () => {
    await Promise.all([eleusisDict.load("ru"), eleusisDict.load("en")]);
    expect(eleusisDict.ru).toBe(eleusisBoth.ru);
    expect(eleusisDict.en).toBe(eleusisBoth.en);
  });
});

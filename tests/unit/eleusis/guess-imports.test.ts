/**
 * The guess tester cannot leak the sealed rule: no module that holds, resolves or stores the
 * secret rule is reachable from its import graph (runtime imports; `import type` is erased).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = resolve(__dirname, "../../..");
const EXTS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(from), spec);
  else return null; // a package
  if (existsSync(base) && /\.(ts|tsx|mjs|js)$/.test(base)) return base;
  for (const ext of EXTS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Runtime imports of a file: static imports/exports that are not type-only, and dynamic import(). */
function importsOf(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs: string[] = [];
  const stat = /^\s*(import|export)\s+(type\s+)?[^;]*?\sfrom\s+["']([^"']+)["']/gm;
  for (const m of src.matchAll(stat)) if (!m[2]) specs.push(m[3] as string);
  for (const m of src.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specs.push(m[1] as string);
  for (const m of src.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1] as string);
  return specs.flatMap((s) => resolveImport(file, s) ?? []);
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [join(ROOT, entry)];
  while (todo.length > 0) {
    const f = todo.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...importsOf(f));
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

/** Modules that hold, resolve, judge with or store the sealed rule. */
const SECRET = [
  /^lib\/eleusis\/commitment\.ts$/,
  /^lib\/eleusis\/game\.ts$/,
  /^lib\/eleusis\/session\.ts$/,
  /^lib\/eleusis\/(judge|hand|reducer|resolver|seal|pin|verify-link|session-schema)\.ts$/,
  /^lib\/eleusis\/new-eleusis\/reduce\.ts$/,
  /^lib\/store\//,
  /^app\/\[lang\]\/eleusis\/_components\/(client-game|seal|pin|HandPanel|JudgeScreen)/,
];
const GUESS_ENTRY = "app/[lang]/eleusis/_components/GuessTester.tsx";

describe("the guess tester's import graph", () => {
  test("reaches the rule language and the public layout only", () => {
    const graph = reachable(GUESS_ENTRY);
    expect(graph.has("lib/eleusis/guess/check.ts")).toBe(true);
    expect(graph.has("lib/eleusis/rule-language/index.ts")).toBe(true);
    const leaks = [...graph].filter((f) => SECRET.some((re) => re.test(f)));
    expect(leaks).toEqual([]);
  });
  test("control: the judge screen does reach the secret modules (the walker sees them)", () => {
    const graph = reachable("app/[lang]/eleusis/_components/JudgeScreen.tsx");
    expect([...graph].filter((f) => SECRET.some((re) => re.test(f))).length).toBeGreaterThan(2);
  });
});

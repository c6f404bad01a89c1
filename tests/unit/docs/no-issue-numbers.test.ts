import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// Code, tests and comments say what behaviour they protect; the issue tracker is not part of the
// repository, so a number from it tells a reader nothing.
const root = path.resolve(__dirname, "../../..");
const DIRS = ["app", "lib", "tests", "docs", ".github"];
const FILES = ["CONTRIBUTING.md", "README.md", "next.config.mjs", "serwist.config.mjs", "playwright.config.ts", "vitest.config.mts"];
const CITATION = /\b(?:issue|defect)s? ?#?\d+/i;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : /\.(tsx?|mts|mjs|md|css|ya?ml)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

test("no file cites an issue or defect number", () => {
  const files = [...DIRS.flatMap((d) => walk(path.join(root, d))), ...FILES.map((f) => path.join(root, f))];
  expect(files.length).toBeGreaterThan(100);
  const cited = files.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .flatMap((line, i) => (CITATION.test(line) && !line.includes("CITATION") ? [`${path.relative(root, f)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(cited).toEqual([]);
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// CONTRIBUTING.md is how a newcomer finds their way: every file or folder it names in `code` must exist.
const root = path.resolve(__dirname, "../../..");
// An escaped backtick (inside a template literal shown as code) is part of the code, not a delimiter.
const text = readFileSync(path.join(root, "CONTRIBUTING.md"), "utf8").replaceAll("\\`", "");

/** `lib/i18n/dict/common/{en,ru}.ts` → both files; anything else as it is. */
function expand(name: string): string[] {
  const m = /^(.*)\{([^}]+)\}(.*)$/.exec(name);
  return m ? m[2]!.split(",").flatMap((part) => expand(`${m[1]}${part}${m[3]}`)) : [name];
}

/** The paths a piece of `code` names: a token with a slash or a file extension, placeholders left out. */
export function namedPaths(code: string): string[] {
  return code
    .split(/\s+/)
    .map((t) => t.replace(/^[("']+|[)"',:;.]+$/g, "").replace(/#.*$/, ""))
    .filter((t) => /^(app|lib|tests|docs|public|\.ci)\/|^[\w.-]+\.(tsx?|mjs|md|css|json)$/.test(t))
    .filter((t) => !/[<>*…]|\.\.\./.test(t) && !t.includes("://"))
    .flatMap(expand);
}

const SKIP_DIRS = new Set(["node_modules", ".next", ".git", "out", ".e2e-static", ".bench", "test-results"]);
function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (SKIP_DIRS.has(e.name) ? [] : allFiles(path.join(dir, e.name))) : [path.join(dir, e.name)],
  );
}
const baseNames = new Set(allFiles(root).map((f) => path.basename(f)));

const named = [...new Set([...text.matchAll(/`([^`]+)`/g)].flatMap((m) => namedPaths(m[1]!)))];

describe("CONTRIBUTING.md names only what is in the tree", () => {
  test("it names paths at all (the check reads it)", () => {
    expect(named.length).toBeGreaterThan(40);
    expect(namedPaths("see lib/i18n/dict/common/{en,ru}.ts and tests/e2e/<area>.spec.ts")).toEqual([
      "lib/i18n/dict/common/en.ts",
      "lib/i18n/dict/common/ru.ts",
    ]);
  });

  test.each(named)("%s exists", (name) => {
    // A path from the root, or a bare file name found somewhere in the repository.
    const found = name.includes("/") ? existsSync(path.join(root, name)) : baseNames.has(name);
    expect(found, `CONTRIBUTING.md names ${name}, which is not in the tree`).toBe(true);
  });
});

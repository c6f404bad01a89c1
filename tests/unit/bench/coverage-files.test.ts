import sourceMap from "source-map-js";
import { describe, expect, it } from "vitest";
import type { Mapping, PreciseCoverage } from "@/tests/bench/coverage-files.mjs";
import { classifySource, filesRun, generatedMappings, mappingAt, merged } from "@/tests/bench/coverage-files.mjs";

const exists = (rel: string) => ["lib/store/sessions.ts", "app/[lang]/cake/_components/CakeGame.tsx"].includes(rel);

describe("classifySource", () => {
  it("names first-party files by their path in the repository, packages by name, the rest as other", () => {
    expect(classifySource("turbopack:///[project]/lib/store/sessions.ts", exists)).toBe("lib/store/sessions.ts");
    expect(classifySource("turbopack:///[project]/app/%5Blang%5D/cake/_components/CakeGame.tsx", exists)).toBe("app/[lang]/cake/_components/CakeGame.tsx");
    expect(classifySource("webpack://_N_E/./lib/store/sessions.ts?abc", exists)).toBe("lib/store/sessions.ts");
    expect(classifySource("turbopack:///[project]/node_modules/zod/v4/core/schemas.js", exists)).toBe("npm:zod");
    expect(classifySource("turbopack:///[project]/node_modules/@swc/helpers/esm/_x.js", exists)).toBe("npm:@swc/helpers");
    expect(classifySource("turbopack:///[turbopack]/shared/runtime/runtime-utils.ts", exists)).toBe("other:turbopack:///[turbopack]/shared/runtime/runtime-utils.ts");
    // A path that looks first-party but is not in the tree is not counted as one.
    expect(classifySource("turbopack:///[project]/lib/gone.ts", exists)).toBe("other:lib/gone.ts");
  });
});

/**
 * A two-line minified script: `function a(){…}function b(){…}` from lib/store/sessions.ts (lines 10 and
 * 20) and, on line 2, a function from CakeGame.tsx whose first characters carry no mapping.
 */
function script(): { code: string; map: unknown } {
  const line1 = "function a(){return 1}function b(){return 2}";
  const line2 = "var c=function(){return 3};";
  const g = new sourceMap.SourceMapGenerator({ file: "x.js" });
  const add = (line: number, column: number, source: string, originalLine: number) =>
    g.addMapping({ generated: { line, column }, source, original: { line: originalLine, column: 0 } });
  add(1, 0, "turbopack:///[project]/lib/store/sessions.ts", 10);
  add(1, line1.indexOf("function b"), "turbopack:///[project]/lib/store/sessions.ts", 20);
  add(1, line1.indexOf("return 2") + 8, "turbopack:///[project]/node_modules/zod/index.js", 1);
  add(2, line2.indexOf("return 3"), "turbopack:///[project]/app/%5Blang%5D/cake/_components/CakeGame.tsx", 7);
  return { code: `${line1}\n${line2}`, map: JSON.parse(g.toString()) };
}

describe("generatedMappings and mappingAt", () => {
  const { code, map } = script();
  const list: Mapping[] = generatedMappings(code, map, (s) => classifySource(s, exists));
  const line2 = code.indexOf("\n") + 1;

  it("turns each mapping into an offset in the script with its file and source line", () => {
    expect(list.map(([offset, file, line]) => [offset, file, line])).toEqual([
      [0, "lib/store/sessions.ts", 10],
      [code.indexOf("function b"), "lib/store/sessions.ts", 20],
      [code.indexOf("return 2") + 8, "npm:zod", 1],
      [code.indexOf("return 3"), "app/[lang]/cake/_components/CakeGame.tsx", 7],
    ]);
  });

  it("takes a function's first mapping inside it, not the one before it (another module's)", () => {
    const start = line2 + "var c=".length;
    expect(mappingAt(list, start, code.length)?.[1]).toBe("app/[lang]/cake/_components/CakeGame.tsx");
    expect(mappingAt(list, code.indexOf("function b"), code.indexOf("return 2") + 9)?.[2]).toBe(20);
    // Nothing inside: the last mapping before it.
    expect(mappingAt(list, line2, line2 + 3)?.[1]).toBe("npm:zod");
  });

  it("counts the files with a function that ran, for the page's own scripts only", async () => {
    const origin = "http://127.0.0.1:3600";
    const fn = (startOffset: number, endOffset: number, count: number, functionName = "f") => ({ functionName, ranges: [{ startOffset, endOffset, count }] });
    const coverage: PreciseCoverage = {
      result: [
        {
          url: `${origin}/_next/static/chunks/x.js`,
          functions: [
            fn(0, code.length, 1, ""),
            fn(0, code.indexOf("function b"), 3, "a"),
            fn(code.indexOf("function b"), line2 - 1, 0, "b"),
            fn(line2 + "var c=".length, code.length - 1, 2),
          ],
        },
        { url: "http://elsewhere.example/x.js", functions: [fn(0, 10, 5)] },
        { url: `${origin}/en/cake/play`, functions: [fn(5, 10, 1)] },
      ],
    };
    const got = await filesRun(coverage, origin, async (url) => (url.endsWith("x.js") ? list : null));
    expect(Object.fromEntries([...got].map(([f, fns]) => [f, Object.fromEntries(fns)]))).toEqual({
      "lib/store/sessions.ts": { 10: 3 },
      "app/[lang]/cake/_components/CakeGame.tsx": { 7: 2 },
      "inline script of:/en/cake/play": { 0: 1 },
    });
    const both = merged(got, new Map([["lib/store/sessions.ts", new Map([[10, 1], [20, 1]])]]));
    expect(Object.fromEntries(both.get("lib/store/sessions.ts") ?? [])).toEqual({ 10: 4, 20: 1 });
  });
});

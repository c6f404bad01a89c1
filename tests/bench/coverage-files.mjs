// Which source files a piece of V8 precise coverage ran, through the scripts' source maps (used by
// tests/bench/path-trace.mjs; tested in tests/unit/bench/coverage-files.test.ts).
import sourceMap from "source-map-js";

/**
 * A source map's source entry as a first-party path ("app/…", "lib/…", when `isFile` says it exists),
 * a package ("npm:zod"), or "other:…" (the bundler's runtime), e.g.
 * classifySource("turbopack:///[project]/lib/store/sessions.ts", existsSync) → "lib/store/sessions.ts".
 */
export function classifySource(source, isFile) {
  const s = decodeURIComponent(source).replace(/\\/g, "/");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
  if (pkg) return `npm:${pkg[1]}`;
  const rest = s.replace(/^.*\[project\]\//, "/");
  const own = /(?:^|\/)((?:app|lib)\/.+?)(?:\?.*)?$/.exec(rest);
  if (own && isFile(own[1])) return own[1];
  return `other:${rest.replace(/^\//, "")}`;
}

/** A script's mappings as [offset in the script, file, source line], sorted by offset. */
export function generatedMappings(code, rawMap, classify) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const consumer = new sourceMap.SourceMapConsumer(rawMap);
  const files = new Map();
  const list = [];
  consumer.eachMapping((m) => {
    if (!m.source) return;
    if (!files.has(m.source)) files.set(m.source, classify(m.source));
    list.push([(lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn, files.get(m.source), m.originalLine]);
  });
  return list.sort((a, b) => a[0] - b[0]);
}

/**
 * The mapping of a function spanning [start, end) of its script: the first mapping inside it (a
 * minifier often leaves the function's first characters unmapped), else the last one before it.
 */
export function mappingAt(list, start, end) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid][0] < start) lo = mid + 1;
    else hi = mid;
  }
  if (lo < list.length && list[lo][0] < end) return list[lo];
  return lo > 0 ? list[lo - 1] : null;
}

/**
 * The files of `coverage` (Profiler.takePreciseCoverage's answer) with a function that ran, for the
 * scripts of `origin`: file → (source line where the function starts → calls). `mappingsOf(url)`
 * resolves to a script's generatedMappings, or null when it has no source map.
 */
export async function filesRun(coverage, origin, mappingsOf, into = new Map()) {
  const add = (file, line, count) => {
    if (!into.has(file)) into.set(file, new Map());
    const fns = into.get(file);
    fns.set(line, (fns.get(line) ?? 0) + count);
  };
  for (const script of coverage.result) {
    if (!script.url.startsWith(origin)) continue;
    const list = await mappingsOf(script.url);
    for (const fn of script.functions) {
      const range = fn.ranges[0];
      if (!range || range.count === 0) continue;
      // The script's own top level (its whole text) says nothing about which module ran.
      if (range.startOffset === 0 && fn.functionName === "") continue;
      if (!list) {
        add(`${new URL(script.url).pathname.endsWith(".js") ? "unmapped" : "inline script of"}:${new URL(script.url).pathname}`, 0, range.count);
        continue;
      }
      const at = mappingAt(list, range.startOffset, range.endOffset);
      if (at) add(at[1], at[2], range.count);
    }
  }
  return into;
}

/** The union of two filesRun results (calls added). */
export function merged(a, b) {
  const out = new Map([...a].map(([f, fns]) => [f, new Map(fns)]));
  for (const [f, fns] of b) {
    if (!out.has(f)) out.set(f, new Map());
    for (const [line, n] of fns) out.get(f).set(line, (out.get(f).get(line) ?? 0) + n);
  }
  return out;
}

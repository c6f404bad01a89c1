// Bench part: the exact check of a rule that uses prev, prev2 and lastOk — the full space,
// 52 × 52 × 2 positions × 52 cards = 281,216 evaluations — compiled to closures vs a plain
// tree-walking interpreter of the same rule. Budget: ≤ 100 ms for the closures.
// Runs standalone too: `node tests/bench/parts/eleusis-lint.mjs`.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const RULE =
  "if lastOk then step(prev2, card) in [1, 2, 3] or card.suit == prev.suit else card.color != prev.color and card.value != prev2.value";
const BUDGET_MS = 100;
const RUNS = 9;

const here = path.dirname(fileURLToPath(import.meta.url));

async function loadLib(appDir) {
  const out = await build({
    stdin: {
      contents:
        'export { compileRule } from "./lib/eleusis/rule-language/index.ts"; export { lintRule } from "./lib/eleusis/lint.ts"; export { interpret } from "./tests/bench/interpret.ts";',
      resolveDir: appDir,
      loader: "ts",
      sourcefile: "eleusis-lint-bench-entry.ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn) {
  const t = performance.now();
  const r = fn();
  return { ms: performance.now() - t, r };
}

export async function measure(ctx = {}) {
  const appDir = ctx.appDir ?? path.resolve(here, "../../..");
  const { compileRule, lintRule, interpret } = await loadLib(appDir);
  const interpreter = { evaluate: (ir) => (env) => interpret(ir, env) };
  const compiled = compileRule(RULE);
  if (!compiled.ok) throw new Error(`bench rule does not compile: ${compiled.error.code} ${JSON.stringify(compiled.error.message)}`);
  const rule = compiled.value;
  const closures = [];
  const interpreted = [];
  let evaluations = 0;
  // warm up both engines, then alternate so that machine noise hits both alike
  lintRule(rule);
  lintRule(rule, interpreter);
  for (let i = 0; i < RUNS; i++) {
    const a = time(() => lintRule(rule));
    const b = time(() => lintRule(rule, interpreter));
    if (JSON.stringify(a.r) !== JSON.stringify(b.r)) throw new Error("closures and interpreter disagree");
    evaluations = a.r.evaluations;
    closures.push(a.ms);
    interpreted.push(b.ms);
  }
  const c = median(closures);
  const t = median(interpreted);
  const ratio = c / t;
  return [
    {
      name: `eleusis: exact rule check, prev+prev2+lastOk (${evaluations.toLocaleString("en")} evaluations), closures`,
      value: Number(c.toFixed(2)),
      unit: "ms",
      budget: BUDGET_MS,
      ratio: Number(ratio.toFixed(3)),
      pass: c <= BUDGET_MS,
    },
    {
      name: "eleusis: same check, plain tree-walking interpreter (reference, no budget)",
      value: Number(t.toFixed(2)),
      unit: "ms",
      budget: null,
      ratio: Number((t / c).toFixed(2)),
      pass: true,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await measure();
  for (const r of rows) console.log(`${r.pass ? "PASS" : "FAIL"}  ${r.name}: ${r.value} ${r.unit} (budget ${r.budget ?? "—"}, ratio ${r.ratio})`);
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentEngine } from "./launch";

/** Keeps a figure a test measured (e.g. the PBKDF2 unlock time) for run.mjs's per-engine summary. */
export function recordFigure(name: string, value: string): void {
  const dir = process.env.ENGINES_RESULTS ?? "test-results/engines";
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${currentEngine()}.figures.json`);
  const figures = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
  figures[name] = value;
  writeFileSync(file, JSON.stringify(figures, null, 2));
  console.log(`[${currentEngine()}] ${name}: ${value}`);
}

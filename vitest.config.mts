import { readdirSync, readFileSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };

/**
 * The *.test.ts files that replace a module (vi.mock, vi.doMock): they keep a module registry of their
 * own. The other node tests share one (no isolation), which halves their time: each file otherwise
 * imports zod, the rule language and the store anew.
 */
const mocking = readdirSync("tests/unit", { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".test.ts") && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`tests/unit/${f}`, "utf8")))
  .map((f) => `tests/unit/${f.split(sep).join("/")}`);

// Three projects: "lib" (every *.test.ts but those: pure modules, build scripts, node only, one
// module registry), "lib-mocks" (those, each file on its own) and "dom" (every *.test.tsx: React
// hooks and components, and the page scripts, in jsdom).
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20000,
    // One worker per core. Vitest's default leaves a core idle (cores − 1), i.e. a single worker on a
    // two-core machine, where the unit tests then take about 1.6 times as long.
    maxWorkers: "100%",
    projects: [
      { resolve: { alias }, test: { name: "lib", include: ["tests/unit/**/*.test.ts"], exclude: mocking, isolate: false, environment: "node", testTimeout: 20000 } },
      { resolve: { alias }, test: { name: "lib-mocks", include: mocking, environment: "node", testTimeout: 20000 } },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: "dom", include: ["tests/unit/**/*.test.tsx"], environment: "jsdom", setupFiles: ["tests/unit/setup-dom.ts"], testTimeout: 20000 },
      },
    ],
  },
});

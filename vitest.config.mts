import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };

// Two projects: "lib" (every *.test.ts: pure modules, build scripts, node only) and "dom"
// (every *.test.tsx: React hooks and components, and the page scripts, in jsdom).
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20000,
    // One worker per core. Vitest's default leaves a core idle (cores − 1), i.e. a single worker on a
    // two-core machine, where the unit tests then take about 1.6 times as long.
    maxWorkers: "100%",
    projects: [
      { resolve: { alias }, test: { name: "lib", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 20000 } },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: "dom", include: ["tests/unit/**/*.test.tsx"], environment: "jsdom", setupFiles: ["tests/unit/setup-dom.ts"], testTimeout: 20000 },
      },
    ],
  },
});

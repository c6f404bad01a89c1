import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The browser journeys in other engines (tests/engines): one engine per run (ENGINE=firefox|webkit), one file
// at a time (they share the static server, which a test stops), through `npm run test:engines`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});

// `npm run test:e2e`: makes sure a Chromium exists, builds the production app (when needed),
// then runs Playwright against `next start`. Extra arguments go to Playwright (a spec, --grep …).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { ensureChromium } from "../../lib/cli/chromium.mjs";

const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: "1" };

if (process.env.E2E_SKIP_BUILD !== "1") {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...env, E2E_TEST_PAGES: "1" } });
  if (b.status !== 0) process.exit(b.status ?? 1);
  const head = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout?.trim();
  writeFileSync(".next/.built-from", `${head ?? ""}+e2e`);
}
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(r.status ?? 1);

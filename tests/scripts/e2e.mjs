// `npm run test:e2e`: makes sure a Chromium exists, builds the app once (unless E2E_SKIP_BUILD=1) into
// STATIC_DIR (.e2e-static) for the base path the tests serve it under, with the test-only pages, then
// runs Playwright (playwright.config.ts: `npm start` and a plain static host, both on that one folder).
// Extra arguments go to Playwright (a spec, --project=static, --grep …); `--build-only` builds and stops
// (`npm test` builds beside the unit tests, then runs Playwright with E2E_SKIP_BUILD=1).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "../../lib/cli/chromium.mjs";

// Most tests run in Chromium's headless shell where there is one; the tests of a camera, installing and
// the wake lock in the full browser (lib/cli/chromium.mjs).
const env = {
  ...process.env,
  CHROMIUM_PATH: ensureChromium(),
  CHROMIUM_SHELL_PATH: ensureChromium({ shell: true }),
  NEXT_TELEMETRY_DISABLED: "1",
  STATIC_DIR: process.env.STATIC_DIR || ".e2e-static",
};

if (process.env.E2E_SKIP_BUILD !== "1") {
  const b = spawnSync(process.execPath, ["lib/cli/build.mjs"], { stdio: "inherit", env: { ...env, BASE_PATH: "/tabletop-referee", E2E_TEST_PAGES: "1" } });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
if (process.argv.includes("--build-only")) process.exit(0);
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(r.status ?? 1);

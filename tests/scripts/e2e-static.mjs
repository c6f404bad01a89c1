// `npm run test:e2e:static`: builds the static folder with a base path (unless E2E_SKIP_BUILD=1), then runs
// tests/e2e-static against it through a plain HTTPS file server (playwright.static.config.ts).
// Extra arguments go to Playwright (--grep …).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "../../lib/cli/chromium.mjs";

const chromium = ensureChromium();
const dir = process.env.STATIC_DIR || ".e2e-static";
const env = { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: "1", STATIC_DIR: dir };

if (process.env.E2E_SKIP_BUILD !== "1") {
  const b = spawnSync(process.execPath, ["lib/cli/build-static.mjs"], { stdio: "inherit", env: { ...env, BASE_PATH: "/tabletop-referee" } });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync("npx", ["playwright", "test", "-c", "playwright.static.config.ts", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(r.status ?? 1);

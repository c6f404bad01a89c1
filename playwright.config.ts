import { defineConfig } from "@playwright/test";
import { findChromium } from "./lib/cli/chromium.mjs";
import { testCertificate } from "./tests/e2e-static/cert.mjs";
import { STATIC_BASE, STATIC_DIR, STATIC_HOST, STATIC_ORIGIN, STATIC_PORT } from "./tests/e2e-static/site";

// One artifact, two ways to serve it (tests/scripts/e2e.mjs builds it once into STATIC_DIR, for the
// base path STATIC_BASE, with the test-only pages):
// - "chromium" (tests/e2e): `npm start` (lib/cli/start.mjs) on 127.0.0.1, the way people run it;
//   a path outside the base path is redirected into it, so `page.goto("/en")` opens the app's /en.
// - "static" (tests/e2e-static): a plain HTTPS file server (no headers of ours) on a made-up host name
//   Chromium maps to 127.0.0.1: a real network origin under a sub-path, as a static host serves it.
// Service workers are blocked (each context would register one and precache every page) except in
// the specs about offline use and updates, which say `test.use({ serviceWorkers: "allow" })`.
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const certDir = `${STATIC_DIR}-cert`;
const { spki } = testCertificate(certDir, STATIC_HOST);
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
// Chromium's headless shell for most tests, the full browser where a test needs what the shell lacks
// (installing and the wake lock in "static"; the fake camera's own launches) — lib/cli/chromium.mjs.
const browserPath = findChromium() ?? "/usr/bin/chromium";
const executablePath = findChromium({ shell: true }) ?? browserPath;

export default defineConfig({
  fullyParallel: true,
  // Three workers on this two-core machine: a test spends much of its time waiting on the page (timers,
  // navigation, the server), so a third keeps the cores busy. The whole suite took 390 s with 2, 354 s
  // with 3 and 319 s with 4; with 4 each test ran 1.6 times as long as with 2 (the slowest 32 s), too
  // close to the 10 s waits of its expectations for comfort.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // A trace is recorded only when asked for (E2E_TRACE=1): recording one for every test, to keep the
  // failed ones', made the suite about a third slower, and a CI run keeps only what it prints.
  use: { locale: "en-US", trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off", screenshot: "only-on-failure", serviceWorkers: "block", reducedMotion: "reduce" },
  projects: [
    {
      name: "chromium",
      testDir: "tests/e2e",
      use: { browserName: "chromium", baseURL: `${origin}${STATIC_BASE}/`, launchOptions: { executablePath, args } },
    },
    {
      name: "static",
      testDir: "tests/e2e-static",
      timeout: 90_000,
      use: {
        browserName: "chromium",
        // Relative paths ("en/cake") resolve under the base path.
        baseURL: `${STATIC_ORIGIN}${STATIC_BASE}/`,
        serviceWorkers: "allow",
        launchOptions: {
          executablePath: browserPath,
          args: [
            ...args,
            `--host-resolver-rules=MAP ${STATIC_HOST} 127.0.0.1`,
            // The test certificate counts as valid (pinned by its key): a secure origin for the worker and installing.
            `--ignore-certificate-errors-spki-list=${spki}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: "node lib/cli/start.mjs",
      url: `${origin}${STATIC_BASE}/en`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { START_SKIP_BUILD: "1", STATIC_DIR, HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: origin },
    },
    {
      command: "node tests/e2e-static/server.mjs",
      url: `https://127.0.0.1:${STATIC_PORT}${STATIC_BASE}/en`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { STATIC_DIR, STATIC_CERT_DIR: certDir, BASE_PATH: STATIC_BASE, STATIC_HOST, E2E_STATIC_PORT: String(STATIC_PORT) },
    },
  ],
});

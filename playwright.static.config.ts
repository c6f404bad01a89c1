import { defineConfig } from "@playwright/test";
import { testCertificate } from "./tests/e2e-static/cert.mjs";
import { STATIC_BASE, STATIC_DIR, STATIC_HOST, STATIC_ORIGIN, STATIC_PORT as port } from "./tests/e2e-static/site";

// The static build (`npm run build:static`) served by a plain HTTPS file server (tests/e2e-static/server.mjs),
// opened on a made-up host name that Chromium maps to 127.0.0.1: a real network origin, not localhost.

const certDir = `${STATIC_DIR}-cert`;
const { spki } = testCertificate(certDir, STATIC_HOST);

export default defineConfig({
  testDir: "tests/e2e-static",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Relative paths ("en/cake") resolve under the base path.
    baseURL: `${STATIC_ORIGIN}${STATIC_BASE}/`,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--host-resolver-rules=MAP ${STATIC_HOST} 127.0.0.1`,
        // The test certificate counts as valid (pinned by its key): a secure origin for the worker and installing.
        `--ignore-certificate-errors-spki-list=${spki}`,
      ],
    },
  },
  projects: [{ name: "static", use: { browserName: "chromium" } }],
  webServer: {
    command: "node tests/e2e-static/server.mjs",
    url: `https://127.0.0.1:${port}${STATIC_BASE}/en`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { STATIC_DIR, STATIC_CERT_DIR: certDir, BASE_PATH: STATIC_BASE, STATIC_HOST, E2E_STATIC_PORT: String(port) },
  },
});

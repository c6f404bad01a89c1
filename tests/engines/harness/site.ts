import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";

/*
 * The static build (`npm run build:static`, base path /tabletop-referee, in .e2e-static/ like the static
 * Playwright tests) on the plain HTTPS file server of tests/e2e-static/server.mjs, with its throwaway
 * certificate. Engines open https://127.0.0.1:<port>: the certificate names that address, and a test can
 * stop the server (the network gone for the page) and start it again.
 */

export const ENGINES_PORT = Number(process.env.E2E_ENGINES_PORT ?? 3444);
export const BASE = "/tabletop-referee";
export const SITE = `https://127.0.0.1:${ENGINES_PORT}${BASE}`;
export const STATIC_DIR = process.env.STATIC_DIR ?? ".e2e-static";
/** A script the server puts into every page, right after the CSP: records console errors (tests/engines/harness/recorder.js). */
const RECORDER = path.resolve("tests/engines/harness/recorder.js");

let server: ChildProcess | null = null;

/** Starts the server (when it is not running) and resolves once it listens. */
export async function startSite(): Promise<void> {
  if (server) return;
  const child = spawn(process.execPath, ["tests/e2e-static/server.mjs"], {
    env: {
      ...process.env,
      STATIC_DIR,
      STATIC_CERT_DIR: `${STATIC_DIR}-cert`,
      BASE_PATH: BASE,
      E2E_STATIC_PORT: String(ENGINES_PORT),
      STATIC_INJECT_SCRIPT: RECORDER,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The static server did not start within 15 s")), 15_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Static HTTPS server")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The static server exited (${code}) before listening`));
    });
  });
  child.removeAllListeners("exit");
  server = child;
}

/** Stops the server: from now on every request to the site is refused, as with the network gone. */
export async function stopSite(): Promise<void> {
  const child = server;
  if (!child) return;
  server = null;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

// Finds a Chromium for Playwright and Lighthouse: Debian's, or Playwright's own if present.
// Where none is found and we run as root on Debian, installs Debian's package;
// otherwise fails with the command to run. Browser tests are never skipped silently.
//
// The browser tests prefer Chromium's headless shell (Debian's `chromium-headless-shell`, the build
// Playwright itself runs headless tests in): the same Blink and V8 as `chromium` without the browser's
// UI layers, so each test's context starts faster (three specs took about a quarter less time). What the
// shell lacks needs the full browser: a fake camera, installability, a granted screen wake lock; so do
// the benchmark (Lighthouse measures what a person's browser does) and the tests of those.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const SHELLS = ["/usr/bin/chromium-headless-shell"];

function playwrightOwn(shell) {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(root)) return null;
  const [prefix, rels] = shell
    ? ["chromium_headless_shell", ["chrome-linux/headless_shell", "chrome-headless-shell-linux64/chrome-headless-shell"]]
    : ["chromium-", ["chrome-linux/chrome", "chrome-linux64/chrome"]];
  for (const dir of readdirSync(root).filter((d) => d.startsWith(prefix)).sort().reverse()) {
    for (const rel of rels) {
      const p = join(root, dir, rel);
      if (existsSync(p)) return p;
    }
  }
  return null;
}

/**
 * A Chromium executable. The browser: `CHROMIUM_PATH` if set, else Debian's or Playwright's own. With
 * `{ shell: true }`, a headless shell if there is one (`CHROMIUM_SHELL_PATH` if set), else the browser.
 */
export function findChromium({ shell = false } = {}) {
  if (shell) {
    const own = process.env.CHROMIUM_SHELL_PATH;
    const found = own && existsSync(own) ? own : (SHELLS.find((p) => existsSync(p)) ?? playwrightOwn(true));
    if (found) return found;
  }
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return BROWSERS.find((p) => existsSync(p)) ?? playwrightOwn(false);
}

export function ensureChromium({ shell = false } = {}) {
  const found = findChromium({ shell });
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version");
  const packages = shell ? ["chromium-headless-shell"] : ["chromium"];
  if (isRoot && isDebian) {
    console.log(`No Chromium found: installing Debian's ${packages.join(" ")} package (apt-get)…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const r = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (r.status === 0 && findChromium({ shell })) return findChromium({ shell });
  }
  console.error(
    "No Chromium found for the browser tests. Install one, then run the tests again:\n" +
      `  sudo apt-get install -y ${packages.join(" ")}      (Debian/Ubuntu)\n` +
      "or set CHROMIUM_PATH to a Chromium/Chrome executable.",
  );
  process.exit(1);
}

/** A Chromium executable: the browser, or with `{ shell: true }` a headless shell where there is one. */
export function findChromium(options?: { shell?: boolean }): string | null;
/** As findChromium, installing Debian's package where none is found (as root on Debian), else exiting. */
export function ensureChromium(options?: { shell?: boolean }): string;

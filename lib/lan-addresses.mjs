// Plain ESM so both the pages (lib/links.ts) and `npm start` (lib/serve.mjs, lib/cli/start.mjs) can use it.

/** Where a page asks `npm start` for the address phones should open; a static host has no such file. */
export const LAN_FILE = "/lan.json";

/** Private IPv4 ranges a phone on the same Wi-Fi can reach, in the order they are offered. */
const RANGES = [/^192\.168\./, /^10\./, /^172\.(1[6-9]|2\d|3[01])\./];

/**
 * The machine's IPv4 LAN addresses from os.networkInterfaces(), private ranges first,
 * loopback, link-local (169.254.x.x) and IPv6 left out; e.g. { wlan0: [{ family: "IPv4",
 * address: "192.168.1.20", internal: false }] } -> ["192.168.1.20"].
 * @param {Record<string, ReadonlyArray<{ address: string; family: string | number; internal: boolean }> | undefined>} interfaces
 * @returns {string[]}
 */
export function lanAddresses(interfaces) {
  const found = [];
  for (const list of Object.values(interfaces ?? {})) {
    for (const entry of list ?? []) {
      const v4 = entry.family === "IPv4" || entry.family === 4;
      if (!v4 || entry.internal || !/^\d+\.\d+\.\d+\.\d+$/.test(entry.address)) continue;
      if (entry.address.startsWith("127.") || entry.address.startsWith("169.254.")) continue;
      if (!found.includes(entry.address)) found.push(entry.address);
    }
  }
  const rank = (a) => {
    const i = RANGES.findIndex((r) => r.test(a));
    return i === -1 ? RANGES.length : i;
  };
  return found.sort((a, b) => rank(a) - rank(b));
}

/**
 * PUBLIC_URL as an origin ("https://table.example"), or null when unset or not an http(s) URL.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function publicOrigin(value) {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

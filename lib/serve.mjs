// Plain ESM: how `npm start` (lib/cli/start.mjs) serves the built folder. The files are served by
// `sirv` and compressed by `compression`; this module adds what a static host cannot do: the security
// headers, `/` answered in the visitor's language, and this machine's LAN address for the QR links.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import compression from "compression";
import sirv from "sirv";
import { networkInterfaces } from "node:os";
import { LAN_FILE, lanAddresses, publicOrigin } from "./lan-addresses.mjs";
import { SW_HEADERS, securityHeaders } from "./security-headers.mjs";

/** The languages of the app and the one for a visitor who names none of them (lib/i18n/locales.ts, checked by a unit test). */
export const LOCALES = /** @type {const} */ (["ru", "en"]);
export const DEFAULT_LOCALE = "en";
/** The cookie each language page writes (lib/store/backend.ts STORAGE_KEYS.locale, checked by a unit test). */
export const LOCALE_COOKIE = "tr.locale";
/** What the build writes beside its pages (a dotfile: never served, never precached). */
export const BUILD_STAMP = ".built-from.json";

/**
 * A browser's preference list from an Accept-Language header, best first (by q, then order), e.g.
 * "ru-RU,ru;q=0.9,en;q=0.8" -> ["ru-RU", "ru", "en"]; "fr;q=0, en" -> ["en"].
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function acceptedLanguages(header) {
  return (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith("q="))?.slice(2) ?? "1");
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The language `/` opens in: the last one chosen (cookie), else the browser's first supported one
 * (Accept-Language, by q), else the default; e.g. ("de,ru;q=0.5", undefined) -> "ru".
 * @param {string | undefined} acceptLanguage
 * @param {string | undefined} cookieHeader
 * @returns {string}
 */
export function rootLanguage(acceptLanguage, cookieHeader) {
  const saved = (cookieHeader ?? "")
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (saved && /** @type {readonly string[]} */ (LOCALES).includes(saved)) return saved;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (/** @type {readonly string[]} */ (LOCALES).includes(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * What /lan.json says: PUBLIC_URL as an origin and this machine's LAN addresses, e.g.
 * { publicUrl: null, addresses: ["192.168.1.20"] }.
 * @returns {{ publicUrl: string | null; addresses: string[] }}
 */
export function lanInfo() {
  let addresses = [];
  try {
    addresses = lanAddresses(networkInterfaces());
  } catch {
    addresses = [];
  }
  return { publicUrl: publicOrigin(process.env.PUBLIC_URL), addresses };
}

/**
 * A request handler for the built folder `dir`, built for `basePath`:
 * - every response carries the security headers; the worker script is always revalidated, the
 *   hashed chunks are kept a year, everything else is revalidated by ETag;
 * - a navigation to `/` gets the page of the visitor's language in place (no redirect, so no extra
 *   round trip before the first paint), private to that request; any other request for `/` (the
 *   worker's precache) gets the folder's own `/`, whose inline script picks the language;
 * - `/lan.json` says the address phones should open (`lanInfo`);
 * - under a base path, a path outside it is redirected into it; what is not found gets the 404 page.
 * @param {{ dir: string; basePath: string }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function appHandler({ dir, basePath }) {
  // `dev` reads the folder on each request instead of once at start: a build made while the server
  // runs (a new version, a new worker) is served at once, not half of it from a stale file list.
  const files = sirv(dir, { dev: true, etag: true, extensions: ["html"] });
  const zip = compression();
  const headers = securityHeaders();
  const notFoundPage = existsSync(join(dir, "404.html")) ? readFileSync(join(dir, "404.html")) : "Not found";
  /** @param {import("node:http").ServerResponse} res */
  const notFound = (res) => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }).end(notFoundPage);
  };
  return (req, res) => {
    for (const h of headers) res.setHeader(h.key, h.value);
    const url = new URL(req.url ?? "/", "http://x");
    if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
      res.writeHead(308, { Location: `${basePath}${url.pathname === "/" ? "/" : url.pathname}${url.search}` }).end();
      return;
    }
    const path = url.pathname.slice(basePath.length) || "/";
    zip(req, res, () => {
      if (path === LAN_FILE) {
        res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(lanInfo()));
        return;
      }
      // Dotfiles (the build stamp) are not part of the site.
      if (path.includes("/.")) {
        notFound(res);
        return;
      }
      let served = path;
      if (path === "/" && req.headers["sec-fetch-mode"] === "navigate") {
        served = `/${rootLanguage(req.headers["accept-language"], req.headers.cookie)}`;
        res.setHeader("Cache-Control", "private, no-cache");
        res.setHeader("Vary", "Accept-Language, Cookie");
      } else if (path === "/sw.js") {
        for (const h of SW_HEADERS) res.setHeader(h.key, h.value);
      } else if (path.startsWith("/_next/static/")) {
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      } else {
        res.setHeader("Cache-Control", "no-cache");
      }
      req.url = `${served}${url.search}`;
      files(req, res, () => notFound(res));
    });
  };
}

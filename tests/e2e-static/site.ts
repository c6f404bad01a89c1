/** Where the static browser tests open the site: a made-up host name Chromium maps to 127.0.0.1. */
export const STATIC_HOST = "referee.test";
/** The base path the tests build and serve under, as a GitHub project site would be. */
export const STATIC_BASE = "/tabletop-referee";
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? 3443);
export const STATIC_ORIGIN = `https://${STATIC_HOST}:${STATIC_PORT}`;
/** The built folder the server serves. */
export const STATIC_DIR = process.env.STATIC_DIR ?? ".e2e-static";

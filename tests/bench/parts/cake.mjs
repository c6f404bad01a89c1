// Bench part: first-load JS (gzip) of the Piece of Cake screens as a ratio to the blank
// Next.js app's page. Budget: FIRST_LOAD_JS_BUDGET (stats.mjs). The play screen is included: it is what a phone loads at the table.
// Standalone after `npm run build`: `BLANK_GZIP_BYTES=139878 node tests/bench/parts/cake.mjs`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { FIRST_LOAD_JS_BUDGET as BUDGET } from "../stats.mjs";

const ROUTES = [
  { name: "/[lang]/cake", path: "/en/cake" },
  { name: "/[lang]/cake/play", path: "/en/cake/play" },
];

/** The bench may key routes by URL or by app-router pattern; try both. */
async function firstLoad(ctx, route) {
  for (const key of [route.path, route.name]) {
    try {
      const bytes = await ctx.firstLoadJs(key);
      if (Number.isFinite(bytes) && bytes > 0) return bytes;
    } catch {
      // try the other key
    }
  }
  throw new Error(`no first-load figure for ${route.path}`);
}

export async function measure(ctx) {
  const blank = typeof ctx.blankFirstLoadJs === "function" ? await ctx.blankFirstLoadJs() : await ctx.blankFirstLoadJs;
  const rows = [];
  for (const route of ROUTES) {
    const bytes = await firstLoad(ctx, route);
    const ratio = bytes / blank;
    rows.push({
      name: `cake: first-load JS ${route.path} / blank`,
      value: Math.round(bytes),
      unit: "B gzip",
      budget: `≤ ${BUDGET}× blank`,
      ratio: Math.round(ratio * 1000) / 1000,
      pass: ratio <= BUDGET,
    });
  }
  return rows;
}

/** Gzip bytes of a route's first-load chunks from this app's build diagnostics. */
function fromBuild(appDir, name) {
  const stats = JSON.parse(readFileSync(path.join(appDir, ".next/diagnostics/route-bundle-stats.json"), "utf8"));
  const entry = stats.find((r) => r.route === name);
  if (!entry) throw new Error(`route ${name} not in the build`);
  return entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSync(readFileSync(path.join(appDir, chunk))).length, 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  const blank = Number(process.env.BLANK_GZIP_BYTES ?? 136.6 * 1024);
  const rows = await measure({
    firstLoadJs: (route) => fromBuild(appDir, ROUTES.find((r) => r.path === route || r.name === route)?.name ?? route),
    blankFirstLoadJs: blank,
  });
  console.table(rows);
}

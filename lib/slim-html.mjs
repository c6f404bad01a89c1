// Plain ESM: what `npm run build` (lib/cli/build.mjs) does to Next's exported HTML so a first visit
// gets less of it, in one step: `/` becomes plain HTML, and the framework boots after the first paint.
// Each function returns an error, and the build stops with it, when Next's output is not in the shape
// it knows (a Next upgrade changed it). Unit-tested in tests/unit/deploy/slim-html.test.ts and
// boot-after-paint.test.tsx.

/** The escaping Next applies to the JSON strings of its inline scripts (htmlEscapeJsonString). */
const HTML_ESCAPES = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json) => json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);

// On a static host `/` cannot be answered by the server (`npm start` does that, lib/serve.mjs), so it
// is a page whose inline script picks the language. As Next exports it, that page also carries the
// framework: its async scripts are requested and its payload parsed before and around the redirect,
// and a first visit pays for them (`/` scored 86-88). The exported page is rewritten to
// plain HTML: the redirect script and its <noscript> refresh first in <head>, then the title, icons,
// manifest and stylesheet, and the same fallback links in <body>; no other script.

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/g;
/** A preload of a script; group 1 is its href. */
const PRELOAD_SCRIPT = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*?\bhref="([^"]+)"[^>]*\/?>/g;

/**
 * @param {string} html the exported `/` (index.html)
 * @returns {{ ok: true; html: string } | { ok: false; error: string }}
 */
export function tinyRootPage(html) {
  const redirect = [...html.matchAll(SCRIPT)].map((m) => m[0]).filter((s) => /^<script>/.test(s) && s.includes("location.replace(") && !s.includes("__next_f"));
  if (redirect.length !== 1) return { ok: false, error: `expected one inline language redirect script, found ${redirect.length}` };
  const noscript = [...html.matchAll(NOSCRIPT)].map((m) => m[0]).filter((s) => s.includes('http-equiv="refresh"'));
  if (noscript.length !== 1) return { ok: false, error: `expected one <noscript> refresh, found ${noscript.length}` };
  const head = "<head><meta charSet=\"utf-8\"/>";
  if (!html.includes(head)) return { ok: false, error: `no ${head}` };
  const out = html
    .replace(SCRIPT, "")
    .replace(NOSCRIPT, "")
    .replace(PRELOAD_SCRIPT, "")
    .replace(/<div hidden="">(?:<!--\/?\$-->)*<\/div>/g, "")
    .replace(/<!--\/?\$-->/g, "")
    .replace(head, `${head}${redirect[0]}${noscript[0]}`);
  if (/<script\b[^>]*\bsrc=/.test(out) || out.includes("__next_f")) return { ok: false, error: "framework scripts left in the page" };
  return { ok: true, html: out };
}

// Boot after paint. Next puts its framework chunks in the page as `<script src async>`: each one
// that arrives before the first paint is parsed and run before it, and Lighthouse's simulation
// charges every script whose evaluation starts before the largest paint to that paint (
// LCP was a race between the first paint and the chunks, 0.7 s or 2.5 s by which came first). The
// pages' first screen is server HTML, so the framework is not needed to paint it: these tags, and
// Next's own low-priority preloads of them, leave the HTML, and a small inline loader inserts them
// once the browser reports the first contentful paint. No preload is kept: a chunk downloaded before
// the paint, even one run after it, still lengthened the simulated LCP (/en: 1.6-2.2 s with a
// preload per chunk, 0.74-0.80 s without, in the same minutes); the price is that the downloads
// start after the paint. The manifest link moves with them: nothing on the first screen needs it.
// So does the favicon's address: the browser fetches the favicon once the page has loaded, which here
// is before the first paint (no script holds the load up), and Lighthouse's simulation then charged
// that request's round trip to the largest paint whenever it ended before it (LCP +150 ms on half the
// runs). The page keeps an icon link that needs no request (`data:,`, which also keeps the browser from
// asking for /favicon.ico), the loader points it at the icon after the paint, and a <noscript> copy
// keeps the real icon for a browser without scripts.

const FRAMEWORK_SCRIPT = /<script src="([^"]*\/_next\/static\/[^"]*)" async=""><\/script>/g;
const ANY_FRAMEWORK_SCRIPT = /<script\b(?=[^>]*\bsrc="[^"]*\/_next\/static\/)(?![^>]*\bnoModule="")[^>]*>/;
const MANIFEST = /<link rel="manifest" href="([^"]+)"\/>/g;
const ICON = /<link rel="icon" href="([^"]+)"\/>/g;
/** An icon that costs no request, until the loader sets the page's own. */
export const ICON_PLACEHOLDER = "data:,";

/**
 * The loader: inserts the manifest link, points the icon link at the page's icon, then inserts the
 * scripts in page order, after the first contentful paint (observer callback, then a task). A page
 * opened in the background paints nothing and boots at once; a browser without paint timing boots
 * after its first frame; a page that never reports a paint boots 3 s after load.
 * @param {readonly string[]} scripts @param {string | null} manifest @param {string | null} [icon]
 */
export function bootLoader(scripts, manifest, icon = null) {
  const args = [scripts, manifest, icon].map((v) => escapeForScript(JSON.stringify(v))).join(",");
  return (
    '<script>(function(d,s,m,i){var b=0;function add(r,h){var l=d.createElement("link");l.rel=r;l.href=h;d.head.appendChild(l)}' +
    'function go(){if(b)return;b=1;if(m)add("manifest",m);' +
    'var c=i&&d.querySelector(\'link[rel="icon"]\');if(c)c.href=i;' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    "function soon(){setTimeout(go,0)}" +
    'var P=window.PerformanceObserver;if(d.visibilityState!=="visible")return go();' +
    'd.addEventListener("visibilitychange",function(){if(d.visibilityState!=="visible")go()});' +
    'addEventListener("load",function(){setTimeout(go,3000)});' +
    'if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(soon);' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})' +
    `})(document,${args})</script>`
  );
}

/**
 * @param {string} html a prerendered page
 * @returns {{ ok: true; html: string; scripts: number } | { ok: false; error: string }}
 */
export function bootAfterPaint(html) {
  /** @type {string[]} */
  const scripts = [];
  let out = html.replace(FRAMEWORK_SCRIPT, (_, src) => {
    scripts.push(src);
    return "";
  });
  const booted = new Set(scripts);
  out = out.replace(PRELOAD_SCRIPT, (link, href) => (booted.has(href) ? "" : link));
  if (ANY_FRAMEWORK_SCRIPT.test(out)) return { ok: false, error: `a framework <script> in an unknown form: ${ANY_FRAMEWORK_SCRIPT.exec(out)?.[0]}` };
  if (scripts.length === 0) return { ok: true, html, scripts: 0 };
  const manifests = [...out.matchAll(MANIFEST)].map((m) => m[1] ?? "");
  if (manifests.length > 1) return { ok: false, error: `${manifests.length} manifest links` };
  out = out.replace(MANIFEST, "");
  const icons = [...out.matchAll(ICON)].map((m) => m[1] ?? "");
  if (icons.length > 1) return { ok: false, error: `${icons.length} icon links` };
  out = out.replace(ICON, (link) => `<link rel="icon" href="${ICON_PLACEHOLDER}"/><noscript>${link}</noscript>`);
  const end = out.lastIndexOf("</body>");
  if (end < 0) return { ok: false, error: "no </body>" };
  out = `${out.slice(0, end)}${bootLoader(scripts, manifests[0] ?? null, icons[0] ?? null)}${out.slice(end)}`;
  return { ok: true, html: out, scripts: scripts.length };
}

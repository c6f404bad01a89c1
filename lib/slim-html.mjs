// Plain ESM: what `npm run build` (lib/cli/slim-html.mjs) and `npm run build:static` do to the exported
// HTML so a first visit gets less of it. Unit-tested in tests/unit/deploy/slim-html.test.ts.
//
// `experimental.inlineCss` (npm start) writes the stylesheet into each prerendered page twice: as
// the `<style data-href>` the browser paints with, and as a text row ("7:T7508,@layer …") of the
// React Server Components payload in the page's `self.__next_f.push(…)` scripts, which the browser
// does not need: when React hydrates `<style precedence href>` it adopts the element already in the
// document with that data-href and never reads the text. The copy is ~30 kB raw / ~7 kB gzip and
// pushed every page's HTML past TCP's first congestion window (~14.6 kB), a whole round trip more
// before the document ends. This removes the copy, leaving an empty text row.

import postcss from "postcss";

/** The escaping Next applies to the JSON strings of its inline payload scripts (htmlEscapeJsonString). */
const HTML_ESCAPES = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json) => json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const STYLE = /<style\b[^>]*\bdata-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The page without the payload's copies of its inlined stylesheets; `removed` counts them.
 * A page with an inlined stylesheet whose copy is not found as expected is an error (a Next
 * upgrade changed the format): the build must say so rather than ship the copy unnoticed.
 * @param {string} html
 * @returns {{ ok: true; html: string; removed: number } | { ok: false; error: string }}
 */
export function dropPayloadCss(html) {
  const sheets = [...html.matchAll(STYLE)].map((m) => m[1] ?? "").filter((css) => css.length > 0);
  if (sheets.length === 0) return { ok: true, html, removed: 0 };
  let removed = 0;
  const out = html.replace(PUSH, (whole, literal) => {
    /** @type {string} */
    const text = JSON.parse(literal);
    if (escapeForScript(JSON.stringify(text)) !== literal) return whole; // not Next's encoding: leave it
    let next = text;
    for (const css of sheets) {
      const row = `:T${Buffer.byteLength(css, "utf8").toString(16)},${css}`;
      const at = next.indexOf(row);
      if (at < 0 || next.indexOf(row, at + 1) >= 0) continue;
      next = `${next.slice(0, at)}:T0,${next.slice(at + row.length)}`;
      removed += 1;
    }
    return next === text ? whole : `<script>self.__next_f.push([1,${escapeForScript(JSON.stringify(next))}])</script>`;
  });
  if (removed !== sheets.length) {
    return { ok: false, error: `${sheets.length} inlined stylesheet(s), ${removed} copy(ies) found in the payload` };
  }
  return { ok: true, html: out, removed };
}

// On a static host `/` cannot be answered by the server (npm start's proxy.server.ts does that), so it
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

const FRAMEWORK_SCRIPT = /<script src="([^"]*\/_next\/static\/[^"]*)" async=""><\/script>/g;
const ANY_FRAMEWORK_SCRIPT = /<script\b(?=[^>]*\bsrc="[^"]*\/_next\/static\/)(?![^>]*\bnoModule="")[^>]*>/;
const MANIFEST = /<link rel="manifest" href="([^"]+)"\/>/g;

/**
 * The loader: inserts the app's whole stylesheet (when the page carries only its critical part, see
 * criticalCss) and the manifest link, then the scripts in page order, after the first contentful
 * paint (observer callback, then a task). The stylesheet comes first and blocks rendering where the
 * browser supports `blocking`, so what the scripts draw is never drawn unstyled. A page opened in the
 * background paints nothing and boots at once; a browser without paint timing boots after its first
 * frame; a page that never reports a paint boots 3 s after load.
 * @param {readonly string[]} scripts @param {string | null} manifest @param {string | null} [stylesheet]
 */
export function bootLoader(scripts, manifest, stylesheet = null) {
  const args = `${escapeForScript(JSON.stringify(scripts))},${escapeForScript(JSON.stringify(manifest))},${escapeForScript(JSON.stringify(stylesheet))}`;
  return (
    '<script>(function(d,s,m,c){var b=0;function add(r,h,x){var l=d.createElement("link");l.rel=r;l.href=h;if(x)l.setAttribute("blocking",x);d.head.appendChild(l)}' +
    'function go(){if(b)return;b=1;if(c)add("stylesheet",c,"render");if(m)add("manifest",m);' +
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
export function bootAfterPaint(html, stylesheet = null) {
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
  const end = out.lastIndexOf("</body>");
  if (end < 0) return { ok: false, error: "no </body>" };
  out = `${out.slice(0, end)}${bootLoader(scripts, manifests[0] ?? null, stylesheet)}${out.slice(end)}`;
  return { ok: true, html: out, scripts: scripts.length };
}

// The inlined stylesheet is the whole app's (~30 kB raw, ~7 kB gzip): half of a rules page's HTML, and
// what kept the rules pages past the first round trip. A page's first paint needs only the
// rules its server HTML can match; the rest is for what the scripts draw later (dialogs, game screens,
// states), so the whole file is loaded with the scripts (bootLoader). Two critical sheets serve the
// pages (lib/cli/slim-html.mjs): the union of the rules pages' classes, and of the other pages'; the
// header CSP allows each inline style by hash (lib/cli/csp-styles.mjs).

/**
 * Every class named in the page's markup (not in its scripts or styles).
 * @param {string} html @returns {Set<string>}
 */
export function markupClasses(html) {
  const markup = html.replace(SCRIPT, "").replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "");
  return new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/).filter(Boolean)));
}

/** The class names a selector mentions, unescaped (`.dark\:bg-x` -> `dark:bg-x`). */
const selectorClasses = (selector) => [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? "").replace(/\\(.)/g, "$1"));

/**
 * The stylesheet less every rule whose selectors name only classes outside `classes` (such a rule
 * matches nothing in the markup); rules without a class (elements, `:root`, `*`), keyframes and
 * at-rules stay. A selector list is kept whole when any of its classes is used.
 * @param {string} css @param {ReadonlySet<string>} classes
 * @returns {{ ok: true; css: string; dropped: number } | { ok: false; error: string }}
 */
export function criticalCss(css, classes) {
  let root;
  try {
    root = postcss.parse(css);
  } catch (e) {
    return { ok: false, error: `the inlined stylesheet does not parse: ${e instanceof Error ? e.message : String(e)}` };
  }
  let dropped = 0;
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const names = selectorClasses(rule.selector);
    if (names.length === 0 || names.some((n) => classes.has(n))) return;
    rule.remove();
    dropped += 1;
  });
  // Media queries, supports and layers left empty go too (repeat: a layer may hold an emptied @media).
  for (let again = true; again; ) {
    again = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        again = true;
      }
    });
  }
  return { ok: true, css: root.toString(), dropped };
}

/**
 * Replaces the content of the page's inlined stylesheet(s) with `css`.
 * @param {string} html @param {string} css @returns {string}
 */
export function withInlineCss(html, css) {
  return html.replace(STYLE, (whole, old) => whole.replace(`>${old}</style>`, () => `>${css}</style>`));
}

/**
 * The href and text of the page's inlined stylesheets.
 * @param {string} html @returns {{ href: string; css: string }[]}
 */
export function inlineSheets(html) {
  return [...html.matchAll(/<style\b[^>]*\bdata-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => ({ href: m[1] ?? "", css: m[2] ?? "" }));
}

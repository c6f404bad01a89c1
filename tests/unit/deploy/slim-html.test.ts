import { describe, expect, test } from "vitest";
import { criticalCss, dropPayloadCss, inlineSheets, markupClasses, tinyRootPage, withInlineCss } from "@/lib/slim-html.mjs";

// The shape `next build` writes with experimental.inlineCss: the stylesheet in a <style data-href>,
// and again as a text row of the flight payload, inside a JSON string with Next's HTML escaping.
const CSS = '@layer base{a{color:red}}@property --tw-x{syntax:"<length>";inherits:false}.q::after{content:"—"}';
const escape = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
const row = (css: string) => `7:T${Buffer.byteLength(css, "utf8").toString(16)},${css}`;
const push = (text: string) => `<script>self.__next_f.push([1,${escape(text)}])</script>`;
const page = (css: string, payload: string) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style></head>` +
  `<body><h1>Hi &amp; bye</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(payload)}</body></html>`;

const PAYLOAD = `1:"$Sreact.fragment"\n${row(CSS)}a:[["$","style","0",{"precedence":"next","href":"/_next/static/chunks/a.css","children":"$7"}]]\nb:"<p> & co"\n`;

describe("dropPayloadCss", () => {
  test("the payload's copy of the inlined stylesheet becomes an empty text row; the <style> and every other row stay", () => {
    const res = dropPayloadCss(page(CSS, PAYLOAD));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.removed).toBe(1);
    expect(res.html).toBe(page(CSS, PAYLOAD.replace(row(CSS), "7:T0,")));
    // Once in the page: in the <style> only.
    expect(res.html.split("@layer base").length - 1).toBe(1);
  });

  test("the rewritten script is still the same JSON string format (payload parses back to the rows)", () => {
    const res = dropPayloadCss(page(CSS, PAYLOAD));
    if (!res.ok) throw new Error(res.error);
    const literal = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/.exec(res.html)![1]!;
    expect(literal).not.toContain("<");
    expect(JSON.parse(literal)).toBe(PAYLOAD.replace(row(CSS), "7:T0,"));
  });

  test("a page without an inlined stylesheet is left as it is", () => {
    const html = `<html><head></head><body>${push(`1:"x"\n`)}</body></html>`;
    expect(dropPayloadCss(html)).toEqual({ ok: true, html, removed: 0 });
  });

  test("an inlined stylesheet whose copy is not in the payload stops the build (a changed format is noticed)", () => {
    const res = dropPayloadCss(page(CSS, `1:"$Sreact.fragment"\n`));
    expect(res.ok).toBe(false);
    // A length that does not match the text is not a copy either.
    expect(dropPayloadCss(page(CSS, PAYLOAD.replace(row(CSS), `7:T1,${CSS}`))).ok).toBe(false);
  });
});

// `/` as `next build` exports it (trimmed): async framework scripts in <head>, the redirect inside <main>.
const REDIRECT = `<script>(function(){location.replace("/tabletop-referee"+"/"+"en")})()</script>`;
const REFRESH = `<noscript><meta http-equiv="refresh" content="0; url=/tabletop-referee/en"></noscript>`;
const MAIN = `<main id="main"><div class="mx-auto"><h1 class="text-3xl font-bold">Tabletop Referee</h1><ul><li><a href="/tabletop-referee/en">English</a></li></ul></div></main>`;
const ROOT =
  `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<link rel="stylesheet" href="/tabletop-referee/_next/static/chunks/a.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/tabletop-referee/_next/static/chunks/w.js"/>` +
  `<script src="/tabletop-referee/_next/static/chunks/a.js" async=""></script><title>Tabletop Referee</title>` +
  `<link rel="icon" href="/tabletop-referee/icons/icon-192.png"/><script src="/tabletop-referee/_next/static/chunks/p.js" noModule=""></script></head>` +
  `<body class="min-h-dvh"><div hidden=""><!--$--><!--/$--></div>${MAIN.replace("<h1", `${REDIRECT}${REFRESH}<h1`)}` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(`1:"${REDIRECT.replace(/"/g, '\\"')}"\n`)}</body></html>`;

describe("tinyRootPage", () => {
  test("keeps the redirect (first in <head>), its <noscript> refresh, title, icons, stylesheet and links; drops every framework script", () => {
    const res = tinyRootPage(ROOT);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.html).toBe(
      `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>${REDIRECT}${REFRESH}<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
        `<link rel="stylesheet" href="/tabletop-referee/_next/static/chunks/a.css" data-precedence="next"/><title>Tabletop Referee</title>` +
        `<link rel="icon" href="/tabletop-referee/icons/icon-192.png"/></head><body class="min-h-dvh">${MAIN}</body></html>`,
    );
  });

  test("a page without exactly one redirect script or refresh is refused (the build stops)", () => {
    expect(tinyRootPage(ROOT.replace(REDIRECT, "")).ok).toBe(false);
    expect(tinyRootPage(ROOT.replace(REFRESH, "")).ok).toBe(false);
    expect(tinyRootPage(ROOT.replace('<head><meta charSet="utf-8"/>', "<head>")).ok).toBe(false);
  });
});

describe("criticalCss", () => {
  // Tailwind's shape: layers, escaped variant classes, media and supports blocks, keyframes, @property.
  const SHEET =
    "@layer theme{:root{--c:red}}@layer base{*{margin:0}body{color:var(--c)}}" +
    "@layer utilities{.p-4{padding:1rem}.hidden{display:none}.hover\\:bg-x:hover{background:red}" +
    ".dark\\:text-y{color:#fff}@media (min-width:40rem){.sm\\:flex{display:flex}}" +
    "@media (prefers-color-scheme:dark){.dark\\:bg-z{background:#000}}.a,.b{gap:1px}.group-hover\\:u:is(:where(.group):hover *){opacity:1}}" +
    "@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:\"*\";inherits:false}";

  test("keeps rules without a class and rules naming a used class (escaped variants too); drops the rest and emptied blocks", () => {
    const r = criticalCss(SHEET, new Set(["p-4", "hover:bg-x", "dark:bg-z", "b"]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.css).toBe(
      "@layer theme{:root{--c:red}}@layer base{*{margin:0}body{color:var(--c)}}" +
        "@layer utilities{.p-4{padding:1rem}.hover\\:bg-x:hover{background:red}" +
        "@media (prefers-color-scheme:dark){.dark\\:bg-z{background:#000}}.a,.b{gap:1px}}" +
        "@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:\"*\";inherits:false}",
    );
    expect(r.dropped).toBe(4);
  });

  test("with no class used, only the class-free rules, keyframes and properties stay", () => {
    const r = criticalCss(SHEET, new Set());
    expect(r.ok && r.css).toBe("@layer theme{:root{--c:red}}@layer base{*{margin:0}body{color:var(--c)}}@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:\"*\";inherits:false}");
  });

  test("a stylesheet that does not parse is refused (the build stops), not cut blindly", () => {
    const r = criticalCss(".a{color:red", new Set(["a"]));
    expect(r.ok).toBe(false);
  });

  test("the markup's classes: attributes of elements only, not text in scripts or styles", () => {
    const html = `<html><head><style data-href="/a.css">.x{}</style></head><body><p class="p-4  dark:bg-z">class="fake"</p><script>var a='<i class="nope">'</script><div class="b"></div></body></html>`;
    expect([...markupClasses(html)].sort()).toEqual(["b", "dark:bg-z", "p-4"]);
  });

  test("the inlined sheet is found by its href and replaced in place; the rest of the page is untouched", () => {
    const html = page(CSS, PAYLOAD);
    expect(inlineSheets(html)).toEqual([{ href: "/_next/static/chunks/a.css", css: CSS }]);
    const cut = withInlineCss(html, "a{color:blue}");
    expect(inlineSheets(cut)).toEqual([{ href: "/_next/static/chunks/a.css", css: "a{color:blue}" }]);
    expect(cut.replace("a{color:blue}", CSS)).toBe(html);
  });
});

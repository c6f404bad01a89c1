import { describe, expect, test } from "vitest";
import { tinyRootPage } from "@/lib/slim-html.mjs";

// Next's inline payload script, as it writes it: a JSON string with its HTML escaping.
const escape = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
const push = (text: string) => `<script>self.__next_f.push([1,${escape(text)}])</script>`;

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

import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { parseBasePath } from "@/lib/base-path.mjs";
import { pickLocale } from "@/lib/i18n/locales";
import { languageRedirectScript, rememberLocaleScript } from "@/lib/i18n/redirect-script";
import { appPath, stripBasePath } from "@/lib/app-path";
import { joinLink } from "@/lib/links";
import { cspDirectives, headersFile, metaCsp, securityHeaders } from "@/lib/security-headers.mjs";
import { urlsOutsideBase } from "@/tests/e2e-static/urls";

describe("BASE_PATH", () => {
  test.each([
    [undefined, ""],
    ["", ""],
    ["/tabletop-referee", "/tabletop-referee"],
    ["/a/b_c.d~e-1", "/a/b_c.d~e-1"],
  ])("%j is accepted as %j", (raw, value) => {
    expect(parseBasePath(raw)).toEqual({ ok: true, value });
  });

  test.each(["tabletop-referee", "/tabletop-referee/", "/", "/a//b", "/a b", "/a?b", "/a#b", "/%20", "/ü", "/./a", "/a/..", "//evil.example"])(
    "%j stops the build with one line naming the variable and an example",
    (raw) => {
      const parsed = parseBasePath(raw);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.message).not.toContain("\n");
      expect(parsed.message).toMatch(/^BASE_PATH /);
      expect(parsed.message).toContain("e.g. BASE_PATH=/tabletop-referee");
      expect(parsed.message).toContain(JSON.stringify(raw));
    },
  );
});

describe("paths and links under a base path", () => {
  test.each([
    ["/ru", "", "/ru"],
    ["/ru", "/b", "/b/ru"],
    ["ru/x", "/b", "/b/ru/x"],
    ["/", "/b", "/b/"],
  ])("appPath(%j) under %j is %j", (path, base, expected) => {
    expect(appPath(path, base)).toBe(expected);
  });

  test.each([
    ["/b/ru/cake", "/b", "/ru/cake"],
    ["/b", "/b", "/"],
    ["/b/", "/b", "/"],
    ["/bb/ru", "/b", "/bb/ru"],
    ["/ru/cake", "", "/ru/cake"],
  ])("stripBasePath(%j, %j) is %j", (pathname, base, expected) => {
    expect(stripBasePath(pathname, base)).toBe(expected);
  });

  test("a QR link is the page's origin + base path + route + fragment", () => {
    expect(joinLink("https://name.github.io", "/en/pechenka/card", "k=1", "/tabletop-referee")).toBe(
      "https://name.github.io/tabletop-referee/en/pechenka/card#k=1",
    );
    expect(joinLink("https://t.example/", "/ru", undefined, "")).toBe("https://t.example/ru");
  });
});

describe("security headers for a static host", () => {
  test("the meta policy is the header policy minus frame-ancestors (a meta tag cannot carry it)", () => {
    const header = cspDirectives();
    expect(metaCsp().split("; ")).toEqual(header.filter((d) => !d.startsWith("frame-ancestors")));
    expect(metaCsp()).not.toMatch(/https?:|unsafe-eval/);
  });

  test("styles come from the site's files only: no inline style is allowed, in the header, the meta tag or _headers", () => {
    const styleSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("style-src"));
    expect(styleSrc(cspDirectives().join("; "))).toBe("style-src 'self'");
    expect(styleSrc(metaCsp())).toBe("style-src 'self'");
    expect(headersFile("")).toContain("style-src 'self';");
  });

  test("_headers carries every header under the base path and keeps the worker revalidated", () => {
    const file = headersFile("/tabletop-referee");
    const lines = file.trimEnd().split("\n");
    expect(lines[0]).toBe("/tabletop-referee/*");
    for (const { key, value } of securityHeaders()) expect(lines).toContain(`  ${key}: ${value}`);
    expect(file).toContain("/tabletop-referee/sw.js\n  Cache-Control: no-cache");
    expect(headersFile("").startsWith("/*\n")).toBe(true);
  });

  test("the README's Caddy and nginx examples send the same headers", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const { key, value } of securityHeaders()) {
      expect(readme, key).toContain(`\t\t${key} "${value}"`);
      expect(readme, key).toContain(`add_header ${key} "${value}" always;`);
    }
  });
});

describe("the language redirect of `/`", () => {
  function redirectFrom(base: string, languages: string[], saved: string | null, storageThrows = false): string {
    let target = "";
    runInNewContext(languageRedirectScript(base), {
      localStorage: {
        getItem: () => {
          if (storageThrows) throw new Error("denied");
          return saved;
        },
      },
      navigator: { languages, language: languages[0] ?? "" },
      location: { search: "", hash: "", replace: (url: string) => (target = url) },
      String,
    });
    return target;
  }

  test.each([[["ru-RU", "en"]], [["en-GB"]], [["de-DE", "ru"]], [["fr"]], [[]], [["RU"]]])("agrees with pickLocale for %j", (languages) => {
    expect(redirectFrom("/b", languages, null)).toBe(`/b/${pickLocale(languages)}`);
    expect(redirectFrom("", languages, null)).toBe(`/${pickLocale(languages)}`);
  });

  test("the last chosen language wins; a bad or unreadable saved value is ignored", () => {
    expect(redirectFrom("/b", ["en-US"], "ru")).toBe("/b/ru");
    expect(redirectFrom("/b", ["ru"], "xx")).toBe("/b/ru");
    expect(redirectFrom("/b", ["ru"], null, true)).toBe("/b/ru");
  });

  test("each language page remembers its language as it is parsed, for this script and for the server; blocked storage still leaves the cookie", () => {
    const saved = new Map<string, string>();
    const page = { localStorage: { setItem: (k: string, v: string) => void saved.set(k, v) }, document: { cookie: "" } };
    runInNewContext(rememberLocaleScript("ru", "/b/"), page);
    expect(redirectFrom("/b", ["en-US"], saved.get("tr.locale") ?? null)).toBe("/b/ru");
    expect(page.document.cookie).toBe("tr.locale=ru; path=/b/; max-age=31536000; samesite=lax");
    const blocked = { localStorage: { setItem: () => { throw new Error("denied"); } }, document: { cookie: "" } };
    runInNewContext(rememberLocaleScript("en", "/"), blocked);
    expect(blocked.document.cookie).toBe("tr.locale=en; path=/; max-age=31536000; samesite=lax");
  });
});

describe("the built-HTML check itself", () => {
  const base = "/tabletop-referee";
  test("finds links and assets without the base path, other origins and relative URLs", () => {
    const html =
      '<link rel="icon" href="/icons/icon-192.png"/><script src="/tabletop-referee/_next/a.js"></script>' +
      '<a href="https://cdn.example/x">x</a><img srcset="/tabletop-referee/a.png 1x, /b.png 2x"/><a href="en">en</a>' +
      '<noscript><meta http-equiv="refresh" content="0; url=/en"></noscript><meta name="viewport" content="width=device-width"/>' +
      '<a href="#main">skip</a><img src="data:image/png;base64,AA"/><a href="/tabletop-referee">home</a>';
    expect(urlsOutsideBase(html, base)).toEqual([
      "/icons/icon-192.png (no base path)",
      "https://cdn.example/x (another origin)",
      "/b.png (no base path)",
      "en (relative)",
      "/en (no base path)",
    ]);
    expect(urlsOutsideBase('<a href="/tabletop-referee/en">x</a>', base)).toEqual([]);
  });
});

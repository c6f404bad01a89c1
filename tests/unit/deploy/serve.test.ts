import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appHandler } from "@/lib/serve.mjs";
import { securityHeaders } from "@/lib/security-headers.mjs";

// `npm start` serving a built folder: a small folder of the same shape, served on 127.0.0.1.
const dir = mkdtempSync(path.join(tmpdir(), "serve-"));
const page = (name: string) => `<!DOCTYPE html><html><head><title>${name}</title></head><body>${"x".repeat(2000)}</body></html>`;
writeFileSync(path.join(dir, "index.html"), page("root"));
writeFileSync(path.join(dir, "en.html"), page("en"));
writeFileSync(path.join(dir, "ru.html"), page("ru"));
writeFileSync(path.join(dir, "404.html"), page("missing"));
writeFileSync(path.join(dir, "sw.js"), "self.x=1");
writeFileSync(path.join(dir, ".built-from.json"), "{}");
mkdirSync(path.join(dir, "en"));
writeFileSync(path.join(dir, "en/cake.html"), page("en cake"));
mkdirSync(path.join(dir, "_next/static/chunks"), { recursive: true });
writeFileSync(path.join(dir, "_next/static/chunks/a1.js"), "console.log(1)".repeat(200));

function serve(basePath: string) {
  const server = createServer(appHandler({ dir, basePath }));
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // node:http, not fetch: fetch sets Sec-Fetch-Mode itself, and a navigation is what `/` is answered by.
  return (p: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      httpGet(`${origin}${p}`, { headers }, (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = r.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString() : raw.toString();
          resolve({ status: r.statusCode ?? 0, header: (name) => String(r.headers[name.toLowerCase()] ?? ""), body, encoding: r.headers["content-encoding"] });
        });
      }).on("error", reject);
    });
}

interface Answer {
  status: number;
  header: (name: string) => string;
  body: string;
  encoding: string | undefined;
}

describe("npm start at the root", () => {
  const get = serve("");

  test("every response carries the security headers, a missing page too", async () => {
    for (const p of ["/en", "/nope", "/sw.js", "/lan.json"]) {
      const res = await get(p);
      for (const h of securityHeaders()) expect(res.header(h.key), `${p} ${h.key}`).toBe(h.value);
    }
  });

  test("a navigation to / gets the page of the visitor's language in place, private to the request", async () => {
    const ru = await get("/", { "sec-fetch-mode": "navigate", "accept-language": "ru-RU,ru;q=0.9" });
    expect(ru.status).toBe(200);
    expect(ru.body).toContain("<title>ru</title>");
    expect(ru.header("cache-control")).toBe("private, no-cache");
    expect(ru.header("vary")).toContain("Accept-Language");
    const chosen = await get("/", { "sec-fetch-mode": "navigate", "accept-language": "ru", cookie: "tr.locale=en" });
    expect(chosen.body).toContain("<title>en</title>");
  });

  test("the worker's request for / gets the folder's own / (its script picks the language offline)", async () => {
    const res = await get("/", { "sec-fetch-mode": "same-origin", "accept-language": "ru" });
    expect(res.body).toContain("<title>root</title>");
  });

  test("pages by clean URL, compressed; chunks kept a year; the worker always revalidated", async () => {
    const cake = await get("/en/cake", { "accept-encoding": "gzip" });
    expect(cake.header("content-type")).toContain("text/html");
    expect(cake.encoding).toBe("gzip");
    expect(cake.body).toContain("en cake");
    expect((await get("/_next/static/chunks/a1.js")).header("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/sw.js")).header("cache-control")).toContain("no-cache");
    expect((await get("/en")).header("cache-control")).toBe("no-cache");
  });

  test("/lan.json says where phones should go, never cached", async () => {
    const res = await get("/lan.json");
    expect(res.header("cache-control")).toBe("no-store");
    const body = JSON.parse(res.body);
    expect(Array.isArray(body.addresses)).toBe(true);
    expect(body).toHaveProperty("publicUrl");
  });

  test("an unknown path gets the 404 page with status 404; the build stamp is not served", async () => {
    const missing = await get("/en/nope");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("<title>missing</title>");
    expect((await get("/.built-from.json")).status).toBe(404);
    expect((await get("/../package.json")).status).toBe(404);
  });
});

describe("npm start of a folder built for a base path", () => {
  const get = serve("/b");

  test("pages are served under it and / in the visitor's language", async () => {
    expect((await get("/b/en/cake")).body).toContain("en cake");
    const root = await get("/b/", { "sec-fetch-mode": "navigate", "accept-language": "ru" });
    expect(root.body).toContain("<title>ru</title>");
  });

  test("a path outside it is redirected into it, query kept", async () => {
    const res = await get("/en/cake?id=1");
    expect(res.status).toBe(308);
    expect(res.header("location")).toBe("/b/en/cake?id=1");
    expect((await get("/")).header("location")).toBe("/b/");
  });
});

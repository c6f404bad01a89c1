// A plain static file server over HTTPS, not Next: it does what GitHub Pages or any web server does
// with the folder from `npm run build` and sends no headers of ours (no CSP, no caching rules).
// /<base>/x is served from x, x.html or x/index.html; anything else gets 404.html with status 404.
// The certificate is a throwaway one made with openssl (tests/e2e-static/cert.mjs).
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:https";
import path from "node:path";
import { testCertificate } from "./cert.mjs";

const root = path.resolve(process.env.STATIC_DIR || "out");
const base = process.env.BASE_PATH ?? "";
const host = process.env.STATIC_HOST || "referee.test";
const port = Number(process.env.E2E_STATIC_PORT || 3443);
// A test instrument (tests/engines): a script put into every HTML page right after its CSP meta tag.
const inject = process.env.STATIC_INJECT_SCRIPT ? `<script>${readFileSync(process.env.STATIC_INJECT_SCRIPT, "utf8")}</script>` : "";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/** The file for a path inside the folder, or null; never a file outside it. */
function resolveFile(rel) {
  const candidates = rel.endsWith("/") ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
  for (const c of candidates) {
    const file = path.resolve(root, `.${c}`);
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No static build in ${root}: run BASE_PATH=${base} STATIC_DIR=${path.relative(process.cwd(), root)} npm run build`);
  process.exit(1);
}

const { key, cert } = testCertificate(process.env.STATIC_CERT_DIR || `${root}-cert`, host);
const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "https://x").pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (base && pathname === base) {
    res.writeHead(301, { Location: `${base}/` }).end();
    return;
  }
  const inside = !base || pathname.startsWith(`${base}/`);
  const file = inside ? resolveFile(pathname.slice(base.length)) : null;
  const status = file ? 200 : 404;
  const body = file ?? path.join(root, "404.html");
  res.writeHead(status, { "Content-Type": TYPES[path.extname(body)] ?? "application/octet-stream" });
  let content = readFileSync(body);
  if (inject && body.endsWith(".html")) content = Buffer.from(content.toString("utf8").replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>)/, `$1${inject}`));
  res.end(req.method === "HEAD" ? undefined : content);
});
server.listen(port, "127.0.0.1", () => console.log(`Static HTTPS server: https://${host}:${port}${base}/ (from ${root})`));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));

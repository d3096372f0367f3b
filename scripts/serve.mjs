// A host-like static server for the built site: clean URLs (/about -> about/index.html),
// trailing-slash redirects, 404.html with status 404, long caching for hashed assets and
// brotli/gzip when the client accepts it. Used by `npm start`, the e2e suite and the bench.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ico": "image/x-icon",
};
/** Rules of build/client/_headers (the static-host format the build writes), applied like a host would. */
function loadHeaderRules() {
  const file = join(root, "_headers");
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (line.trim().startsWith("!")) {
      // `! Name` detaches a header an earlier rule set (Cloudflare Pages syntax).
      rules.at(-1).headers[line.trim().slice(1).trim()] = null;
    } else {
      const i = line.indexOf(":");
      rules.at(-1).headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
function headersFor(pathname) {
  const out = {};
  for (const rule of loadHeaderRules()) {
    const p = rule.pattern;
    if (p === pathname || (p.endsWith("*") && pathname.startsWith(p.slice(0, -1))))
      for (const [name, value] of Object.entries(rule.headers)) {
        if (value === null) delete out[name];
        else out[name] = value;
      }
  }
  return out;
}

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
]);
const cache = new Map();

function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = [base, join(base, "index.html"), `${base}.html`];
  for (const file of candidates) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Host rules for paths no file answers: an unknown blog slug gets the blog's own 404 view. */
function notFoundFile(pathname) {
  const blog404 = join(root, "blog", "404.html");
  if (pathname.startsWith("/blog/") && existsSync(blog404)) return blog404;
  return join(root, "404.html");
}

function send(req, res, file, status) {
  const ext = extname(file);
  const headers = {
    ...headersFor(new URL(req.url ?? "/", "http://localhost").pathname),
    "Content-Type": types[ext] ?? "application/octet-stream",
    "Cache-Control": file.includes(`${join(root, "assets")}`)
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    "X-Content-Type-Options": "nosniff",
  };
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (compressible.has(ext) && /\b(br|gzip)\b/.test(accept)) {
    const enc = /\bbr\b/.test(accept) ? "br" : "gzip";
    const { mtimeMs, size } = statSync(file);
    const key = `${enc}:${file}:${mtimeMs}:${size}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = enc === "br" ? brotliCompressSync(raw) : gzipSync(raw);
      cache.set(key, body);
    }
    res.writeHead(status, {
      ...headers,
      "Content-Encoding": enc,
      Vary: "Accept-Encoding",
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  res.writeHead(status, { ...headers, "Content-Length": statSync(file).size });
  if (req.method === "HEAD") return res.end();
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const { pathname } = url;
  if (pathname.length > 1 && pathname.endsWith("/")) {
    res.writeHead(308, { Location: pathname.replace(/\/+$/, "") + url.search });
    return res.end();
  }
  const file = resolveFile(pathname);
  if (file && !file.endsWith("__spa-fallback.html")) return send(req, res, file, 200);
  send(req, res, notFoundFile(pathname), 404);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});

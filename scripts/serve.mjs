// A host-like static server for the built site: clean URLs (/about -> about/index.html),
// trailing-slash redirects, a 404 page with status 404, long caching for hashed assets and
// brotli/gzip when the client accepts it. Used by `npm start`, the e2e suite and the bench.
//
// Each file is compressed on its first request and kept. PRECOMPRESS=1 compresses every file
// (brotli) before listening, as a CDN serves stored compressed files: the measuring tools (bench,
// trace, interaction bench) set it, because compressing a 200 KB page or the 370 KB shell chunk
// synchronously on first request held up that request and every one queued behind it (the
// preloaded font among them) in the first run of each route.
//
// Which 404 page answers an unknown path depends on the host; NOT_FOUND_MODE (or
// `--not-found=<mode>`) picks the behaviour to imitate:
//   nginx   (default) what deploy/nginx.conf does: blog/404.html for an unknown /blog/{slug},
//           404.html for everything else;
//   root    one 404.html for every unknown path (GitHub Pages, Netlify, S3 + CloudFront);
//   nearest the 404.html in the requested folder or the closest folder above it (Cloudflare
//           Pages: /blog/a/b tries blog/a/404.html, then blog/404.html, then 404.html).
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const notFoundModes = ["nginx", "root", "nearest"];
const mode =
  process.argv.find((a) => a.startsWith("--not-found="))?.slice("--not-found=".length) ??
  process.env.NOT_FOUND_MODE ??
  "nginx";
if (!notFoundModes.includes(mode)) {
  console.error(`serve: unknown not-found mode "${mode}" (one of ${notFoundModes.join(", ")})`);
  process.exit(1);
}

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

/** A file's compressed bytes, compressed once per version of the file. */
function compressed(file, enc) {
  const { mtimeMs, size } = statSync(file);
  const key = `${enc}:${file}:${mtimeMs}:${size}`;
  let body = cache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = enc === "br" ? brotliCompressSync(raw) : gzipSync(raw);
    cache.set(key, body);
  }
  return body;
}

if (process.env.PRECOMPRESS === "1") {
  const started = performance.now();
  let files = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (
      !entry.isFile() ||
      !compressible.has(extname(file)) ||
      file.startsWith(`${join(root, "admin")}/`)
    )
      continue;
    compressed(file, "br");
    files++;
  }
  console.error(
    `serve: compressed ${files} files in ${Math.round(performance.now() - started)} ms`,
  );
}

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

/** The file a host of the chosen kind answers with when no file matches the path. */
function notFoundFile(pathname) {
  const rootPage = join(root, "404.html");
  if (mode === "root") return rootPage;
  if (mode === "nginx") {
    const blog404 = join(root, "blog", "404.html");
    // The same pattern as the blog location in deploy/nginx.conf (scripts/not-found-views.test.ts).
    return new RegExp("^/blog/[^/]+$").test(pathname) && existsSync(blog404) ? blog404 : rootPage;
  }
  // nearest: walk up from the folder the path names (its last segment is the missing file).
  const segments = pathname.split("/").filter(Boolean).slice(0, -1);
  for (let n = segments.length; n > 0; n--) {
    const file = join(root, ...segments.slice(0, n), "404.html");
    if (file.startsWith(root) && existsSync(file)) return file;
  }
  return rootPage;
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
    const body = compressed(file, enc);
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
  console.log(
    `Serving ${root} at http://${host === "127.0.0.1" ? "localhost" : host}:${port} (404 pages: ${mode})`,
  );
});

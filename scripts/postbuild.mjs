// Runs after `react-router build`: turns the prerendered /404 page into the host's 404.html.
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

import { writeBlogArtifacts } from "./blog-feed.ts";
import { writeNotFoundViews } from "./not-found-views.ts";
import { analyticsSettings, writeSecurityHeaders } from "./security-headers.ts";
import { writeSocialCards } from "./social-cards.mjs";
import { optimizeSvgFiles } from "./svg.ts";
import { fillPageSprites } from "./page-sprite.ts";
import { writeSitemap } from "./sitemap.ts";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error("postbuild: missing prerendered /404 page");
  process.exit(1);
}
copyFileSync(notFound, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });
console.log("postbuild: wrote 404.html");

// Blog: the RSS feed and the host's Coming Soon page for unknown /blog/* slugs. The
// base URL and site name come from the prerendered /blog page, so they match what the build used.
const blogHtml = readFileSync(join(client, "blog", "index.html"), "utf8");
const baseUrl = new URL(/<link rel="canonical" href="([^"]+)"/.exec(blogHtml)?.[1] ?? "").origin;
const siteName = /<meta property="og:site_name" content="([^"]+)"/.exec(blogHtml)?.[1] ?? "";
const blog = await writeBlogArtifacts(join(client, ".."), { baseUrl, siteName });
console.log(
  `postbuild: wrote rss.xml (${blog.items} items) and blog/404.html (${blog.notFoundFrom})`,
);

// Each 404 file can show either 404 view, whichever file the host serves for an
// unknown URL; a script picks the view before the first paint (scripts/not-found-views.ts).
const notFoundFiles = writeNotFoundViews(client);
console.log(`postbuild: ${notFoundFiles.join(" and ")} carry every not-found view`);

// Findability: sitemap.xml from the route index the build used, and robots.txt.
const sitemap = writeSitemap(join(client, ".."));
console.log(`postbuild: wrote sitemap.xml (${sitemap.length} URLs) and robots.txt`);

// Findability: a social card per page, drawn from the title the page carries, at the
// path its og:image names (lib/social-card.ts). Not-found pages keep the default card.
const unescape = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const cardPages = JSON.parse(
  readFileSync(join(client, "..", "route-index.json"), "utf8"),
).pages.map((path) => {
  const html = readFileSync(
    path === "/" ? join(client, "index.html") : join(client, path.slice(1), "index.html"),
    "utf8",
  );
  const title = unescape(/<meta property="og:title" content="([^"]+)"/.exec(html)?.[1] ?? "");
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const slug = /\/og\/([^/]+)\.png$/.exec(image)?.[1];
  if (!slug) throw new Error(`postbuild: ${path} has no per-page social card (og:image ${image})`);
  const short = title.replace(` | ${siteName}`, "").replace(`${siteName} | `, "");
  return { path, slug, title: short };
});
const cards = await writeSocialCards(client, cardPages, {
  siteName,
  tagline: "Automation, AI and leadership for small service businesses",
  labels: {
    automations: "Automations",
    "ai-agents": "AI Agents",
    ai: "AI Agents",
    "fractional-leadership": "Fractional Leadership",
    leadership: "Fractional Leadership",
    services: "Services",
    education: "Education",
    company: "Company",
    resources: "Resources",
    about: "Our Process",
    blog: "Blog",
    contact: "Free Discovery Call",
    "privacy-policy": "Legal",
    "terms-of-agreement": "Legal",
  },
});
const largest = Math.max(...cards.map((c) => c.bytes));
console.log(
  `postbuild: drew ${cards.length} social cards (largest ${(largest / 1024).toFixed(1)} KB)`,
);

// Speed: the SVGs copied from public/ (illustrations, favicon), minified by SVGO
// (scripts/svg.ts; the sprite and inline SVGs were optimized during the Vite build).
const svg = optimizeSvgFiles(client);
console.log(
  `postbuild: optimized ${svg.files} SVG files (${(svg.before / 1024).toFixed(1)} KB → ${(svg.after / 1024).toFixed(1)} KB)`,
);

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === "assets" || e.name === "admin"
        ? []
        : htmlFiles(join(dir, e.name))
      : e.name.endsWith(".html")
        ? [join(dir, e.name)]
        : [],
  );
// The content editor (build/client/admin) is not a site page: it keeps its own bootstrap.
const pages = htmlFiles(client);
// React writes a pending Suspense boundary
// or "outlined" boundary as a placeholder plus hidden content that only a script reveals. Pages
// must show their content without JavaScript (app/entry.server.tsx prevents both).
for (const file of pages) {
  if (/<!--\$[?!]-->|\$RC\(/.test(readFileSync(file, "utf8")))
    throw new Error(`postbuild: ${file} has a Suspense boundary React did not write in place`);
}
// Speed: each page carries the icon symbols it uses, so none waits for the sprite
// file (scripts/page-sprite.ts). After the 404 views: their templates' icons count.
const sprites = fillPageSprites(client, pages);
console.log(`postbuild: put ${sprites.symbols} icon symbols inline in ${pages.length} pages`);

// Security: per-page CSP with inline-script hashes, _headers and the nginx header file.
// Runs last: it hashes the final HTML.
const security = writeSecurityHeaders(join(client, ".."), {
  formEndpoint: process.env.VITE_FORM_ENDPOINT || undefined,
  analytics: analyticsSettings(),
});
console.log(`postbuild: added a hashed CSP to ${security.pages} pages; wrote _headers`);

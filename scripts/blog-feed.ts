// Build-time blog artifacts, run by postbuild after the build (whose content step validated every
// post): the RSS 2.0 feed at /rss.xml, and the host's /blog/404.html, the Coming Soon page served
// for slugs that were never built. Posts are read and ordered by scripts/content-files.ts, the
// same module the build's post index uses, so the feed lists exactly the published posts.
import { copyFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { type PostFile, readPosts } from "./content-files.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

type FeedPost = Pick<PostFile, "slug" | "title" | "excerpt" | "category" | "author" | "date">;

export function escapeXml(text: unknown): string {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date, as RSS 2.0 requires: "Thu, 12 Nov 2026 00:00:00 GMT". */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** The RSS 2.0 document for these posts, with absolute links under `baseUrl`. */
export function renderRss(
  posts: FeedPost[],
  { baseUrl, siteName }: { baseUrl: string; siteName: string },
): string {
  const abs = (path: string) => new URL(path, baseUrl).toString();
  const items = posts.map((p) =>
    [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(abs(`/blog/${p.slug}`))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(abs(`/blog/${p.slug}`))}</guid>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      `      <category>${escapeXml(p.category)}</category>`,
      `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${siteName} Blog`)}</title>`,
    `    <link>${escapeXml(abs("/blog"))}</link>`,
    `    <atom:link href="${escapeXml(abs("/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Guides on AI strategy, automation and leadership for small businesses from ${siteName}.`)}</description>`,
    "    <language>en-us</language>",
    posts[0] ? `    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** A path no post uses: the page rendered for it is what every unknown slug hydrates into. */
const unknownSlugPath = "/blog/__coming-soon";

/**
 * Render the Coming Soon page for an unknown slug with the build's own server bundle, exactly as
 * the prerender renders a page. Its body equals every listed Coming Soon page (the markup never
 * depends on the slug), and its head carries the unknown-slug meta (noindex, no per-post
 * canonical), so the browser hydrates it at any /blog/* URL with nothing stale left over.
 */
async function renderUnknownSlug(serverDir: string): Promise<string> {
  const { createRequestHandler } = await import("react-router");
  const build = await import(pathToFileURL(join(serverDir, "index.js")).href);
  // With `ssr: false` the server bundle only renders paths on its prerender list.
  const handler = createRequestHandler(
    { ...build, prerender: [...build.prerender, unknownSlugPath] },
    "production",
  );
  const res = await handler(new Request(`http://localhost${unknownSlugPath}/`));
  const html = await res.text();
  if (res.status !== 200 || !html.includes("Coming Soon!")) {
    throw new Error(`rendering ${unknownSlugPath} gave status ${res.status}`);
  }
  return html;
}

/** Write rss.xml and blog/404.html into the client build directory. */
export async function writeBlogArtifacts(
  buildDir: string,
  { baseUrl, siteName }: { baseUrl: string; siteName: string },
): Promise<{ items: number; notFoundFrom: string }> {
  const clientDir = join(buildDir, "client");
  const posts = readPosts(root);
  writeFileSync(join(clientDir, "rss.xml"), renderRss(posts, { baseUrl, siteName }));
  const notFound = join(clientDir, "blog", "404.html");
  try {
    writeFileSync(notFound, await renderUnknownSlug(join(buildDir, "server")));
    return { items: posts.length, notFoundFrom: unknownSlugPath };
  } catch (error) {
    // Fallback: a prerendered listed Coming Soon page (same body; its head names that post).
    const placeholder = posts.find((p) => p.comingSoon);
    if (!placeholder) throw error;
    console.warn(
      `postbuild: ${(error as Error).message}; copying /blog/${placeholder.slug} instead`,
    );
    copyFileSync(join(clientDir, "blog", placeholder.slug, "index.html"), notFound);
    return { items: posts.length, notFoundFrom: `/blog/${placeholder.slug}` };
  }
}

// Build-time findability files, run by postbuild: sitemap.xml (every page of the route index the
// build used, which excludes the not-found page) and robots.txt naming it. The base URL comes
// from the prerendered home page's canonical link, so it matches what the build was configured with.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string,
  );

export function baseUrlOf(clientDir: string): string {
  const home = readFileSync(join(clientDir, "index.html"), "utf8");
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  if (!canonical) throw new Error("sitemap: the home page has no canonical link");
  return new URL(canonical).origin;
}

export function htmlFile(clientDir: string, path: string): string {
  return path === "/"
    ? join(clientDir, "index.html")
    : join(clientDir, path.slice(1), "index.html");
}

/** Writes sitemap.xml and robots.txt; returns the URLs listed. */
export function writeSitemap(buildDir: string): { loc: string; lastmod: string }[] {
  const clientDir = join(buildDir, "client");
  const { pages } = JSON.parse(readFileSync(join(buildDir, "route-index.json"), "utf8")) as {
    pages: string[];
  };
  const base = baseUrlOf(clientDir);
  const urls = pages.map((path) => ({
    loc: path === "/" ? `${base}/` : `${base}${path}`,
    // The day this page's HTML was built: a static site's content changes only with a build.
    lastmod: statSync(htmlFile(clientDir, path)).mtime.toISOString().slice(0, 10),
  }));
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls
      .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`)
      .join("\n") +
    "\n</urlset>\n";
  writeFileSync(join(clientDir, "sitemap.xml"), xml);
  writeFileSync(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
  );
  return urls;
}

/**
 * Every page the site prerenders, expanded from app/route-table.ts (which app/routes.ts reads
 * too). react-router.config.ts, the sitemap and the e2e every-route test all read it, so no page
 * can be missing from one of them.
 * Node-only (reads the blog folder); the browser bundle never imports it.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { readPosts } from "../../scripts/content-files.ts";
import { site } from "../config/site";
import { expandPaths, notFoundRoute } from "../route-table";

/** Not-found page: prerendered at this path and copied to 404.html after the build. */
export const notFoundPath = notFoundRoute.prerenderAt;

/** Slugs of the published posts in app/content/blog (file name = slug; drafts left out). */
export function blogSlugs(): string[] {
  // A string, not `new URL(...)`: under jsdom the global URL is not Node's.
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  return readPosts(root)
    .map((p) => p.slug)
    .sort();
}

/** Every indexable page: what the sitemap lists and the e2e suite visits (app/route-table.ts). */
export function allPages(): string[] {
  return expandPaths(blogSlugs());
}

export function prerenderPaths(): string[] {
  return [...allPages(), notFoundPath];
}

export const founderPath = `/company/${site.founder.slug}`;

/**
 * The one list of every page the site prerenders. react-router.config.ts, the sitemap and the
 * e2e every-route test all read it, so no page can be missing from one of them.
 * Node-only (reads the blog folder); the browser bundle never imports it.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { readPosts } from "../../scripts/content-files.ts";
import { site } from "../config/site";
import { legalSlugs } from "./legal/slugs";
import { serviceSlugs } from "./service-slugs";
import { solutionPaths } from "./solutions/slugs";

/** Not-found page: prerendered at this path and copied to 404.html after the build. */
export const notFoundPath = "/404";

export const staticPaths: string[] = [
  // Foundation
  "/",
  "/contact",
  // Solutions (issue 3)
  ...solutionPaths,
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/services/website-development",
  // Company, education, resources, legal (issue 4)
  "/education",
  "/education/financial-courses",
  "/education/podcast",
  "/education/blog",
  "/company",
  // founderPath (below) is declared after this list, so build the same path here.
  `/company/${site.founder.slug}`,
  "/company/careers",
  "/company/mission-values",
  "/resources/ai-glossary",
  "/resources/case-studies",
  "/resources/ai-assessment",
  "/about/our-process",
  ...legalSlugs.map((slug) => `/${slug}`),
  // Blog (issue 5)
  "/blog",
];

/** Slugs of the published posts in app/content/blog (file name = slug; drafts left out). */
export function blogSlugs(): string[] {
  // A string, not `new URL(...)`: under jsdom the global URL is not Node's.
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  return readPosts(root)
    .map((p) => p.slug)
    .sort();
}

/** Every indexable page: what the sitemap lists and the e2e suite visits. */
export function allPages(): string[] {
  return [...staticPaths, ...blogSlugs().map((s) => `/blog/${s}`)];
}

export function prerenderPaths(): string[] {
  return [...allPages(), notFoundPath];
}

export const founderPath = `/company/${site.founder.slug}`;

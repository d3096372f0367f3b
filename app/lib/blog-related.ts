/**
 * An article's related links, one small chunk per post, so the blog lists and the other
 * articles never download them (the post index, lib/blog.ts, has none). The prerender reads them
 * all at once. In the browser the article suspends until its links have arrived: at hydration
 * React keeps the prerendered HTML meanwhile, and on a client-side navigation React Router keeps
 * the previous page (a transition).
 */
import { use } from "react";
import { loaders, prerendered } from "virtual:content/blog-related";

import type { RelatedPage } from "~/content/schema";

const loads = new Map<string, Promise<RelatedPage[]>>();

/** Start (or reuse) the download of one post's related links; empty for an unknown slug. */
export function loadRelated(slug: string): Promise<RelatedPage[]> {
  let load = loads.get(slug);
  if (!load) {
    load = Object.hasOwn(loaders, slug) ? loaders[slug]!() : Promise.resolve([]);
    loads.set(slug, load);
  }
  return load;
}

/** The post's related links (suspends in the browser until its chunk has arrived). */
export function useRelated(slug: string): RelatedPage[] {
  return import.meta.env.SSR ? (prerendered[slug] ?? []) : use(loadRelated(slug));
}

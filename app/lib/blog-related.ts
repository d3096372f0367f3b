/**
 * An article's related links, one small chunk per post, so the blog lists and the other
 * articles never download them (the post index, lib/blog.ts, has none). The prerender reads them
 * all at once; in the browser the current article's chunk is requested in the task after this
 * module runs, in parallel with React's start-up, and a page rendered afresh waits for it
 * (`renderAfter`). A client-side navigation to an article suspends until its links have
 * arrived: React Router keeps the previous page meanwhile (a transition).
 */
import { use } from "react";
import { loaders, prerendered } from "virtual:content/blog-related";

import type { RelatedPage } from "~/content/schema";
import { renderAfter, startSoon } from "~/lib/lazy-section";
import { loadsOncePerKey } from "~/lib/settled";

/** Start (or reuse) the download of one post's related links; empty for an unknown slug. */
export const loadRelated = loadsOncePerKey((slug): Promise<RelatedPage[]> =>
  Object.hasOwn(loaders, slug) ? loaders[slug]!() : Promise.resolve([]),
);

/** In the browser, the slug of the address the page was loaded at, if it is a blog post's. */
export const slugAtLoad =
  typeof window === "undefined"
    ? undefined
    : /^\/blog\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];

// In the task after the one that evaluates the app's modules, not in it: the `import()` and
// Vite's preload helper were 9–12 ms of that task at 4× CPU (decision 0069). React's first
// render of the article, if it comes sooner, starts the same load itself (`loadRelated`).
if (slugAtLoad && Object.hasOwn(loaders, slugAtLoad)) {
  renderAfter(startSoon(() => loadRelated(slugAtLoad)));
}

/** The post's related links (suspends in the browser until its chunk has arrived). */
export function useRelated(slug: string): RelatedPage[] {
  return import.meta.env.SSR ? (prerendered[slug] ?? []) : use(loadRelated(slug));
}

/**
 * Article bodies: build-produced, sanitized HTML, one chunk per post so the blog list and the
 * other articles never download a body they don't show. The prerender reads them eagerly (the
 * HTML contains the article). A direct load hydrates from that HTML and downloads nothing; a
 * client-side navigation imports the one body it needs.
 *
 * No Suspense on purpose: React streams a large Suspense boundary as hidden content revealed by
 * an inline script, and the prerendered article must be readable without JavaScript.
 */
import { loaders, prerendered } from "virtual:content/blog-bodies";

import { useLazyHtml } from "~/lib/adopted-html";

const loaded = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

/** Start (or reuse) the download of one article body; safe to call on hover or focus. */
export function preloadBody(slug: string): Promise<string> {
  const done = loaded.get(slug);
  if (done !== undefined) return Promise.resolve(done);
  let promise = pending.get(slug);
  if (!promise) {
    const load = loaders[slug];
    if (!load) return Promise.reject(new Error(`No article file for "${slug}"`));
    promise = load().then(
      (html) => {
        loaded.set(slug, html);
        return html;
      },
      (error: unknown) => {
        pending.delete(slug);
        throw error;
      },
    );
    pending.set(slug, promise);
  }
  return promise;
}

/** The article's HTML, or undefined while a client-side navigation downloads it. */
export function usePostBody(slug: string): string | undefined {
  return useLazyHtml(
    postBodyKey(slug),
    import.meta.env.SSR ? prerendered[slug] : loaded.get(slug),
    () => preloadBody(slug),
  );
}

/** How the prerendered article body is marked (`data-adopt`), so the browser can read it. */
export function postBodyKey(slug: string) {
  return `post-${slug}`;
}

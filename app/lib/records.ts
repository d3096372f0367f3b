import { data } from "react-router";

/**
 * A detail page's record, for its route's `loader`, which the prerender runs at build time: the
 * module `<dir>/<slug>.ts` of the family's modules. An unknown slug is a 404, which the route's
 * error boundary shows as the not-found view.
 */
export async function recordFor<T>(
  modules: Record<string, () => Promise<T>>,
  dir: string,
  slug: string | undefined,
): Promise<T> {
  const load = slug && /^[a-z0-9-]+$/.test(slug) ? modules[`${dir}/${slug}.ts`] : undefined;
  if (!load) throw data(null, { status: 404 });
  return load();
}

/**
 * In the browser, a detail page's data comes from the prerender (the page's own HTML, or its
 * `.data` file on a client-side navigation) for the slugs the site has. Any other slug is a 404
 * at once: no prerendered data exists for it, whichever 404 file the host served.
 */
export function knownSlugOr404<T>(
  slugs: readonly string[],
  slug: string | undefined,
  serverLoader: () => Promise<T>,
): Promise<T> {
  if (slug === undefined || !slugs.includes(slug)) throw data(null, { status: 404 });
  return serverLoader();
}

import { type RouteObject, matchRoutes } from "react-router";

import { lazySectionsArrived } from "~/lib/lazy-section";
import { frameworkGlobals } from "~/lib/react-router-globals";

/** The part of React Router's browser manifest (`window.__reactRouterManifest.routes`) used here. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
};

function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      r.index
        ? { id: r.id, index: true }
        : { id: r.id, path: r.path, children: routeTree(routes, r.id) },
    );
}

/** The path a route answers, joined from its ancestors' ("/company/careers"), if it has no parameter. */
function staticPath(routes: Record<string, ManifestRoute>, id: string): string | undefined {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path && /[:*?]/.test(route.path)) return undefined;
    if (route.path) segments.unshift(route.path.replace(/^\/+|\/+$/g, ""));
  }
  return "/" + segments.filter(Boolean).join("/");
}

/** The path of the page's canonical address (`<link rel="canonical">`), if it has one. */
export function canonicalPathname(doc: Document): string | undefined {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? new URL(href).pathname : undefined;
}

/**
 * The route ids the browser renders at `pathname`, or null when they are the ones the page was
 * prerendered with (`renderedIds`, the keys of `window.__reactRouterRouteModules`).
 *
 * A static host answers an unknown URL with a 404 file prerendered for another route: the root
 * 404.html (the `*` route) at /blog/some-slug, or blog/404.html (the blog post route) at
 * /blog/a/b. Hydrating that HTML at this URL cannot match, so the app renders the URL's own
 * route instead (app/entry.client.tsx, docs/decisions/0011-not-found-on-every-host.md).
 */
export function routesForOtherUrl(
  routes: Record<string, ManifestRoute>,
  renderedIds: readonly string[],
  pathname: string,
  canonicalPath?: string,
): string[] | null {
  // Pages are served at the address they were prerendered for: a comparison tells, and the route
  // table is not ranked and matched on every load (React Router does that once more when it
  // starts; on a route with a parameter the matching took 3–14 ms at 1× of the task that
  // evaluates the app, decision 0047). A static route's path says it; a page with a parameter
  // says it with its canonical link, which lib/seo.ts writes from the path the page was rendered
  // at. The 404 files have none (noindex), and any other address is matched.
  const here = pathname.replace(/(.)\/+$/, "$1");
  if (canonicalPath !== undefined && canonicalPath === here) return null;
  const leaf = renderedIds.find(
    (id) => !renderedIds.some((other) => routes[other]?.parentId === id),
  );
  const path = leaf === undefined ? undefined : staticPath(routes, leaf);
  if (path !== undefined && path === here) return null;
  const ids = (matchRoutes(routeTree(routes), pathname) ?? []).map((m) => m.route.id ?? "");
  const same = ids.length === renderedIds.length && ids.every((id) => renderedIds.includes(id));
  return same ? null : ids;
}

/**
 * When the page was prerendered for other routes than the address's, load the address's route
 * modules and the lazy sections they declare (so the router starts complete and the page renders
 * whole, with nothing to pop in) and return true: the caller then renders instead of hydrating.
 * False when the page can be hydrated as it is.
 */
export async function loadRoutesForThisUrl(): Promise<boolean> {
  const { manifest, routeModules: modules } = frameworkGlobals();
  // React Router types the record as sparse (any key may be missing); every value in it is a route.
  const routes = manifest.routes as Record<string, ManifestRoute>;
  const ids = routesForOtherUrl(
    routes,
    Object.keys(modules),
    window.location.pathname,
    canonicalPathname(document),
  );
  if (!ids) return false;
  await Promise.all(
    ids
      .filter((id) => !modules[id])
      .map(async (id) => {
        modules[id] = await import(/* @vite-ignore */ routes[id]!.module);
      }),
  );
  await lazySectionsArrived();
  return true;
}

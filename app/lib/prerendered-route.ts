import { matchRoutes } from "react-router";

import { notFoundRoute, pageRoutes, routeId } from "~/route-table";

/** The route table as React Router matches it: one flat list of paths. */
const routes = [
  ...pageRoutes.map((r) => ({ id: routeId(r), path: `/${r.path}` })),
  { id: routeId(notFoundRoute), path: "*" },
];

/** The name of the `<meta>` that carries the id of the page route a document was rendered for. */
export const renderedRouteMeta = "route";

/** The id of the page route that answers `pathname`. */
export function routeIdFor(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

/**
 * Whether the document was prerendered for the route that answers `pathname`. A static host
 * answers an unknown URL with a 404 file prerendered for another route: the root 404.html (the
 * `*` route) at /blog/some-slug, or blog/404.html (the blog post route) at /blog/a/b.
 */
export function prerenderedForThisUrl(doc: Document, pathname: string): boolean {
  const rendered = doc.querySelector(`meta[name="${renderedRouteMeta}"]`)?.getAttribute("content");
  return !rendered || rendered === routeIdFor(pathname);
}

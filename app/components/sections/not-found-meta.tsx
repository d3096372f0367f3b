import { lazy } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";

import { seo } from "~/lib/seo";

/** Title and description of the not-found page, never indexed. */
export function notFoundMeta(path: string) {
  return seo({
    title: "Page Not Found",
    description:
      "The page you were looking for has moved or never existed. Find our services, resources and company pages from here.",
    path,
    noindex: true,
  });
}

/**
 * The not-found view for a detail route (`/services/:slug`, `/automations/:slug`, `/ai/:slug`,
 * `/leadership/:slug`) whose slug has no record. Every prerendered detail page has a record, so
 * the view is only shown where a host serves a 404 file at an unknown address: its code loads
 * then, not with every detail page. The not-found route itself imports the view directly.
 */
export const LazyNotFoundView = lazy(() => import("~/components/sections/not-found-view-entry"));

/** A detail route's error boundary: an unknown slug (its loader's 404) shows the not-found view. */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundView />;
  throw error;
}

import { type ComponentType, lazy } from "react";

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

let loading: Promise<{ default: ComponentType }> | undefined;
const loadView = () => (loading ??= import("~/components/sections/not-found-view-entry"));

/**
 * The not-found view for a detail route (`/services/:slug`, `/automations/:slug`, `/ai/:slug`,
 * `/leadership/:slug`) whose slug has no record. Every prerendered detail page has a record, so
 * its view is only asked for where a host serves a 404 file at an unknown address and the
 * browser renders that address's route afresh (lib/prerendered-route.ts): its code loads then,
 * not with every detail page. The not-found route itself imports the view directly.
 */
export const LazyNotFoundView = lazy(loadView);

/** Start loading the view's code: an address with no record (lib/route-record.ts) will show it. */
export const preloadNotFoundView = loadView;

import { seo } from "~/lib/seo";

/**
 * Title and description of the not-found page, never indexed. A module of its own, so a route
 * whose meta needs it does not also load the view (components/sections/not-found-view.tsx).
 */
export function notFoundMeta(path: string) {
  return seo({
    title: "Page Not Found",
    description:
      "The page you were looking for has moved or never existed. Find our services, resources and company pages from here.",
    path,
    noindex: true,
  });
}

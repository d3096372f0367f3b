import { site } from "~/config/site";

/**
 * An absolute URL on the configured base URL, without a trailing slash (the site's clean URLs;
 * prerendering hands routes their path with one).
 */
export function absoluteUrl(path: string) {
  const clean = path.length > 1 ? path.replace(/\/+(?=$|[?#])/, "") : path;
  return new URL(clean, site.baseUrl).toString();
}

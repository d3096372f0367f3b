import { site } from "~/config/site";

/** An absolute URL on the configured base URL. */
export function absoluteUrl(path: string) {
  return new URL(path, site.baseUrl).toString();
}

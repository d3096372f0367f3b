import { useContext } from "react";
import { PrefetchPageLinks, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

import { useAppLinks } from "~/lib/in-app-link";

/**
 * Makes every link on the page navigate in the app, and fetches the code of the page a pointer
 * rests on or focus is on (React Router's `prefetch="intent"`), for the site's plain links
 * (lib/in-app-link.ts). A leaf of its own, so only it renders again as the pointer moves. The
 * prefetch only in the app's router, where there is code to fetch.
 */
export function AppLinks() {
  const page = useAppLinks();
  const framework = useContext(FrameworkContext);
  return page && framework ? <PrefetchPageLinks page={page} /> : null;
}

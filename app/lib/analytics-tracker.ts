// The lazily loaded part of analytics (issue 17): Plausible's official client, in a chunk of its
// own that only a page with analytics configured, and no opt-out signal, ever downloads.
import { init, track } from "@plausible-analytics/tracker";

import type { AnalyticsConfig, Sender } from "~/lib/analytics";

/** Origin and path only: a query string or fragment could carry personal data. */
export function pathOnly(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.origin + u.pathname;
  } catch {
    return null;
  }
}

export function startTracker({ domain, endpoint }: AnalyticsConfig): Sender {
  init({
    domain,
    endpoint,
    // A page view now, then on every history.pushState (React Router's navigations) and
    // popstate (back and forward) that changes the path.
    autoCapturePageviews: true,
    // The build only carries a domain when analytics is meant to be on; a local preview of such
    // a build counts like any host (and the e2e tests run on loopback).
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
    transformRequest: (payload) => ({
      ...payload,
      u: pathOnly(payload.u) ?? `${location.origin}${location.pathname}`,
      r: pathOnly(payload.r),
    }),
  });
  return (name, props) => track(name, { props });
}

import type { AnalyticsEvent, AnalyticsEventProps } from "~/lib/analytics-events";

/**
 * Cookieless analytics, off unless the build configured it. Postbuild
 * writes `<meta name="analytics-domain">` and `<meta name="analytics-endpoint">` into every page
 * from VITE_ANALYTICS_DOMAIN / VITE_ANALYTICS_ENDPOINT, next to the CSP that allows the
 * collector. Without them, or when the visitor sends an opt-out signal, `track` does nothing and
 * the tracker chunk is never downloaded.
 *
 * This module is in the first-load bundle of every page, so it only decides whether to load the
 * tracker (`analytics-tracker.ts`: Plausible's client, the event names, the queue) and hands the
 * event over. Events are named by key here; the names live in `analytics-events.ts`.
 */

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(nav: Navigator = navigator): boolean {
  return (
    (nav as { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
    nav.doNotTrack === "1"
  );
}

function enabled() {
  return (
    typeof document !== "undefined" &&
    !!document.querySelector('meta[name="analytics-domain"]') &&
    !optedOut()
  );
}

const tracker = () => import("~/lib/analytics-tracker");

/** Records one event; nothing when analytics is off, not configured or opted out. */
export function track<E extends AnalyticsEvent>(event: E, props: AnalyticsEventProps[E]) {
  if (enabled()) tracker().then((t) => t.record(event, props), ignore);
}

/** A conversion: the form delivered, or its simulated send succeeded (not a dropped bot post). */
export function trackSent<E extends AnalyticsEvent>(
  result: { delivery: string },
  event: E,
  props: AnalyticsEventProps[E],
) {
  if (result.delivery !== "dropped") track(event, props);
}

/**
 * Starts the tracker, once the page has hydrated: it records the page view of the first load and
 * of every client-side navigation from then on. A tracker that fails to load leaves the page as
 * it is; the visitor sees nothing of it.
 */
export function startAnalytics() {
  if (enabled()) tracker().then((t) => t.start(), ignore);
}

function ignore() {}

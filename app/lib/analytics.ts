import {
  type AnalyticsEventName,
  type AnalyticsEventProps,
  analyticsEvents,
} from "~/lib/analytics-events";

/**
 * Cookieless analytics, off unless the build configured it (issue 17, decision 0011). Postbuild
 * writes `<meta name="analytics-domain">` and `<meta name="analytics-endpoint">` into every page
 * from VITE_ANALYTICS_DOMAIN / VITE_ANALYTICS_ENDPOINT, next to the CSP that allows the
 * collector. Without them `track` does nothing and the tracker chunk is never downloaded.
 *
 * This module stays in the first-load bundle and is kept tiny: the tracker itself (Plausible's
 * official client) is imported lazily by `startAnalytics`, after hydration.
 */
export type AnalyticsConfig = { domain: string; endpoint: string };

type Props = Record<string, string>;
export type Sender = (name: string, props: Props) => void;

let state: "idle" | "loading" | "on" | "off" = "idle";
let queue: [string, Props][] = [];
let send: Sender | undefined;

/** Events that arrive before the tracker has loaded wait here; a few at most. */
const QUEUE_LIMIT = 20;

export function analyticsConfig(doc: Document = document): AnalyticsConfig | null {
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="analytics-${name}"]`)?.content;
  const domain = meta("domain");
  const endpoint = meta("endpoint");
  return domain && endpoint ? { domain, endpoint } : null;
}

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track (decision 0011). */
export function optedOut(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === "1";
}

export { analyticsEvents };

/** Records one event, or nothing when analytics is off, opted out or not configured. */
export function track<N extends AnalyticsEventName>(name: N, props: AnalyticsEventProps[N]) {
  if (state === "off" || typeof document === "undefined") return;
  if (send) return send(name, props);
  if (!analyticsConfig()) return;
  if (queue.length < QUEUE_LIMIT) queue.push([name, props]);
}

/** A conversion: the form delivered, or its simulated send succeeded (not a dropped bot post). */
export function trackSent<N extends AnalyticsEventName>(
  result: { delivery: string },
  name: N,
  props: AnalyticsEventProps[N],
) {
  if (result.delivery !== "dropped") track(name, props);
}

/**
 * Loads the tracker once, after hydration: it records the page view of the first load and of
 * every client-side navigation from then on, and sends the events queued so far. A tracker that
 * fails to load turns analytics off quietly; the visitor sees nothing of it.
 */
export function startAnalytics(
  load: () => Promise<{ startTracker(config: AnalyticsConfig): Sender }> = () =>
    import("~/lib/analytics-tracker"),
) {
  if (state !== "idle") return;
  const config = analyticsConfig();
  if (!config || optedOut()) {
    state = "off";
    queue = [];
    return;
  }
  state = "loading";
  load().then(
    ({ startTracker }) => {
      send = startTracker(config);
      state = "on";
      for (const [name, props] of queue.splice(0)) send(name, props);
    },
    () => {
      state = "off";
      queue = [];
    },
  );
}

/** Tests only: back to a fresh page. */
export function resetAnalytics() {
  state = "idle";
  queue = [];
  send = undefined;
}

/**
 * "Which button" for a booking click: where it sits and its visible label (screen-reader-only
 * text left out), e.g. "header: Get Started", "menu: Get Started", "floating: Book a Time".
 */
export function bookingButtonName(el: Element): string {
  const area = el.closest('[role="dialog"]')
    ? "menu"
    : el.closest("header")
      ? "header"
      : el.closest("aside")
        ? "floating"
        : el.closest("footer")
          ? "footer"
          : "page";
  const label = [...el.childNodes]
    .filter((n) => !(n instanceof Element && n.classList.contains("sr-only")))
    .map((n) => n.textContent)
    .join("")
    .trim();
  return `${area}: ${label}`;
}

export function trackBookingClick(el: Element, button = bookingButtonName(el)) {
  track(analyticsEvents.bookingClick, { page: location.pathname, button });
}

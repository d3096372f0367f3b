// The lazily loaded part of analytics: Plausible's official client and
// the page-wide listeners for clicks, in a chunk of its own that only a page with analytics
// configured, and no opt-out signal, ever downloads. Nothing here is in the first-load bundle.
import { init, track } from "@plausible-analytics/tracker";

import {
  type AnalyticsEvent,
  type AnalyticsEventProps,
  analyticsEvents,
} from "~/lib/analytics-events";

type AnalyticsConfig = { domain: string; endpoint: string };
type Props = Record<string, string>;

/** What postbuild wrote into the page (scripts/security-headers.ts); null when off. */
export function analyticsConfig(doc: Document = document): AnalyticsConfig | null {
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="analytics-${name}"]`)?.content;
  const domain = meta("domain");
  const endpoint = meta("endpoint");
  return domain && endpoint ? { domain, endpoint } : null;
}

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

/** Visible text: screen-reader-only additions ("opens in a new tab") left out. */
function label(el: Element): string {
  return [...el.childNodes]
    .filter((n) => !(n instanceof Element && n.classList.contains("sr-only")))
    .map((n) => n.textContent)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * "Which button" for a booking click: where it sits and its label, e.g. "header: Get Started",
 * "menu: Get Started", "floating: Book a Time", "page: Book a Discovery Call".
 */
export function bookingButtonName(el: Element): string {
  if (el.localName === "cal-floating-button") {
    // The scheduling embed's own floating button, which replaces the link once it has loaded.
    return `floating: ${el.getAttribute("data-button-text") ?? "embed"}`;
  }
  const area = el.closest('[role="dialog"]')
    ? "menu"
    : el.closest("header")
      ? "header"
      : el.closest("aside")
        ? "floating"
        : el.closest("footer")
          ? "footer"
          : "page";
  return `${area}: ${label(el)}`;
}

/**
 * The event a click on `target` means, if any: every link to the scheduling page (they carry
 * `data-booking`: BookCallButton and the floating link) and the embed's floating button is a
 * booking click; any other link to another host is an outbound click, with that host only.
 */
export function clickEvent(
  target: EventTarget | null,
  here: Location = location,
): [string, Props] | null {
  if (!(target instanceof Element)) return null;
  const booking = target.closest("a[data-booking], cal-floating-button");
  if (booking) {
    return [
      analyticsEvents.bookingClick,
      { page: here.pathname, button: bookingButtonName(booking) },
    ];
  }
  const link = target.closest<HTMLAnchorElement>("a[href]");
  if (link && /^https?:$/.test(link.protocol) && link.host !== here.host) {
    return [analyticsEvents.outboundLink, { host: link.host }];
  }
  return null;
}

/** A FAQ question opened (the FAQ is <details name="faq">; `toggle` does not bubble). */
export function faqEvent(target: EventTarget | null): [string, Props] | null {
  if (
    !(target instanceof HTMLDetailsElement) ||
    target.getAttribute("name") !== "faq" ||
    !target.open
  )
    return null;
  const question = target.querySelector("summary")?.textContent?.trim();
  return question ? [analyticsEvents.faqOpen, { question }] : null;
}

let started = false;
/** Events recorded before the tracker started (a not-found page records at hydration). */
const queue: [string, Props][] = [];

function send(name: string, props: Props) {
  if (started) track(name, { props });
  else if (queue.length < 20) queue.push([name, props]);
}

/** One event, by key (`lib/analytics.ts` has already checked that analytics is on). */
export function record<E extends AnalyticsEvent>(event: E, props: AnalyticsEventProps[E]) {
  send(analyticsEvents[event], props);
}

/** Starts Plausible's client and the page-wide listeners; once per page. */
export function start(config = analyticsConfig()) {
  if (started || !config) return;
  init({
    domain: config.domain,
    endpoint: config.endpoint,
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
  started = true;
  for (const [name, props] of queue.splice(0)) send(name, props);
  const onClick = (e: MouseEvent) => {
    if (e.type === "auxclick" && e.button !== 1) return; // a middle click opens a link too
    const event = clickEvent(e.target);
    if (event) send(...event);
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("auxclick", onClick, true);
  document.addEventListener(
    "toggle",
    (e) => {
      const event = faqEvent(e.target);
      if (event) send(...event);
    },
    true,
  );
}

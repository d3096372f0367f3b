/**
 * The scheduling service's embed: its queue stub and script tag, set up the way the service
 * documents. Loaded by the booking dock (booking-embed.tsx) when a visitor first reaches for it,
 * so no page carries this code or talks to the service before then (decision 0014).
 */
import { site } from "~/config/site";

const EMBED_SRC = "https://app.cal.com/embed/embed.js";

type CalFn = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  ns?: Record<string, CalFn>;
  loaded?: boolean;
};

declare global {
  interface Window {
    Cal?: CalFn;
  }
}

/** Queue stub, as the scheduling service documents: calls wait until embed.js has loaded. */
function queueingFn(): CalFn {
  const fn: CalFn = (...args: unknown[]) => {
    (fn.q ??= []).push(args);
  };
  return fn;
}

/** Adds the service's script, set up for the site's booking namespace and week view. */
export function loadEmbed(onReady: () => void) {
  const script = document.createElement("script");
  script.src = EMBED_SRC;
  script.async = true;
  script.onload = onReady;
  // A blocked or failed script leaves the plain link in place: nothing to report to the visitor.
  script.onerror = () => script.remove();
  const cal = queueingFn();
  cal.ns = {};
  cal.loaded = true;
  window.Cal = cal;
  const api = queueingFn();
  cal.ns[site.bookingNamespace] = api;
  cal("init", site.bookingNamespace, { origin: "https://app.cal.com" });
  // The service's own floating button is not registered: its size and place are not ours to set,
  // and it would sit over text on phones (decision 0014). The dock below is the floating button;
  // once the script is ready, a click on it opens the service's week view over the page.
  api("ui", { layout: "week_view", cssVarsPerTheme: { light: { "cal-brand": "#1b4d4a" } } });
  document.head.appendChild(script);
}

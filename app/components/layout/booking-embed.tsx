import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";

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

function loadEmbed(onReady: () => void) {
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
  api("floatingButton", {
    calLink: new URL(site.bookingUrl).pathname.slice(1),
    config: { layout: "week_view" },
    buttonText: "Book a Time",
    buttonPosition: "bottom-left",
    buttonColor: "#1b4d4a",
  });
  document.head.appendChild(script);
}

/**
 * Floating 'Book a Time' button. A plain link is rendered at once; the scheduling embed is
 * fetched only once the page is idle and replaces the link when (and if) it loads.
 */
export function BookingEmbed() {
  const [embedded, setEmbedded] = useState(false);

  useEffect(() => {
    if (window.Cal) return;
    const start = () => loadEmbed(() => setEmbedded(true));
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const begin = () => idle(start, { timeout: 6000 });
    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => window.removeEventListener("load", begin);
  }, []);

  if (embedded) return null;
  return (
    <aside aria-label="Book a call">
      <a
        href={site.bookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-booking=""
        className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-brand-800 px-4 py-3 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 hover:bg-brand-900"
      >
        <Icon name="calendar-days" aria-hidden="true" className="size-4" />
        Book a Time
        <span className="sr-only"> (opens the booking page in a new tab)</span>
      </a>
    </aside>
  );
}

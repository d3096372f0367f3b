import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { useState } from "react";

import { bookingCalLink } from "~/components/ui/book-call-button";
import { site } from "~/config/site";

let embedding: Promise<unknown> | undefined;

/**
 * Loads the scheduling service's script once (its setup is a chunk of its own,
 * booking-embed-script.ts, fetched with it on the first sign of intent).
 */
function embedOnce(onReady: () => void) {
  embedding ??= import("~/components/layout/booking-embed-script").then(
    (m) => m.loadEmbed(onReady),
    // Offline or a deploy replaced the chunk: the plain link still works; try again next time.
    () => (embedding = undefined),
  );
}

/**
 * Floating 'Book a Time' button, bottom-left. Phones to laptops: a slim dock along the bottom
 * edge with space reserved for it under the footer (`--dock-height`), so it never floats over a
 * line of text. From 1440 px: a compact pill in the margin left of the content column. A plain
 * link works at once; the scheduling script, fetched when the visitor reaches for the button,
 * makes the same button open the booking week view in place once it has loaded (decision 0014).
 */
export function BookingEmbed() {
  const [embedded, setEmbedded] = useState(false);
  // Fetched on the first sign of intent (pointer over, touch, keyboard focus), not on page load:
  // no page talks to the scheduling service before the visitor reaches for it (decision 0014).
  const warmUp = () => embedOnce(() => setEmbedded(true));
  const openModal = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const api = window.Cal?.ns?.[site.bookingNamespace];
    if (!embedded || !api || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    api("modal", { calLink: bookingCalLink(), config: { layout: "week_view" } });
  };

  return (
    <aside
      aria-label="Book a call"
      data-booking-dock=""
      className="fixed inset-x-0 bottom-0 z-40 h-(--dock-height) border-t border-brand-100 bg-white/95 shadow-[0_-4px_16px_rgb(15_40_38/0.08)] backdrop-blur-sm wide:inset-x-auto wide:bottom-4 wide:left-3 wide:h-auto wide:border-0 wide:bg-transparent wide:shadow-none wide:backdrop-blur-none"
    >
      <div className="flex h-full items-center gap-3 px-5 sm:px-8 wide:p-0">
        <a
          href={site.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-booking=""
          data-embedded={embedded ? "" : undefined}
          onClick={openModal}
          onPointerEnter={warmUp}
          onTouchStart={warmUp}
          onFocus={warmUp}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white shadow-md ring-1 ring-white/20 hover:bg-brand-900 wide:px-3 wide:py-2.5 wide:shadow-lg"
        >
          <Icon name="calendar-days" aria-hidden="true" className="size-4" />
          Book a Time
          <span className="sr-only"> (opens the booking page in a new tab)</span>
        </a>
        <p className="text-sm leading-tight text-slate-700 wide:hidden">
          Free {site.discoveryCall.minutes}-minute discovery call
        </p>
      </div>
    </aside>
  );
}

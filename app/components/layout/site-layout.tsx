import { Suspense } from "react";
import { Outlet } from "react-router";

import { AppLinks } from "~/components/layout/app-links";
import { BookingEmbed } from "~/components/layout/booking-embed";
import { SiteHeader } from "~/components/layout/site-header";
import { lazySection } from "~/lib/lazy-section";

/** The footer (and its newsletter form) is never on the first screen: its code loads after. */
const SiteFooter = lazySection(() =>
  import("~/components/layout/site-footer").then((m) => m.SiteFooter),
);

/** Header, page and footer around every route. */
export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-control bg-white px-4 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {/* Its own boundary too: a tap on the menu hydrates the header first. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        {/* Suspense boundaries: the header, the page and the footer hydrate as separate,
            interruptible work (sections nest their own, components/ui/section.tsx). */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BookingEmbed />
      {/* Links navigate in the app from the shell's first commit (lib/in-app-link.ts). */}
      <AppLinks />
    </>
  );
}

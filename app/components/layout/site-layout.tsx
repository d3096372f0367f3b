import { lazy } from "react";
import { Outlet } from "react-router";

import { BookingEmbed } from "~/components/layout/booking-embed";
import { SiteHeader } from "~/components/layout/site-header";

/** The footer (and its newsletter form) is never on the first screen: its code loads after. */
const SiteFooter = lazy(() =>
  import("~/components/layout/site-footer").then((m) => ({ default: m.SiteFooter })),
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
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <BookingEmbed />
    </>
  );
}

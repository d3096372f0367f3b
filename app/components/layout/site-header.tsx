import { Logo } from "~/components/layout/logo";
import { MegaMenu } from "~/components/layout/mega-menu";
import { BookCallButton } from "~/components/ui/book-call-button";
import { lazy } from "react";

/**
 * The small-screen menu's code comes right after the first paint. Until it has, its
 * prerendered HTML works on its own: the toggle is a link that CSS opens (:target), and the
 * sections are native <details>.
 */
const MobileMenu = lazy(() =>
  import("~/components/layout/mobile-menu").then((m) => ({ default: m.MobileMenu })),
);

/** Fixed 96 px header: logo, desktop mega-menu or mobile menu, and Get Started. */
export function SiteHeader() {
  return (
    <header
      data-slot="site-header"
      className="fixed inset-x-0 top-0 z-50 h-header border-b border-border/80 bg-white"
    >
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-4 px-5 sm:px-8">
        <Logo />
        <MegaMenu />
        <div className="flex items-center gap-2">
          <BookCallButton size="sm" className="sm:h-11 sm:px-5">
            Get Started
          </BookCallButton>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

import { Logo } from "~/components/layout/logo";
import { BookCallButton } from "~/components/ui/book-call-button";
import { lazySection } from "~/lib/lazy-section";

/**
 * Both menus work as prerendered HTML before their code arrives (the desktop panels open with
 * CSS on hover and focus, the mobile menu as `#mobile-menu`; decision 0022), so their code is not
 * part of the first-load JavaScript: each is a lazy section that hydrates in place when its
 * chunk arrives, requested as soon as the shell runs (decision 0028).
 */
const MegaMenu = lazySection(() => import("~/components/layout/mega-menu").then((m) => m.MegaMenu));
const MobileMenu = lazySection(() =>
  import("~/components/layout/mobile-menu").then((m) => m.MobileMenu),
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

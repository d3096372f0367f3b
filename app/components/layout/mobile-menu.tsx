import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";

import { Logo } from "~/components/layout/logo";
import { BookCallButton } from "~/components/ui/book-call-button";
import { Disclosure } from "~/components/ui/disclosure";
import { Icon } from "~/components/ui/icon";
import { StaticLinkList } from "~/components/ui/static-link-list";
import { navGroups } from "~/config/navigation";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import { useScrollLock } from "~/hooks/use-scroll-lock";
import { afterNextPaint } from "~/lib/after-next-paint";
import { cn } from "~/lib/cn";

/** Space activates an element with role="button", as it would a native button. */
function handleSpace(e: KeyboardEvent, action: () => void) {
  if (e.key === " ") {
    e.preventDefault();
    action();
  }
}

/**
 * Small-screen menu: a full-screen panel of exclusive <details> sections (one open at a time,
 * the open one collapses when selected). With JavaScript: scroll lock, focus kept inside, Escape,
 * navigation and Get Started close it. Without JavaScript it still works: the toggle is a link to
 * #mobile-menu, which CSS :target shows, and the sections are native.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();

  // Opening shows the panel in the tap's own task: its state and `inert` are set on the element,
  // and its classes follow `data-state`, so the frame after the tap draws it open. React's render
  // of the open menu (aria-expanded, scroll lock, focus trap, the close button's focus) comes in
  // a task after that frame, out of the tap's Event Timing entry (what INP measures). Hiding it
  // before then cancels that render and puts the panel back.
  const pendingOpen = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingOpen.current?.(), []);
  const show = () => {
    const panel = panelRef.current;
    if (!panel || pendingOpen.current || open) return;
    panel.dataset.state = "open";
    panel.inert = false;
    pendingOpen.current = afterNextPaint(() => {
      pendingOpen.current = null;
      setOpen(true);
    });
  };
  const hide = useCallback(() => {
    const panel = panelRef.current;
    if (pendingOpen.current && panel) {
      pendingOpen.current();
      panel.dataset.state = "closed";
      panel.inert = true;
    }
    pendingOpen.current = null;
    setOpen(false);
  }, []);
  const close = useCallback(() => {
    hide();
    toggleRef.current?.focus();
  }, [hide]);

  useScrollLock(open);
  useFocusTrap(panelRef, open, close);
  // Closed, the panel is out of Tab order and the accessibility tree. Set on the element rather
  // than rendered: the HTML has no `inert` (without JavaScript the panel opens as a :target),
  // and a state flip after hydration would re-render the whole menu in one blocking task.
  useEffect(() => {
    if (panelRef.current) panelRef.current.inert = !open;
  }, [open]);
  // Following a menu link: focus moves to <main>, which the layout keeps across navigations, so
  // the next Tab continues in the new page (as after the skip link) instead of being lost with a
  // link inside the now inert panel. It moves once the new page is committed: focusing at click
  // time would let a quick Tab land in the old page's content, which the page swap then removes.
  const focusMainAfterNavigation = useRef(false);
  const follow = useCallback(
    (link: HTMLAnchorElement) => {
      hide();
      if (link.pathname === pathname)
        document.getElementById("main")?.focus({ preventScroll: true });
      else focusMainAfterNavigation.current = true;
    },
    [pathname, hide],
  );
  // Any navigation closes the menu.
  useEffect(() => {
    hide();
    if (focusMainAfterNavigation.current) {
      focusMainAfterNavigation.current = false;
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, [pathname, hide]);
  // Opened before this code was live, the panel is the page's :target (the toggle is a link to
  // #mobile-menu): the script takes it over open, focus and scroll lock included, as it does a
  // later jump to #mobile-menu (Back, a link). From then on the script alone shows it:
  // `data-live` turns the :target rule off (replacing the address does not update :target).
  useEffect(() => {
    panelRef.current?.setAttribute("data-live", "");
    const followTarget = () => {
      if (window.location.hash === "#mobile-menu") setOpen(true);
    };
    followTarget();
    window.addEventListener("hashchange", followTarget);
    return () => window.removeEventListener("hashchange", followTarget);
  }, []);
  // Closing it drops that fragment from the address, so a reload does not open it again.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && window.location.hash === "#mobile-menu")
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    wasOpen.current = open;
  }, [open]);
  // Opening moves focus to the close button, in the next frame's animation callbacks: focus
  // needs the panel's style, which that frame computes anyway, where a focus in the commit would
  // make the tap's own task compute it once more. Should the panel still refuse focus
  // there, the next frames try again until it takes.
  useEffect(() => {
    if (!open) return;
    const target = panelRef.current?.querySelector<HTMLElement>("[data-menu-close]");
    let tries = 0;
    const focus = () => {
      target?.focus();
      if (target && document.activeElement !== target && ++tries < 30)
        frame = requestAnimationFrame(focus);
    };
    let frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <div className="lg:hidden">
      <a
        ref={toggleRef}
        href="#mobile-menu"
        role="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          show();
        }}
        onKeyDown={(e) => handleSpace(e, show)}
        className="inline-flex size-11 items-center justify-center rounded-control text-brand-950 hover:bg-brand-50"
      >
        <Icon name="menu" className="size-6" />
      </a>
      <div
        id="mobile-menu"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        data-state={open ? "open" : "closed"}
        className={cn(
          "fixed inset-0 z-[60] flex flex-col bg-white duration-300 ease-out",
          "invisible -translate-y-3 opacity-0 transition-[opacity,transform,visibility]",
          // Opening shows the panel at once (visibility is not transitioned), so it takes focus
          // in the first frame; closing keeps it visible until it has faded out.
          "data-[state=open]:visible data-[state=open]:translate-y-0 data-[state=open]:opacity-100 data-[state=open]:transition-[opacity,transform]",
          "target:not-data-live:visible target:not-data-live:translate-y-0 target:not-data-live:opacity-100",
        )}
      >
        <div className="flex h-header shrink-0 items-center justify-between border-b border-border px-5 sm:px-8">
          <Logo />
          <a
            href="#main"
            role="button"
            data-menu-close=""
            aria-label="Close menu"
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              close();
            }}
            onKeyDown={(e) => handleSpace(e, close)}
            className="inline-flex size-11 items-center justify-center rounded-control text-brand-950 hover:bg-brand-50"
          >
            <Icon name="x" className="size-6" />
          </a>
        </div>
        <MobileNav onFollow={follow} />
        <div className="border-t border-border p-5 sm:px-8">
          <BookCallButton className="w-full" size="lg" onClick={hide}>
            Get Started
          </BookCallButton>
        </div>
      </div>
    </div>
  );
}

/**
 * The menu's sections and links. Memoised: opening and closing the menu re-render the dialog
 * around them, not the four sections and their lists (a tap waits for that render).
 */
const MobileNav = memo(function MobileNav({
  onFollow,
}: {
  onFollow: (link: HTMLAnchorElement) => void;
}) {
  return (
    <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-5 pb-6 sm:px-8">
      {navGroups.map((group) => (
        <Disclosure
          key={group.title}
          name="mobile-nav"
          summary={group.title}
          className="border-b border-border"
          summaryClassName="text-lg"
        >
          <StaticLinkList
            links={group.links}
            className="grid gap-1 pb-4"
            linkClassName="block rounded-control px-3 py-2.5 text-base font-medium text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
            onFollow={onFollow}
          />
        </Disclosure>
      ))}
    </nav>
  );
});

import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { Logo } from "~/components/layout/logo";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { BookCallButton } from "~/components/ui/book-call-button";
import { navGroups } from "~/config/navigation";
import { useFocusTrap } from "~/hooks/use-focus-trap";
import { useScrollLock } from "~/hooks/use-scroll-lock";
import { cn } from "~/lib/cn";

/**
 * Small-screen menu: a full-screen panel with one accordion section open at a time. Scroll is
 * locked and focus stays inside while it is open; Escape, navigation and Get Started close it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState("");
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useScrollLock(open);
  useFocusTrap(panelRef, open, close);

  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("[data-menu-close]")?.focus();
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-control text-brand-950 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div
        id="mobile-menu"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        inert={!open}
        data-state={open ? "open" : "closed"}
        className={cn(
          "fixed inset-0 z-[60] flex flex-col bg-white transition-[opacity,transform,visibility] duration-300 ease-out",
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-3 opacity-0",
        )}
      >
        <div className="flex h-header shrink-0 items-center justify-between border-b border-border px-5 sm:px-8">
          <Logo />
          <button
            type="button"
            data-menu-close=""
            aria-label="Close menu"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-control text-brand-950 hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-5 pb-6 sm:px-8">
          <Accordion type="single" collapsible value={section} onValueChange={setSection}>
            {navGroups.map((group) => (
              <AccordionItem key={group.title} value={group.title}>
                <AccordionTrigger headingLevel="h2" className="text-lg">
                  {group.title}
                </AccordionTrigger>
                <AccordionContent>
                  <ul role="list" className="grid gap-1">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <NavLink
                          to={link.href}
                          viewTransition
                          onClick={() => setOpen(false)}
                          className="block rounded-control px-3 py-2.5 text-base font-medium text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                        >
                          {link.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </nav>
        <div className="border-t border-border p-5 sm:px-8">
          <BookCallButton className="w-full" size="lg" onClick={() => setOpen(false)}>
            Get Started
          </BookCallButton>
        </div>
      </div>
    </div>
  );
}

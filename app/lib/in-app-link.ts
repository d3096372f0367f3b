import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";

/** The link a click landed on, inside the element that listens (links in prerendered HTML). */
function clickedLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  const a = (event.target as Element).closest("a");
  return a && event.currentTarget.contains(a) ? a : null;
}

/**
 * The site path a click on `a` should navigate to in the app, as React Router's Link decides,
 * or undefined where the browser keeps the click: a modified or non-primary click, a link that
 * opens elsewhere (another tab, a download, another site), a jump within the page, or a click
 * already handled.
 */
function inAppPath(event: MouseEvent, a: HTMLAnchorElement): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (a.target && a.target !== "_self") ||
    a.hasAttribute("download") ||
    a.origin !== window.location.origin
  )
    return undefined;
  const here = window.location;
  if (a.hash && a.pathname === here.pathname && a.search === here.search) return undefined;
  return a.pathname + a.search + a.hash;
}

/**
 * One click handler for an element full of plain links (prerendered or build-produced HTML)
 * that does what a Link does for each: navigate in the app with a view transition, replacing
 * the history entry for a link to where the visitor already is, and leave every other click to
 * the browser. `onFollow` hears of any click on a link first (close a menu, move focus).
 */
export function useInAppLinkClicks(onFollow?: (link: HTMLAnchorElement) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    const a = clickedLink(event);
    if (!a) return;
    onFollow?.(a);
    const to = inAppPath(event, a);
    if (to === undefined) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    void navigate(to, { viewTransition: true, replace: to === here });
  };
}

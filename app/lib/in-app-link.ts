import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

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
 * One click handler for an element full of plain links (build-produced HTML, such as an
 * article's body): each internal link is followed in the app with a view transition, as a
 * React Router Link would.
 */
export function useInAppLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const a = (event.target as Element).closest("a");
    if (!a || !event.currentTarget.contains(a)) return;
    const to = inAppPath(event, a);
    if (to === undefined) return;
    event.preventDefault();
    void navigate(to, { viewTransition: true });
  };
}

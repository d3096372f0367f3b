import type { MouseEvent } from "react";

/** The link a click landed on, inside the element that listens (links in prerendered HTML). */
export function clickedLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  const a = (event.target as Element).closest("a");
  return a && event.currentTarget.contains(a) ? a : null;
}

/**
 * The site path a click on `a` should navigate to in the app, as React Router's Link decides,
 * or undefined where the browser keeps the click: a modified or non-primary click, a link that
 * opens elsewhere (another tab, a download, another site), a jump within the page, or a click
 * already handled.
 */
export function inAppPath(event: MouseEvent, a: HTMLAnchorElement): string | undefined {
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

import type { FocusEvent, MouseEvent, PointerEvent } from "react";
import { useEffect, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

/**
 * The site's links are plain `<a href>` elements with a click handler, not React Router `Link`s:
 * a Link runs about fifteen hooks (location, resolved path, navigation and view-transition
 * state, prefetch state and effects), so hydrating a page with 20–30 of them, or a section a
 * press hydrates at once, paid for each (decisions 0034, 0036). The handlers here do what a Link
 * does, with the router's `navigate` that the layout around every page registers once.
 */

/** The layout's navigate and intent setter (`useAppLinks`), for handlers outside a component. */
let appNavigate: NavigateFunction | undefined;
let showIntent: ((page: string) => void) | undefined;

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
 * Follows the clicked link `a` in the app with a view transition, replacing the history entry
 * for a link to where the visitor already is, as a Link does; leaves any other click (and any
 * click before the layout is there) to the browser.
 */
export function followInApp(event: MouseEvent, a: HTMLAnchorElement): void {
  const to = inAppPath(event, a);
  if (to === undefined || !appNavigate) return;
  event.preventDefault();
  const here = window.location.pathname + window.location.search + window.location.hash;
  void appNavigate(to, { viewTransition: true, replace: to === here });
}

/**
 * One click handler for an element full of plain links (prerendered or build-produced HTML):
 * each link is followed in the app as by `followInApp`. `onFollow` hears of any click on a link
 * first (close a menu, move focus).
 */
export function inAppLinkClicks(onFollow?: (link: HTMLAnchorElement) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    const a = (event.target as Element).closest("a");
    if (!a || !event.currentTarget.contains(a)) return;
    onFollow?.(a);
    followInApp(event, a);
  };
}

/** How long a pointer rests on a link before its page's code is fetched (React Router's intent). */
const intentDelayMs = 100;
let intentTimer: number | undefined;

/** The site page of the link an event landed on, if any. */
function pageOf(target: EventTarget): string | undefined {
  const a = (target as Element).closest?.("a");
  return a && a.origin === window.location.origin ? a.pathname : undefined;
}

/**
 * React Router's `prefetch="intent"`, for one link or a whole list of them: the code of the page
 * a pointer rests on (100 ms) or focus is on is fetched (`AppLinks` renders the prefetch).
 */
export const intentHandlers = {
  onPointerOver(event: PointerEvent) {
    const page = pageOf(event.target);
    window.clearTimeout(intentTimer);
    if (page) intentTimer = window.setTimeout(() => showIntent?.(page), intentDelayMs);
  },
  onPointerLeave() {
    window.clearTimeout(intentTimer);
  },
  onFocus(event: FocusEvent) {
    const page = pageOf(event.target);
    if (page) showIntent?.(page);
  },
};

/**
 * In the layout around every page (`AppLinks`): from its first commit on, links navigate in the
 * app. Returns the page whose code to prefetch: the link a pointer rests on, or focus is on.
 */
export function useAppLinks(): string | undefined {
  const navigate = useNavigate();
  const [page, setPage] = useState<string>();
  useEffect(() => {
    appNavigate = navigate;
    showIntent = setPage;
    return () => {
      appNavigate = showIntent = undefined;
    };
  }, [navigate]);
  return page;
}

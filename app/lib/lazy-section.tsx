import type * as React from "react";
import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from "react";

/** Section chunks requested in this browser and not yet arrived. */
const pending = new Set<Promise<unknown>>();

/**
 * A section whose code is not part of the page's first-load JavaScript. The prerendered HTML
 * has it in full (the build waits for it); in the browser its own Suspense boundary keeps that
 * HTML and hydrates it once its chunk arrives. The chunk is requested in the task after the
 * module that declares it runs, or when React first renders it if that comes sooner.
 *
 * Mounted after hydration (a client-side navigation), it has no boundary of its own: a section
 * whose code is still on its way suspends the whole route, and React Router's navigation, a
 * transition, keeps the previous page until it is there. The new page renders whole, in one
 * commit, and never shows an empty section (decision 0028). Render one only where the route
 * renders its sections, not in answer to a state change outside a navigation.
 */
export function lazySection<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): React.ComponentType<P> {
  let loaded: React.ComponentType<P> | undefined;
  let loading: Promise<React.ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  if (typeof document !== "undefined") {
    renderAfter(startSoon(start));
  }
  function LazySection(props: P) {
    // True while React hydrates this section (and in the prerender), false when it mounts after
    // that: the server snapshot is what hydration reads.
    const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, hydratingNow);
    // Chosen once per mount, so a section never remounts.
    const [live] = useState(!hydrating);
    // While hydrating, always React.lazy, which suspends once even when the code has arrived, so
    // React hydrates the section in a pass of its own, not with the rest.
    const [Component] = useState<React.ComponentType<P>>(() => (live && loaded) || Lazy);
    // The same props object while the values are the same: a route renders again with a new
    // one (`{...page.faq}`, or none at all) whenever the location changes, a jump to an
    // #anchor or the phone menu's :target link included. The values come from modules, so
    // they are equal; a new object would count as an update (below).
    const [kept, keep] = useState(props);
    if (kept !== props && !shallowEqual(kept, props)) keep(props);
    // The same element when only `hydrating` changes (React renders once more after hydration
    // to read the client snapshot) or the page renders again with equal props: neither the
    // boundary nor the section receives an update. A still-dehydrated boundary that did would
    // drop its server HTML for an empty fallback until its code arrived.
    return useMemo(
      () =>
        live ? (
          <Component {...kept} />
        ) : (
          <Suspense>
            <Component {...kept} />
          </Suspense>
        ),
      [live, Component, kept],
    );
  }
  return LazySection;
}

/**
 * Runs `start` in a task of its own, after the task that evaluates the app's modules. Requesting
 * a chunk costs a few milliseconds per section at 4× CPU (decision 0029): one task per section
 * keeps a page with nine lazy sections from doing all of it in one long task after the first
 * paint (decision 0033). Within a start, the preload links for the chunk's imports go one per
 * task, and the import after the last (lib/chunk-preload.ts, decision 0081). A section React
 * renders before then starts its own load at once. A detail route's record starts the same way
 * (lib/route-record.ts, decision 0044).
 */
export function startSoon<T>(start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => start().then(resolve, reject));
  });
}

/**
 * Code or data a page needs to render whole, requested while its modules are evaluated: a page
 * rendered afresh waits for it, as for the section chunks (`lazySectionsArrived`).
 */
export function renderAfter(arrival: Promise<unknown>): void {
  pending.add(arrival);
  const settle = () => pending.delete(arrival);
  arrival.then(settle, settle);
}

/**
 * Resolves when every section chunk (and whatever `renderAfter` was given) requested so far has
 * arrived (or failed: that section then shows the route's error view). For a page rendered
 * afresh instead of hydrated (a 404 file served at another route's address,
 * lib/prerendered-route.ts), so it renders whole.
 */
export function lazySectionsArrived(): Promise<unknown> {
  return Promise.allSettled(pending);
}

/** Whether two props objects have the same keys with the same values (`Object.is`). */
function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every(
    (k) => Object.hasOwn(b, k) && Object.is(a[k as keyof typeof a], b[k as keyof typeof b]),
  );
}

const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const hydratingNow = () => true;

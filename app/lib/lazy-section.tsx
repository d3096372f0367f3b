import type * as React from "react";
import { Suspense, lazy, useState } from "react";

/** Section chunks requested in this browser and not yet arrived. */
const pending = new Set<Promise<unknown>>();

/**
 * A section whose code is not part of the page's first-load JavaScript. The prerendered HTML
 * has it in full (the build waits for it); in the browser its own Suspense boundary keeps that
 * HTML and hydrates it once its chunk arrives, which starts as soon as the module that declares
 * it runs. After a client-side navigation the route module has already waited for the chunk
 * (`await lazySectionsReady()` at its end), so the section renders with the rest of the page.
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
    const arrival = start();
    pending.add(arrival);
    const settle = () => pending.delete(arrival);
    arrival.then(settle, settle);
  }
  function LazySection(props: P) {
    // Chosen once per mount, so a section never remounts: the component itself when its code is
    // here (after a navigation: no suspending, no empty frame), else React.lazy.
    const [Component] = useState<React.ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazySection;
}

/**
 * Resolves when every section chunk requested so far has arrived (or failed: that section then
 * shows the route's error view). For a page rendered afresh instead of hydrated (a 404 file
 * served at another route's address, lib/prerendered-route.ts), so it renders whole.
 */
export function lazySectionsArrived(): Promise<unknown> {
  return Promise.allSettled(pending);
}

/**
 * For a route module's top-level `await`: nothing to wait for while the first page loads (its
 * HTML is there and each lazy section hydrates when its chunk arrives), but once the app has
 * hydrated, a route module is loaded for a client-side navigation, and React Router renders it
 * only when the module has evaluated. Waiting here for the section chunks the module just
 * requested means the new page renders whole, in one commit, inside its view transition.
 */
export function lazySectionsReady(): Promise<unknown> | undefined {
  if (typeof document === "undefined" || !document.documentElement.hasAttribute("data-hydrated"))
    return undefined;
  return lazySectionsArrived();
}

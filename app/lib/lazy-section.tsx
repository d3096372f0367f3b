import type * as React from "react";
import { Suspense, lazy } from "react";

/**
 * A section whose code is not part of the page's first-load JavaScript. The prerendered HTML
 * has it in full (the build waits for it); in the browser its own Suspense boundary keeps that
 * HTML and hydrates it once its chunk arrives, which starts as soon as the module that declares
 * it runs. For sections below the first screen only: after a client-side navigation they render
 * a moment after the rest of the page.
 */
export function lazySection<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): React.ComponentType<P> {
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(start);
  if (typeof document !== "undefined") void start();
  function LazySection(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazySection;
}

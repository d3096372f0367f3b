/**
 * React Router runs each client-side navigation inside `document.startViewTransition` and, when
 * a second navigation starts before the first has animated (a quick double click, back then
 * forward), skips the first with `skipTransition()`. The skipped transition's `ready` promise
 * then rejects with an AbortError that nothing handles, so the browser reports an uncaught error
 * on a navigation that worked. The animation is an enhancement: a skipped or aborted one is not
 * a fault. This wraps `startViewTransition` once so each transition's promises have a handler
 * that ignores exactly those lifecycle rejections; any other failure is reported as before.
 */
type Transition = {
  ready: Promise<unknown>;
  finished: Promise<unknown>;
  updateCallbackDone: Promise<unknown>;
};
type DocumentWithTransitions = {
  startViewTransition?: (...args: never[]) => Transition;
};

/** A skipped transition (AbortError) or one aborted because the tab was hidden (InvalidStateError). */
function isTransitionLifecycleAbort(reason: unknown): boolean {
  return (
    typeof reason === "object" &&
    reason !== null &&
    "name" in reason &&
    (reason.name === "AbortError" || reason.name === "InvalidStateError")
  );
}

const guarded = new WeakSet<object>();

export function guardViewTransitions(
  doc: DocumentWithTransitions,
  report: (error: unknown) => void = (error) => globalThis.reportError?.(error),
) {
  const start = doc.startViewTransition;
  if (typeof start !== "function" || guarded.has(doc)) return;
  guarded.add(doc);
  doc.startViewTransition = function (this: unknown, ...args: never[]) {
    const transition = start.apply(this ?? doc, args);
    // `finished` and `updateCallbackDone` reject only when the page's own update fails, which
    // React Router handles; `ready` is the one that rejects on a skip.
    transition.ready.catch((reason: unknown) => {
      if (!isTransitionLifecycleAbort(reason)) report(reason);
    });
    return transition;
  };
}

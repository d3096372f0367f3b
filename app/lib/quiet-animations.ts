/**
 * The events of decorative CSS animations stop at the window, before React's listeners.
 *
 * React listens on its root (the document) for every animation event. So the browser creates
 * and dispatches each one, and React walks the tree for handlers, though the site has none for
 * these: the home page's 24 falling icons started together 2 s after load, and that task held
 * 6–27 ms of event dispatch at 4× CPU (decision 0039).
 *
 * Only the marked element's own animations are stopped: put `data-quiet-animation` on the
 * animated element itself. A descendant's animation events still reach everyone (a Radix
 * Presence waiting for `animationend`, say).
 */
export const quietAnimationAttribute = "data-quiet-animation";

/** Spread on an animated element to mark it: `<div {...quietAnimation}>`. */
export const quietAnimation = { [quietAnimationAttribute]: "" } as const;

const animationEvents = [
  "animationstart",
  "animationiteration",
  "animationend",
  "animationcancel",
] as const;

function stopQuiet(event: Event) {
  if (event.target instanceof Element && event.target.hasAttribute(quietAnimationAttribute))
    event.stopImmediatePropagation();
}

/** Once per window, before React attaches its listeners (entry.client). */
export function quietDecorativeAnimations(target: Window) {
  // The same function object each time: adding it twice is a no-op.
  for (const type of animationEvents) target.addEventListener(type, stopQuiet, true);
}

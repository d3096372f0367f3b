import { type RefObject, useEffect, useRef } from "react";

import { timing } from "~/config/timing";
import { prefersReducedMotion } from "~/lib/motion";

/** Handles one intersection record; returns true when the element needs no more watching. */
type Handler = (record: IntersectionObserverEntry) => boolean;
const observers = new Map<number, { io: IntersectionObserver; handlers: Map<Element, Handler> }>();

/** One shared IntersectionObserver per threshold; an element is forgotten once its handler is done. */
function observe(el: Element, threshold: number, handler: Handler) {
  let o = observers.get(threshold);
  if (!o) {
    const handlers = new Map<Element, Handler>();
    const io = new IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (!handlers.get(r.target)?.(r)) continue;
          handlers.delete(r.target);
          io.unobserve(r.target);
        }
      },
      { threshold },
    );
    o = { io, handlers };
    observers.set(threshold, o);
  }
  o.handlers.set(el, handler);
  o.io.observe(el);
  return () => {
    o.handlers.delete(el);
    o.io.unobserve(el);
  };
}

/**
 * Fade an element up once when it scrolls into view. Progressive: the prerendered HTML is fully
 * visible; only elements that are still below the fold after hydration are hidden and revealed.
 * `watchRef` is the box whose position decides (default: the element itself); a section passes
 * its `<section>`, so the whole band, padding included, decides when its content fades up.
 */
export function useReveal<T extends HTMLElement>(
  ref: RefObject<T | null>,
  threshold: number = timing.reveal.threshold,
  watchRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const el = ref.current;
    const watched = watchRef?.current ?? el;
    if (!el || !watched || typeof IntersectionObserver === "undefined" || prefersReducedMotion())
      return;
    // The observer's first record says where the element is without forcing a layout (reading
    // getBoundingClientRect in every section's effect would make hydration lay out the page again
    // and again). Already on screen or above it: never hide what was seen.
    let first = true;
    return observe(watched, threshold, (r) => {
      if (first) {
        first = false;
        if (r.boundingClientRect.top < (r.rootBounds?.height ?? window.innerHeight)) return true;
        el.dataset.reveal = "pending";
        return false;
      }
      if (!r.isIntersecting) return false;
      el.dataset.reveal = "shown";
      return true;
    });
  }, [ref, threshold, watchRef]);
}

/** Run `onVisible` once when at least `threshold` of the element is visible. */
export function useInViewOnce<T extends HTMLElement>(
  onVisible: () => void,
  threshold: number,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const cb = useRef(onVisible);
  useEffect(() => {
    cb.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    return observe(el, threshold, (r) => {
      if (!r.isIntersecting) return false;
      cb.current();
      return true;
    });
  }, [threshold]);
  return ref;
}

/**
 * Call `onLeave` once when the element is entirely off screen (watching starts now); returns a
 * function that stops watching. The element must not be one `useInViewOnce` or `useReveal` still
 * watches at threshold 0: the observers are shared per threshold, one handler per element.
 */
export function whenOffScreen(el: Element, onLeave: () => void): () => void {
  return observe(el, 0, (r) => {
    if (r.isIntersecting) return false;
    onLeave();
    return true;
  });
}

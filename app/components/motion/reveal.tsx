import { type RefObject, useEffect, useRef } from "react";

import { timing } from "~/config/timing";
import { prefersReducedMotion } from "~/lib/motion";

type Entry = { el: Element; onShow: () => void };
const observers = new Map<number, { io: IntersectionObserver; entries: Map<Element, Entry> }>();

/** One shared IntersectionObserver per threshold; each element is shown once, then forgotten. */
function observe(el: Element, threshold: number, onShow: () => void) {
  let o = observers.get(threshold);
  if (!o) {
    const entries = new Map<Element, Entry>();
    const io = new IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (!r.isIntersecting) continue;
          entries.get(r.target)?.onShow();
          entries.delete(r.target);
          io.unobserve(r.target);
        }
      },
      { threshold },
    );
    o = { io, entries };
    observers.set(threshold, o);
  }
  o.entries.set(el, { el, onShow });
  o.io.observe(el);
  return () => {
    o.entries.delete(el);
    o.io.unobserve(el);
  };
}


/**
 * Fade an element up once when it scrolls into view. Progressive: the prerendered HTML is fully
 * visible; only elements that are still below the fold after hydration are hidden and revealed.
 */
export function useReveal<T extends HTMLElement>(
  ref: RefObject<T | null>,
  threshold: number = timing.reveal.threshold,
) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight) return; // already on screen: never hide what was seen
    el.dataset.reveal = "pending";
    return observe(el, threshold, () => {
      el.dataset.reveal = "shown";
    });
  }, [ref, threshold]);
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
    return observe(el, threshold, () => cb.current());
  }, [threshold]);
  return ref;
}

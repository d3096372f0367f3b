import { useEffect, useRef } from "react";

import { useInViewOnce, whenOffScreen } from "~/components/motion/reveal";
import { timing } from "~/config/timing";
import { cn } from "~/lib/cn";
import { prefersReducedMotion } from "~/lib/motion";

type CountUpProps = {
  end: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
  /** Share of the element that must be visible before counting starts. */
  threshold?: number;
  className?: string;
};

export function formatNumber(value: number, decimals: number) {
  const [int = "0", frac] = value.toFixed(decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, timing.counter.thousandsSeparator);
  return frac ? `${grouped}${timing.counter.decimalSeparator}${frac}` : grouped;
}

/**
 * Counts once from 0 to `end` when scrolled into view. The prerendered HTML and screen readers
 * get the final value; under reduced motion the final value simply stays.
 *
 * Each frame writes the number into its own text node, not into React state: a count-up is 60
 * frames a second for a second or two, and a React render plus layout per frame would make the
 * page slow to answer a tap while it runs. React renders this component once; the text
 * it rendered is the final value, which is also where the count ends. Scrolled away before the
 * end, it ends there at once.
 */
export function CountUp({
  end,
  decimals = 0,
  prefix = "",
  suffix = "",
  durationMs = timing.counter.defaultDurationMs,
  threshold = 0.2,
  className,
}: CountUpProps) {
  const final = `${prefix}${formatNumber(end, decimals)}${suffix}`;
  const shown = useRef<HTMLSpanElement>(null);
  const armed = useRef(false);

  useEffect(() => {
    const text = shown.current?.firstChild;
    if (!text || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    armed.current = true;
    text.nodeValue = `${prefix}${formatNumber(0, decimals)}${suffix}`;
  }, [prefix, decimals, suffix]);

  // Stops a count under way (scrolled away, or the page left).
  const stopCount = useRef<() => void>(undefined);
  useEffect(() => () => stopCount.current?.(), []);

  const ref = useInViewOnce<HTMLSpanElement>(() => {
    const box = shown.current;
    const text = box?.firstChild;
    if (!armed.current || !box || !text) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      const eased = 1 - Math.pow(1 - t, 3);
      text.nodeValue = t === 1 ? final : `${prefix}${formatNumber(end * eased, decimals)}${suffix}`;
      if (t < 1) frame = requestAnimationFrame(tick);
      else unwatch();
    };
    // Scrolled away before the end (a quick scroll, a jump to an anchor): the number ends on its
    // final value at once. Each frame of a count costs the page style, layout and paint, two to
    // three seconds of frames for nobody.
    const unwatch = whenOffScreen(box, () => {
      cancelAnimationFrame(frame);
      text.nodeValue = final;
    });
    stopCount.current = () => {
      cancelAnimationFrame(frame);
      unwatch();
    };
    frame = requestAnimationFrame(tick);
  }, threshold);

  return (
    // `relative`: the screen-reader copy (absolutely placed) stays inside the counter. Without it,
    // a counter in a sideways-scrolling row (phones) put that copy at the row's far end outside
    // the row's clipping, and phones widened the whole home page to reach it (the header's menu
    // button ended up off screen).
    <span ref={ref} className={cn("relative", className)} data-final={final}>
      {/* The box keeps the final value's size (its ::before); the number inside is laid out on
          its own (size and layout containment), so a frame's new number does not lay out the
          page around it. */}
      <span
        aria-hidden="true"
        data-size={final}
        className="relative inline-block tabular-nums before:invisible before:content-[attr(data-size)]"
      >
        <span ref={shown} className="absolute inset-0 whitespace-nowrap [contain:strict]">
          {final}
        </span>
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}

import { useEffect, useState } from "react";

import { useInViewOnce } from "~/components/motion/reveal";
import { timing } from "~/config/timing";
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
  const [value, setValue] = useState(end);
  const [armed, setArmed] = useState(false);
  const final = `${prefix}${formatNumber(end, decimals)}${suffix}`;

  useEffect(() => {
    if (prefersReducedMotion()) return;
    if (typeof IntersectionObserver === "undefined") return;
    setValue(0);
    setArmed(true);
  }, []);

  const ref = useInViewOnce<HTMLSpanElement>(() => {
    if (!armed) return;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      const eased = 1 - Math.pow(1 - t, 3);
      setValue(t === 1 ? end : end * eased);
      if (t < 1) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, threshold);

  return (
    <span ref={ref} className={className} data-final={final}>
      <span aria-hidden="true" className="tabular-nums">
        {prefix}
        {formatNumber(value, decimals)}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}

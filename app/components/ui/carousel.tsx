import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { useCallback, useEffect, useMemo, useState } from "react";

import { Button } from "~/components/ui/button";
import { timing } from "~/config/timing";
import { cn } from "~/lib/cn";

type CarouselProps = {
  label: string;
  children: React.ReactNode[];
  loop?: boolean;
  /** Auto-advance interval; off under reduced motion. */
  delayMs?: number;
  className?: string;
  slideClassName?: string;
};

/**
 * Embla carousel: loops, auto-advances (pausing on hover, stopping for good once the visitor
 * interacts), with named previous/next buttons that disable at the ends when not looping.
 */
export function Carousel({
  label,
  children,
  loop = true,
  delayMs = timing.carousel.delayMs,
  className,
  slideClassName,
}: CarouselProps) {
  const [reduced, setReduced] = useState(true);
  useEffect(() => setReduced(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);
  const plugins = useMemo(
    () =>
      reduced
        ? []
        : [Autoplay({ delay: delayMs, stopOnInteraction: true, stopOnMouseEnter: true })],
    [reduced, delayMs],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, align: "start" }, plugins);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const stop = useCallback(() => api?.plugins().autoplay?.stop(), [api]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onFocusCapture={stop}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {children.map((child, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${children.length}`}
              className={cn(
                "min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/2 lg:basis-1/3",
                slideClassName,
              )}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex justify-end gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous slide"
          disabled={!canPrev}
          onClick={() => {
            stop();
            api?.scrollPrev();
          }}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next slide"
          disabled={!canNext}
          onClick={() => {
            stop();
            api?.scrollNext();
          }}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

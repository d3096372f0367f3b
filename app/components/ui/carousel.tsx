import type { EmblaCarouselType } from "embla-carousel";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { timing } from "~/config/timing";
import { cn } from "~/lib/cn";
import { prefersReducedMotion } from "~/lib/motion";

type CarouselProps = {
  label: string;
  children: React.ReactNode[];
  loop?: boolean;
  /** Auto-advance interval; off under reduced motion. */
  delayMs?: number;
  className?: string;
  slideClassName?: string;
  /** Classes for the scrolling viewport, e.g. to let the slides run to the screen edge. */
  viewportClassName?: string;
};

/** Embla and its autoplay plugin are fetched only when the carousel nears the viewport. */
async function createEmbla(viewport: HTMLElement, loop: boolean, delayMs: number) {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
    import("embla-carousel"),
    import("embla-carousel-autoplay"),
  ]);
  const reduced = prefersReducedMotion();
  const plugins = reduced
    ? []
    : [Autoplay({ delay: delayMs, stopOnInteraction: true, stopOnMouseEnter: true })];
  return EmblaCarousel(viewport, { loop, align: "start" }, plugins);
}

/**
 * Carousel: loops, auto-advances (pausing on hover, stopping for good once the visitor
 * interacts), with named previous/next buttons that disable at the ends when not looping.
 * The slides are plain prerendered markup (swipeable by native scroll) until Embla arrives.
 */
export function Carousel({
  label,
  children,
  loop = true,
  delayMs = timing.carousel.delayMs,
  className,
  slideClassName,
  viewportClassName,
}: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);
  // Announced only after the visitor moves the carousel, never while it advances by itself.
  const [status, setStatus] = useState("");
  const interacted = useRef(false);
  // Once the visitor points at, touches or focuses the carousel, it never advances by itself again.
  const halted = useRef(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof IntersectionObserver === "undefined") return;
    let embla: EmblaCarouselType | undefined;
    let onScreen: IntersectionObserver | undefined;
    let cancelled = false;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        void createEmbla(viewport, loop, delayMs).then((instance) => {
          if (cancelled) return instance.destroy();
          embla = instance;
          const update = () => {
            setCanPrev(instance.canScrollPrev());
            setCanNext(instance.canScrollNext());
            if (interacted.current)
              setStatus(
                `Slide ${instance.selectedScrollSnap() + 1} of ${instance.scrollSnapList().length}`,
              );
          };
          instance.on("select", update).on("reInit", update);
          update();
          setApi(instance);
          // Autoplay runs only while the carousel is on screen: each glide keeps the main thread
          // drawing frames for about two seconds, for nobody when it is scrolled away.
          onScreen = new IntersectionObserver(([entry]) => {
            const autoplay = instance.plugins().autoplay;
            if (!autoplay || halted.current) return;
            if (entry?.isIntersecting) autoplay.play();
            else autoplay.stop();
          });
          onScreen.observe(viewport);
        });
      },
      { rootMargin: "300px 0px" },
    );
    io.observe(viewport);
    return () => {
      cancelled = true;
      io.disconnect();
      onScreen?.disconnect();
      embla?.destroy();
    };
  }, [loop, delayMs]);

  const stop = () => {
    halted.current = true;
    api?.plugins().autoplay?.stop();
  };
  const go = (direction: "prev" | "next") => {
    stop();
    interacted.current = true;
    if (!api) {
      // Before Embla loads, the buttons scroll the native strip by one slide.
      const v = viewportRef.current;
      v?.scrollBy({
        left: (direction === "next" ? 1 : -1) * (v.clientWidth || 300),
        behavior: prefersReducedMotion() ? "instant" : "smooth",
      });
      return;
    }
    // Under reduced motion the slide changes at once (Embla's `jump`) instead of gliding.
    const jump = prefersReducedMotion();
    if (direction === "next") api.scrollNext(jump);
    else api.scrollPrev(jump);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onFocusCapture={stop}
      onPointerDown={stop}
      // Autoplay's own stopOnMouseEnter: remembered so coming back on screen does not restart it.
      onMouseEnter={() => (halted.current = true)}
    >
      <div
        ref={viewportRef}
        data-testid="carousel-viewport"
        className={cn(
          api ? "overflow-hidden" : "[scrollbar-width:none] overflow-x-auto",
          viewportClassName,
        )}
      >
        <div className="-ml-6 flex touch-pan-y">
          {children.map((child, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${children.length}`}
              className={cn(
                "min-w-0 shrink-0 grow-0 basis-[85%] pl-6 sm:basis-1/2 lg:basis-1/3",
                slideClassName,
              )}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="carousel-status">
        {status}
      </p>
      <div className="mt-8 flex justify-end gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous slide"
          disabled={!canPrev}
          onClick={() => go("prev")}
        >
          <Icon name="chevron-left" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next slide"
          disabled={!canNext}
          onClick={() => go("next")}
        >
          <Icon name="chevron-right" />
        </Button>
      </div>
    </div>
  );
}

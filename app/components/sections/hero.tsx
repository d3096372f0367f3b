import type * as React from "react";

import { CtaButton } from "~/components/ui/cta-button";
import type { HeroContent } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Img } from "~/components/ui/img";

type HeroProps = HeroContent & {
  /** Rendered above the eyebrow, e.g. a breadcrumb. */
  before?: React.ReactNode;
  /** Decorative layer behind the text (falling icons on the home page). */
  backdrop?: React.ReactNode;
  /** Replaces the image column, e.g. an inline SVG illustration. */
  aside?: React.ReactNode;
  /** Extra actions after the CTAs (e.g. a scroll-to-form button). */
  actions?: React.ReactNode;
  className?: string;
  /** Keep the image for large screens, where it sits beside the text (not stacked under it). */
  mediaOnLargeScreens?: boolean;
};

/** Page hero: the page's only h1, on the dark-teal band, with up to two calls to action. */
export function Hero({
  eyebrow,
  title,
  subtitle,
  primary,
  secondary,
  image,
  before,
  backdrop,
  aside,
  actions,
  className,
  mediaOnLargeScreens = false,
}: HeroProps) {
  const media =
    aside ??
    (image && (
      // An illustration already inlined in the page draws as markup (Img): nothing to fetch.
      <Img
        image={image}
        // Shown only beside the text on large screens: phones skip the download entirely.
        priority={mediaOnLargeScreens ? "lazy" : "high"}
        drawn
        className="h-auto w-full rounded-card"
      />
    ));
  return (
    <section
      data-slot="hero"
      className={cn(
        "on-dark relative isolate overflow-hidden bg-brand-950 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%)] text-white",
        className,
      )}
    >
      {backdrop}
      <div
        className={cn(
          "mx-auto grid max-w-content items-center gap-10 px-5 py-12 sm:px-8 sm:py-20 lg:py-28",
          media && "lg:grid-cols-[1.1fr_0.9fr]",
        )}
      >
        <div className="max-w-3xl">
          {before}
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            {subtitle}
          </p>
          {(primary || secondary || actions) && (
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {primary && <CtaButton cta={primary} variant="primary" size="lg" />}
              {secondary && <CtaButton cta={secondary} variant="outline" size="lg" />}
              {actions}
            </div>
          )}
        </div>
        {media && (
          <div
            className={
              mediaOnLargeScreens ? "relative hidden min-w-0 lg:block" : "relative min-w-0"
            }
          >
            {media}
          </div>
        )}
      </div>
    </section>
  );
}

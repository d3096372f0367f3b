import type * as React from "react";

import { type ButtonVariantProps, buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** The booking link as the scheduling service's embed names it (`team/event`). */
export function bookingCalLink() {
  return new URL(site.bookingUrl).pathname.slice(1);
}

/** The booking page framed inline (the service's plain iframe embed, no script). */
export function bookingFrameUrl() {
  const url = new URL(site.bookingUrl);
  url.searchParams.set("embed", "true");
  url.searchParams.set("layout", "month_view");
  return url.href;
}

type BookCallButtonProps = Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> &
  ButtonVariantProps;

/**
 * The only place that knows the booking URL. Opens the scheduling page for the
 * AI business operations discussion in a new tab, without a referrer.
 */
export function BookCallButton({
  children = "Book a Discovery Call",
  variant = "primary",
  size,
  className,
  ...props
}: BookCallButtonProps) {
  return (
    <a
      href={site.bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-booking=""
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens the booking page in a new tab)</span>
    </a>
  );
}

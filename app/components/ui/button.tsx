import type * as React from "react";

import { cn } from "~/lib/cn";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  default: "bg-brand-800 text-white shadow-sm hover:bg-brand-900",
  /** The warm accent: reserved for the main call to action. */
  primary: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300",
  /** Colours come from --outline-fg / --outline-hover, which dark bands (.on-dark) invert. */
  outline:
    "border border-(--outline-fg) bg-transparent text-(--outline-fg) hover:bg-(--outline-hover)",
  link: "h-auto px-0 text-brand-700 underline-offset-4 hover:underline",
};

const sizes = {
  default: "h-11 px-5 text-sm",
  sm: "h-9 px-3.5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "size-11",
};

/** Which look a button or button-styled link has; see `buttonVariants`. */
export type ButtonVariantProps = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
};

/**
 * The button look's classes. Left out, a variant or size is "default"; `null` leaves it out
 * (a link-styled button that keeps its own height). A plain lookup rather than a variants
 * library: it is in the shell every page loads, and these four variants are all the site uses.
 */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return cn(
    base,
    variant !== null && variants[variant ?? "default"],
    size !== null && sizes[size ?? "default"],
    className,
  );
}

/** A native button with the site's variants and sizes. For links styled as buttons use `SmartLink` with `buttonVariants`. */
export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

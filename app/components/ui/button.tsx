import { type VariantProps, cva } from "class-variance-authority";
import type * as React from "react";

import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-800 text-white shadow-sm hover:bg-brand-900",
        /** The warm accent: reserved for the main call to action. */
        primary: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        /** Colours come from --outline-fg / --outline-hover, which dark bands (.on-dark) invert. */
        outline:
          "border border-(--outline-fg) bg-transparent text-(--outline-fg) hover:bg-(--outline-hover)",
        secondary: "bg-brand-50 text-brand-900 hover:bg-brand-100",
        ghost: "text-brand-900 hover:bg-brand-50",
        link: "h-auto px-0 text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-11 px-5 text-sm",
        sm: "h-9 px-3.5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

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

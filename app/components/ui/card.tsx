import type * as React from "react";

import { cn } from "~/lib/cn";

/** The site's one card style: soft radius, hairline border, gentle shadow. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col rounded-card border border-border bg-card p-6 shadow-sm transition-shadow",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({
  className,
  as: Tag = "h3",
  ...props
}: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return (
    <Tag
      data-slot="card-title"
      className={cn("text-lg font-semibold text-brand-950", className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-body"
      className={cn("flex-1 text-base leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-5 flex flex-wrap gap-3", className)}
      {...props}
    />
  );
}

/** Round tinted tile for a card's icon. */
export function IconBadge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="icon-badge"
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-6",
        className,
      )}
      {...props}
    />
  );
}

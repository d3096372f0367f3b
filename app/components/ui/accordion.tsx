import { Icon } from "~/components/ui/icon";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import type * as React from "react";

import { cn } from "~/lib/cn";

/** Radix accordion. Use `type="single" collapsible` for "one open, the open one can close". */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b border-border last:border-b-0", className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = "h3",
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: "h2" | "h3" }) {
  return (
    <AccordionPrimitive.Header asChild>
      {headingLevel === "h2" ? (
        <h2 className="flex">
          <Trigger className={className} {...props}>
            {children}
          </Trigger>
        </h2>
      ) : (
        <h3 className="flex">
          <Trigger className={className} {...props}>
            {children}
          </Trigger>
        </h3>
      )}
    </AccordionPrimitive.Header>
  );
}

function Trigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Trigger
      data-slot="accordion-trigger"
      className={cn(
        "flex flex-1 items-center justify-between gap-4 py-5 text-left font-semibold text-brand-950 transition-colors hover:text-brand-700 [&[data-state=open]>svg]:rotate-180",
        className,
      )}
      {...props}
    >
      {children}
      <Icon
        name="chevron-down"
        aria-hidden="true"
        className="size-5 shrink-0 text-brand-600 transition-transform duration-300"
      />
    </AccordionPrimitive.Trigger>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-[state=closed]:animate-[accordion-up_300ms_ease-out] data-[state=open]:animate-[accordion-down_300ms_ease-out]"
      {...props}
    >
      <div className={cn("pb-5", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

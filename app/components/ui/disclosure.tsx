import type * as React from "react";

import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

type DisclosureProps = {
  /** Items sharing a name form an exclusive accordion: opening one closes the others. */
  name: string;
  summary: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  summaryClassName?: string;
};

/**
 * One accordion item on native <details name>: one open at a time, the open one collapses when
 * its summary is selected, keyboard and screen-reader support from the browser, and it works
 * before (or without) JavaScript. Costs no script at all.
 */
export function Disclosure({
  name,
  summary,
  children,
  className,
  summaryClassName,
}: DisclosureProps) {
  return (
    <details name={name} className={cn("group", className)}>
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-brand-950 transition-colors hover:text-brand-700 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {summary}
        <Icon
          name="chevron-down"
          className="size-5 text-brand-600 transition-transform duration-300 group-open:rotate-180"
        />
      </summary>
      {children}
    </details>
  );
}
